/**
 * Origins whose cookie-authenticated requests Payload accepts: SITE_URL, or for the local demo
 * (no SITE_URL) the addresses `npm start` serves on. Never empty: an empty list accepts any origin.
 */
export function csrfOrigins(env: Record<string, string | undefined> = process.env): string[] {
  if (env.SITE_URL) return [new URL(env.SITE_URL).origin]
  const port = env.PORT || '3000'
  const host = env.HOST && env.HOST !== '0.0.0.0' ? env.HOST : '127.0.0.1'
  return [...new Set([`http://${host}:${port}`, `http://127.0.0.1:${port}`, `http://localhost:${port}`])]
}
