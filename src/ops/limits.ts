import { serverEnv } from '@/env'

import type { TransferPace } from './body'

/** Limits of the form endpoints; the numbers a deployment can change come from `@/env`. */

/** Largest accepted CV or motivation letter, in megabytes (FORM_MAX_FILE_MB, default 10). */
export function maxFileMegabytes(): number {
  return serverEnv().FORM_MAX_FILE_MB
}

export function maxFileBytes(): number {
  return Math.floor(maxFileMegabytes() * 1024 * 1024)
}

/** Full-size application bodies held in memory at the same time, per instance (FORM_MAX_PARALLEL_UPLOADS, default 4). */
export function maxParallelUploads(): number {
  return serverEnv().FORM_MAX_PARALLEL_UPLOADS
}

/** Applications from one client address read at the same time (FORM_MAX_UPLOADS_PER_ADDRESS, default 1). */
export function maxUploadsPerAddress(): number {
  return serverEnv().FORM_MAX_UPLOADS_PER_ADDRESS
}

/**
 * How fast a form body must arrive: after ten seconds at least FORM_MIN_BYTES_PER_SECOND (default
 * 2048, a poor mobile connection manages far more) on average, and all of it within
 * FORM_BODY_DEADLINE_SECONDS (default 120 with files, 30 without).
 */
export function transferPace(withFiles: boolean): TransferPace {
  const env = serverEnv()
  return {
    minBytesPerSecond: env.FORM_MIN_BYTES_PER_SECOND,
    graceMs: 10_000,
    deadlineMs: (env.FORM_BODY_DEADLINE_SECONDS ?? (withFiles ? 120 : 30)) * 1000,
  }
}

/**
 * Memory for application bodies being read at once, per instance: FORM_MAX_PARALLEL_UPLOADS
 * full-size bodies, counted in bytes that arrived (a slow or small post takes only what it sent).
 */
export function uploadMemoryBytes(): number {
  return maxParallelUploads() * maxBodyBytes(true)
}

/** Room for the text fields and multipart framing next to the files. */
const FIELDS_BYTES = 64 * 1024

/** The most a request body may hold before it is read at all: two files and the fields. */
export function maxBodyBytes(withFiles: boolean): number {
  return withFiles ? 2 * maxFileBytes() + FIELDS_BYTES : FIELDS_BYTES
}

/** Per-field maximum lengths, in characters. */
export const MAX_LENGTH = {
  name: 100,
  businessName: 150,
  email: 254,
  phone: 32,
  message: 5000,
  fileName: 100,
  role: 150,
  place: 100,
  requirements: 2000,
  remark: 2000,
  subject: 200,
  recruiterMail: 10_000,
} as const

/** The most people one staffing request asks for: more is a project to discuss, not a form. */
export const MAX_HEADCOUNT = 500

/** Hours a week one person can work under Dutch working-time rules (at most 60 in one week). */
export const MAX_HOURS_PER_WEEK = 60

/** Submissions per client address and endpoint in one window (RATE_LIMIT_MAX, default 5). */
export function rateLimitMax(): number {
  return serverEnv().RATE_LIMIT_MAX
}

/** Length of the rate-limit window in seconds (RATE_LIMIT_WINDOW_SECONDS, default 600). */
export function rateLimitWindowSeconds(): number {
  return serverEnv().RATE_LIMIT_WINDOW_SECONDS
}
