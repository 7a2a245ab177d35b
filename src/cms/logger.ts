import type { Config } from 'payload'
import type { LoggerOptions } from 'pino'

import { type EnvSource, serverEnv } from '@/env'

type LoggerConfig = Config['logger']

/**
 * Paths pino blanks in every log line: credentials, and what applicants and other senders typed.
 * Errors logged with the request or the document around them keep their shape, not their data.
 */
const REDACTED_PATHS = [
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

/** Refusals that visitors' requests are expected to meet: logged as one info line, no stack. */
const EXPECTED_REFUSALS = new Set([400, 401, 403, 404])

function refusalOf(value: unknown): { status: number; message: string } | null {
  const error = value && typeof value === 'object' && 'err' in value ? value.err : value
  if (!(error instanceof Error) || !('status' in error) || typeof error.status !== 'number') return null
  return EXPECTED_REFUSALS.has(error.status) ? { status: error.status, message: error.message } : null
}

/**
 * Payload logs an access refusal at error level with its stack when it does not recognise the
 * error's class by name (the production build renames classes): a log flood of anonymous 403s.
 */
const logExpectedRefusalsAsInfo: NonNullable<LoggerOptions['hooks']>['logMethod'] = function (args, method, level) {
  const refusal = level >= 50 ? refusalOf(args[0]) : null
  if (refusal) return this.info({ status: refusal.status }, refusal.message)
  return method.apply(this, args)
}

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
      hooks: { logMethod: logExpectedRefusalsAsInfo },
    },
  }
}
