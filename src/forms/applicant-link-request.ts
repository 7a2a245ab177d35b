import { createHash } from 'node:crypto'
import type { Payload } from 'payload'

import { getPayloadClient } from '@/data/payload-client'
import { BodyError, parseRequestBody } from '@/ops/body'
import { clientAddress } from '@/ops/client-address'
import { maxBodyBytes } from '@/ops/limits'
import { checkRateLimit, consume, limiterFor, type RateLimitRule } from '@/ops/rate-limit'

import { APPLICANT_PATHS } from './applicant-link'
import { mailNewApplicantLink } from './applicant-link-renewal'
import { normaliseEmail } from './email-address'
import { drainMailQueue } from './jobs'
import { linkRequestSchema, validateFields } from './schemas'

/** At most this many applications of one address (the newest) get a new link per request. */
const MAX_LINKS = 20

/**
 * Link mails to one address: at most one in this window, however many senders ask. Counted by a
 * hash of the address, so the counting store holds no addresses.
 */
const LINK_MAIL_WINDOW: RateLimitRule = { points: 1, durationSeconds: 15 * 60 }

const recipientKey = (email: string) => createHash('sha256').update(normaliseEmail(email)).digest('base64url')

/**
 * Replaces the personal link of every application of `email` that still opens (none for an
 * unknown address) and queues a mail with the new one: the links mailed before stop working.
 * The address is compared whole, in its normalised form.
 */
export async function queueApplicantLinks(payload: Payload, email: string, now = new Date()): Promise<number> {
  const { docs } = await payload.find({
    collection: 'applications',
    where: {
      and: [
        { emailNormalised: { equals: normaliseEmail(email) } },
        { or: [{ deleteAfter: { exists: false } }, { deleteAfter: { greater_than: now.toISOString() } }] },
      ],
    },
    depth: 0,
    limit: MAX_LINKS,
    sort: '-createdAt',
    overrideAccess: true,
    select: { status: true },
  })
  for (const doc of docs) await mailNewApplicantLink(payload, doc.id, 'link', now)
  if (docs.length) void drainMailQueue(payload)
  return docs.length
}

/**
 * What the link request does with a valid address: new links, unless one was mailed to the same
 * address within LINK_MAIL_WINDOW. Either way nothing of it reaches the answer.
 */
async function requestApplicantLinks(payload: Payload, email: string): Promise<number> {
  const window = await consume(
    limiterFor('applicant-link-recipient', LINK_MAIL_WINDOW, payload.logger),
    recipientKey(email),
    payload.logger,
  )
  return window.allowed ? queueApplicantLinks(payload, email) : 0
}

let pending: Promise<unknown> = Promise.resolve()

/** Resolves when the link requests answered so far have queued their mail (for tests). */
export function linkRequestsQueued(): Promise<unknown> {
  return pending
}

const seeOther = (query: string) =>
  new Response(null, {
    status: 303,
    headers: { Location: `${APPLICANT_PATHS.requestLink}?${query}`, 'Cache-Control': 'no-store' },
  })

/**
 * 'Vraag je link opnieuw aan': the answer is the same for a known and an unknown address, and for
 * one that had a link mailed within the window, and it is given before the look-up, so neither its
 * text nor its timing tells whether the address applied. The address never goes into a URL.
 */
export async function handleLinkRequest(request: Request): Promise<Response> {
  const payload = await getPayloadClient()
  const limit = await checkRateLimit('applicantLink', clientAddress(request.headers), payload.logger)
  if (!limit.allowed) return seeOther('fout=druk')
  let fields: Record<string, unknown> = {}
  try {
    fields = (await parseRequestBody(request, { limit: maxBodyBytes(false), allowJson: false })).fields
  } catch (error) {
    if (!(error instanceof BodyError)) throw error
  }
  const validation = validateFields(linkRequestSchema, fields)
  if (!validation.ok) return seeOther('fout=email')
  pending = Promise.all([
    pending,
    requestApplicantLinks(payload, validation.data.email).catch((error: unknown) =>
      payload.logger.error({ err: error, msg: 'Applicant link request: mail not queued' }),
    ),
  ])
  return seeOther('aangevraagd=1')
}
