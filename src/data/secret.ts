import { type EnvSource, serverEnv } from '@/env'

const KNOWN_DEFAULTS = new Set(['', 'secret', 'changeme', 'change-me', 'YOUR_SECRET_HERE', 'payload'])
const MIN_LENGTH = 32

/**
 * The secret that signs editors' sessions. Production refuses a missing, default or short one,
 * except for the local demo that `npm start` runs with a generated secret.
 */
export function resolvePayloadSecret(source: EnvSource = process.env): string {
  const env = serverEnv(source)
  const secret = env.PAYLOAD_SECRET ?? ''
  const weak = KNOWN_DEFAULTS.has(secret) || secret.length < MIN_LENGTH
  if (env.NODE_ENV === 'production' && weak && !env.LOCAL_DEMO) {
    throw new Error(`PAYLOAD_SECRET is missing or weak: set a random value of at least ${MIN_LENGTH} characters.`)
  }
  return secret || 'development-only-secret-not-for-production-use'
}
