import { createHash } from 'node:crypto'
import {
  addDataAndFileToRequest,
  APIError,
  type CollectionBeforeOperationHook,
  type Endpoint,
  type TaskConfig,
} from 'payload'

import { MAIL_QUEUE } from '@/forms/mail'
import { nl } from '@/i18n/nl'
import { clientAddress } from '@/ops/client-address'
import { consume, limiterFor, type RateLimitRule } from '@/ops/rate-limit'

const text = nl.admin.passwordReset

const HOUR = 60 * 60

/** Reset requests from one client address, whatever the accounts; past that the address waits. */
const REQUESTS_PER_ADDRESS: RateLimitRule = { points: 10, durationSeconds: HOUR, blockSeconds: HOUR }

/**
 * Reset requests for one account, from wherever they come: each mails the editor and cancels the
 * link mailed before, so an account gets at most this many in an hour. Counted by the name typed,
 * whether an account has it or not.
 */
const REQUESTS_PER_ACCOUNT: RateLimitRule = { points: 3, durationSeconds: HOUR }

export const SEND_PASSWORD_RESET_MAIL = 'sendPasswordResetMail'

/** Marks the one caller that may run Payload's forgot-password operation: the task below. */
const RESET_JOB_CONTEXT = 'passwordResetJob'

const logger = console

/** The account's key: hashed, so the counting store holds no account names. */
const accountKey = (email: string) => createHash('sha256').update(email).digest('base64url')

/** The address the body names, as Payload compares it (trimmed, lower case), or ''. */
function requestedEmail(data: unknown): string {
  const email = typeof data === 'object' && data !== null && 'email' in data ? data.email : undefined
  return typeof email === 'string' ? email.trim().toLowerCase() : ''
}

const minutesOf = (seconds: number) => Math.max(1, Math.ceil(seconds / 60))

const refuse = (status: 400 | 429, message: string, headers: Record<string, string> = {}) =>
  Response.json({ errors: [{ message }] }, { status, headers: { 'Cache-Control': 'no-store', ...headers } })

/**
 * POST /api/users/forgot-password, in place of Payload's own (a collection's endpoints come before
 * Payload's): counted per client address and per account, then the mail is queued and the answer
 * given. A known and an unknown account take the same steps (count, look up, queue one job) and get
 * the same answer; which of them it was shows only in the job, which sends the mail (or nothing)
 * after the answer. A throttled request is counted and answered alike for both as well.
 */
export const forgotPasswordEndpoint: Endpoint = {
  path: '/forgot-password',
  method: 'post',
  handler: async (req) => {
    await addDataAndFileToRequest(req)
    const email = requestedEmail(req.data)
    if (!email) return refuse(400, text.missingEmail)
    const address = clientAddress(req.headers)
    const results = await Promise.all([
      consume(limiterFor('password-reset-address', REQUESTS_PER_ADDRESS, logger), address, logger),
      consume(limiterFor('password-reset-account', REQUESTS_PER_ACCOUNT, logger), accountKey(email), logger),
    ])
    const refused = results.filter((result) => !result.allowed)
    if (refused.length) {
      const seconds = Math.max(...refused.map((result) => result.retryAfterSeconds))
      return refuse(429, text.tooMany(minutesOf(seconds)), { 'Retry-After': String(seconds) })
    }
    const { docs } = await req.payload.find({
      collection: 'users',
      where: { email: { equals: email } },
      limit: 1,
      depth: 0,
      pagination: false,
      overrideAccess: true,
      select: { email: true },
    })
    await req.payload.jobs.queue({
      task: SEND_PASSWORD_RESET_MAIL,
      queue: MAIL_QUEUE,
      input: { userId: docs[0]?.id ?? null },
    })
    return Response.json({ message: req.t('general:success') }, { headers: { 'Cache-Control': 'no-store' } })
  },
}

/**
 * Payload's forgot-password operation runs only inside the task below, so no other way in (the
 * GraphQL mutation, a Local API call) mails an editor inline or outside the counts.
 */
export const onlyQueuedPasswordResets: CollectionBeforeOperationHook = ({ args, operation, req }) => {
  if (operation === 'forgotPassword' && req.context[RESET_JOB_CONTEXT] !== true)
    throw new APIError(text.onlyThroughForm, 403, undefined, true)
  return args
}

/**
 * Sends the reset mail of one forgot-password request: Payload's own operation (a new token, which
 * cancels the one before, and Payload's mail with the link). Nothing for an unknown account.
 */
export const sendPasswordResetMailTask: TaskConfig<'sendPasswordResetMail'> = {
  slug: SEND_PASSWORD_RESET_MAIL,
  label: 'Mail om het wachtwoord opnieuw in te stellen versturen',
  retries: { attempts: 5, backoff: { type: 'exponential', delay: 60_000 } },
  inputSchema: [{ name: 'userId', type: 'number' }],
  outputSchema: [{ name: 'sent', type: 'checkbox' }],
  handler: async ({ input, req }) => {
    if (typeof input.userId !== 'number') return { output: { sent: false } }
    const user = await req.payload.findByID({
      collection: 'users',
      id: input.userId,
      depth: 0,
      overrideAccess: true,
      disableErrors: true,
      select: { email: true },
    })
    if (!user) return { output: { sent: false } }
    await req.payload.forgotPassword({
      collection: 'users',
      data: { email: user.email },
      req,
      context: { [RESET_JOB_CONTEXT]: true },
    })
    return { output: { sent: true } }
  },
}
