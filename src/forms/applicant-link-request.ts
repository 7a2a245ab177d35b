import type { Payload } from 'payload'

import { getPayloadClient } from '@/content/server/payload-client'

import { APPLICANT_PATHS } from './applicant-link'
import { BodyError, parseRequestBody } from './body'
import { clientAddress } from './client-address'
import { drainMailQueue } from './jobs'
import { maxBodyBytes } from './limits'
import { MAIL_QUEUE, SEND_SUBMISSION_MAIL } from './mail'
import { checkRateLimit } from './rate-limit'
import { linkRequestSchema, validateFields } from './schemas'

/** At most this many applications of one address get their link again per request. */
const MAX_LINKS = 20

/**
 * Queues a mail with its personal link for every application of `email` that still opens (none
 * for an unknown address).
 */
export async function queueApplicantLinks(payload: Payload, email: string, now = new Date()): Promise<number> {
  const wanted = email.trim().toLowerCase()
  const { docs } = await payload.find({
    collection: 'applications',
    where: {
      and: [
        { emailAddress: { like: wanted } },
        { or: [{ deleteAfter: { exists: false } }, { deleteAfter: { greater_than: now.toISOString() } }] },
      ],
    },
    depth: 0,
    limit: MAX_LINKS,
    pagination: false,
    overrideAccess: true,
    select: { emailAddress: true },
  })
  const mine = docs.filter((doc) => doc.emailAddress.toLowerCase() === wanted)
  for (const doc of mine) {
    await payload.jobs.queue({
      task: SEND_SUBMISSION_MAIL,
      queue: MAIL_QUEUE,
      input: { collection: 'applications', submissionId: doc.id, recipient: 'link' },
    })
  }
  if (mine.length) void drainMailQueue(payload)
  return mine.length
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
 * 'Vraag je link opnieuw aan': the answer is the same for a known and an unknown address, and it
 * is given before the look-up, so neither its text nor its timing tells whether the address
 * applied. The address never goes into a URL.
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
    queueApplicantLinks(payload, validation.data.email).catch((error: unknown) =>
      payload.logger.error({ err: error, msg: 'Applicant link request: mail not queued' }),
    ),
  ])
  return seeOther('aangevraagd=1')
}
