import { type EnvSource, serverEnv } from '@/env'

/**
 * Origins whose cookie-authenticated requests Payload accepts: SITE_URL, or for the local demo
 * (no SITE_URL) the addresses `npm start` serves on. Never empty: an empty list accepts any origin.
 */
export function csrfOrigins(env: EnvSource = process.env): string[] {
  const site = serverEnv(env).SITE_URL
  if (site) return [new URL(site).origin]
  const port = env.PORT || '3000'
  const host = env.HOST && env.HOST !== '0.0.0.0' ? env.HOST : '127.0.0.1'
  return [...new Set([`http://${host}:${port}`, `http://127.0.0.1:${port}`, `http://localhost:${port}`])]
}
