import type { Config } from 'payload'
import { type EnvSource, serverEnv } from '@/env'

type LoggerConfig = Config['logger']

/**
 * Paths pino blanks in every log line: credentials, and what applicants and other senders typed.
 * Errors logged with the request or the document around them keep their shape, not their data.
 */
export const REDACTED_PATHS = [
  'req.headers.cookie',
  'req.headers.authorization',
  'headers.cookie',
  'headers.authorization',
  '*.password',
  '*.email',
  '*.emailAddress',
  '*.phoneNumber',
  '*.firstName',
  '*.lastName',
  '*.name',
  '*.businessName',
  '*.message',
  'data',
  'doc',
  'originalDoc',
]

/**
 * Production logs one JSON object a line (for a log collector), with personal data redacted.
 * Development keeps Payload's readable output; LOG_FORMAT=pretty asks for it in production too.
 */
export function loggerConfig(source: EnvSource = process.env): LoggerConfig {
  const env = serverEnv(source)
  if (env.NODE_ENV !== 'production' || env.LOG_FORMAT === 'pretty') return undefined
  return {
    options: {
      level: env.LOG_LEVEL,
      redact: { paths: REDACTED_PATHS, censor: '[verborgen]' },
      timestamp: () => `,"time":"${new Date().toISOString()}"`,
    },
  }
}
