// Secrets and the zod schema stay out of the browser: a build fails when client code reaches this.
import 'server-only'
import { z } from 'zod'

/**
 * Every environment variable the server reads, parsed in one place. Values are read when asked
 * for (tests and scripts set them at run time), and a value that does not parse falls back to
 * the default, as an unset one does. The README's configuration table is checked against this
 * list (`tests/unit/env.test.ts`).
 */
const positiveNumber = (fallback: number) => z.coerce.number().positive().catch(fallback)
const positiveInteger = (fallback: number) => z.coerce.number().int().positive().catch(fallback)
const flag = (fallback: boolean) =>
  z
    .enum(['true', 'false'])
    .transform((value) => value === 'true')
    .catch(fallback)
/** Secrets and passwords are taken exactly as given. */
const exactText = z
  .string()
  .optional()
  .transform((value) => value || undefined)
const optionalText = z
  .string()
  .optional()
  .transform((value) => value?.trim() || undefined)

const serverEnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).catch('development'),
  DATABASE_URL: optionalText,
  DATABASE_POOL_MAX: positiveInteger(10),
  DATA_DIR: z.string().min(1).catch('data'),
  PAYLOAD_SECRET: exactText,
  LOCAL_DEMO: flag(false),
  SITE_URL: optionalText,
  SEED_ON_START: flag(false),
  SEED_PROFILE: z.enum(['demo', 'minimal']).catch('demo'),
  SEED_EDITOR_PASSWORD: exactText,
  SEED_ADMIN_PASSWORD: exactText,
  SMTP_URL: optionalText,
  MAIL_FROM_ADDRESS: z.string().min(1).catch('noreply@koersgroep.nl'),
  MAIL_FROM_NAME: z.string().min(1).catch('Koers Groep'),
  FORM_MAX_FILE_MB: positiveNumber(10),
  FORM_MAX_PARALLEL_UPLOADS: positiveInteger(4),
  FORM_MAX_UPLOADS_PER_ADDRESS: positiveInteger(1),
  FORM_MIN_BYTES_PER_SECOND: positiveNumber(2048),
  FORM_BODY_DEADLINE_SECONDS: z.coerce.number().positive().optional().catch(undefined),
  RATE_LIMIT_MAX: positiveNumber(5),
  RATE_LIMIT_WINDOW_SECONDS: positiveNumber(600),
  VACANCY_FEED_URL: optionalText,
  VACANCY_FEED_CRON: z.string().min(1).catch('15 * * * *'),
  JOBS_AUTORUN: flag(true),
  JOB_LEASE_SECONDS: positiveNumber(180),
  ATS_WEBHOOK_URL: z
    .url({ protocol: /^https?$/ })
    .optional()
    .catch(undefined),
  ATS_WEBHOOK_SECRET: exactText,
  ATS_TIMEOUT_SECONDS: positiveNumber(10),
  ATS_RETRY_DELAY_SECONDS: positiveNumber(60),
  REDIS_URL: optionalText,
  S3_BUCKET: optionalText,
  S3_REGION: optionalText,
  S3_ENDPOINT: optionalText,
  S3_FORCE_PATH_STYLE: flag(false),
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: exactText,
  LOG_FORMAT: z.enum(['json', 'pretty']).optional().catch(undefined),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace']).catch('info'),
})

export type ServerEnv = z.infer<typeof serverEnvSchema>

export const SERVER_ENV_VARIABLES = Object.keys(serverEnvSchema.shape)

/**
 * Read outside the server's code: by the scripts (`npm start`, `npm test`, the e2e server, the
 * production server `scripts/serve.mjs`), by the plain-JavaScript modules that Next and that
 * server load without a build (`src/ops/*.mjs`: the proxies to trust, the page cache in Redis and
 * the Redis connection), and by Next at build time (`NEXT_PUBLIC_*` are inlined into the browser's
 * code, `NEXT_DIST_DIR` picks the build directory).
 */
export const TOOLING_ENV_VARIABLES = [
  'PORT',
  'HOST',
  'REQUEST_TIMEOUT_SECONDS',
  'REQUEST_TIME_BUDGET_SECONDS',
  'SHUTDOWN_GRACE_SECONDS',
  'KEEP_ALIVE_SECONDS',
  'TRUSTED_PROXY_COUNT',
  'REDIS_CACHE_PREFIX',
  'REDIS_CACHE_TTL_SECONDS',
  'REDIS_CONNECT_TIMEOUT_MS',
  'REDIS_COMMAND_TIMEOUT_MS',
  'ANALYTICS_ID',
  'ANALYTICS_SRC',
  'NEXT_DIST_DIR',
  'TEST_DATABASE',
  'TEST_POSTGRES_URL',
  'E2E_PORT',
  'E2E_SMTP_PORT',
  'CHROMIUM_PATH',
] as const

/** Raw variables: `process.env`, or a plain object in tests. */
export type EnvSource = Record<string, string | undefined>

/** The last parse, by the values it was parsed from (rendering a page asks several times). */
let lastParsed: { values: string; env: ServerEnv } | undefined

/**
 * The server's configuration from `process.env` (or another source, for tests). Parsed again
 * only when one of its variables changed since the last call; treat the result as read-only.
 */
export function serverEnv(source: EnvSource = process.env): ServerEnv {
  // JSON keeps an unset variable (null) apart from an empty one.
  const values = JSON.stringify(SERVER_ENV_VARIABLES.map((name) => source[name] ?? null))
  if (lastParsed?.values !== values) lastParsed = { values, env: serverEnvSchema.parse(source) }
  return lastParsed.env
}

/**
 * The public origin without a trailing slash, for canonical URLs, mail links and the sitemap:
 * SITE_URL, or without it (the local demo) the address the server listens on.
 */
export function siteUrl(source: EnvSource = process.env): string {
  return (serverEnv(source).SITE_URL ?? localOrigin(source)).replace(/\/+$/, '')
}

/** Addresses a browser on the same machine reaches as localhost. */
const LOOPBACK_OR_ANY = new Set(['localhost', '127.0.0.1', '::1', '0.0.0.0', '::'])

/**
 * The local demo's own origin, from the port and host the server listens on (the server sets PORT
 * and HOST before the app loads): a demo on port 4155 links to port 4155, not to 3000.
 */
function localOrigin(source: EnvSource): string {
  const host = source.HOST?.trim() || 'localhost'
  const shownHost = LOOPBACK_OR_ANY.has(host) ? 'localhost' : host.includes(':') ? `[${host}]` : host
  return `http://${shownHost}:${source.PORT?.trim() || '3000'}`
}
