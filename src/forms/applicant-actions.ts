import type { Payload } from 'payload'

import { drainAtsQueue } from '@/ats/deliver'
import { canWithdraw } from '@/data/application'
import { APPLICANT_CONTEXT } from '@/data/application'
import { getPayloadClient } from '@/data/payload-client'
import { relationId } from '@/data/relations'
import { BodyError, parseRequestBody } from '@/ops/body'
import { maxBodyBytes } from '@/ops/limits'
import type { Application } from '@/payload-types'

import { APPLICANT_PATHS, APPLICANT_STEPS, applicantPagePath, findApplicationByToken } from './applicant-link'
import { drainMailQueue } from './jobs'
import { MAIL_QUEUE, SEND_SUBMISSION_MAIL } from './mail'
import { storeAsUnit } from './store'

/** The confirmation step's field: only a post that carries it changes anything. */
export const CONFIRM_FIELD = 'bevestigd'
export const CONFIRM_VALUE = 'ja'

/**
 * The applicant withdraws: the status says so, a confirmation goes to them and a notice to the
 * recruiter (or the office), as one unit; the ATS hears of it through the status change's hook.
 */
async function withdrawApplication(payload: Payload, application: Application): Promise<void> {
  if (!canWithdraw(application.status)) return
  await storeAsUnit(payload, async (unit) => {
    await payload.update({
      collection: 'applications',
      id: application.id,
      data: { status: 'withdrawn' },
      overrideAccess: true,
      depth: 0,
      req: unit.req,
      context: APPLICANT_CONTEXT,
    })
    for (const recipient of ['withdrawn', 'officeWithdrawn'] as const) {
      await payload.jobs.queue({
        task: SEND_SUBMISSION_MAIL,
        queue: MAIL_QUEUE,
        input: { collection: 'applications', submissionId: application.id, recipient },
        req: unit.req,
      })
    }
  })
}

/**
 * The applicant's right to erasure (AVG art. 17): the application and its files go at once, with
 * the jobs that name it (src/forms/erasure.ts). What stays is an anonymous trace (when, which
 * vacancy, how it ended) and a log line that names only that trace. The confirmation mail job
 * carries the address, the one copy left, until it is sent.
 */
async function eraseApplication(payload: Payload, application: Application): Promise<void> {
  const trace = await storeAsUnit(payload, async (unit) => {
    const created = await payload.create({
      collection: 'erasedApplications',
      data: { appliedAt: application.createdAt, vacancy: relationId(application.vacancy), outcome: application.status },
      overrideAccess: true,
      req: unit.req,
    })
    unit.created.push({ collection: 'erasedApplications', id: created.id })
    await payload.jobs.queue({
      task: SEND_SUBMISSION_MAIL,
      queue: MAIL_QUEUE,
      input: {
        collection: 'applications',
        submissionId: application.id,
        recipient: 'erased',
        to: application.emailAddress,
      },
      req: unit.req,
    })
    // The afterDelete hook removes the CV and motivation letter with it.
    await payload.delete({ collection: 'applications', id: application.id, overrideAccess: true, req: unit.req })
    return created
  })
  payload.logger.info({ msg: 'Application erased at the applicant’s request', erasedApplication: trace.id })
}

function seeOther(location: string): Response {
  return new Response(null, { status: 303, headers: { Location: location, 'Cache-Control': 'no-store' } })
}

async function readFields(request: Request): Promise<Record<string, unknown>> {
  try {
    return (await parseRequestBody(request, { limit: maxBodyBytes(false), allowJson: false })).fields
  } catch (error) {
    if (error instanceof BodyError) return {}
    throw error
  }
}

/**
 * The forms of the applicant's page. Without the confirmation field a post only leads to the
 * confirmation step; a link that no longer opens an application leads to its page, which says so.
 */
export async function handleApplicantAction(action: 'withdraw' | 'erase', request: Request): Promise<Response> {
  const fields = await readFields(request)
  const token = typeof fields.token === 'string' ? fields.token : ''
  const payload = await getPayloadClient()
  const application = await findApplicationByToken(payload, token)
  if (!application) return seeOther(applicantPagePath(token))
  if (fields[CONFIRM_FIELD] !== CONFIRM_VALUE)
    return seeOther(applicantPagePath(token, { stap: APPLICANT_STEPS[action] }))
  if (action === 'withdraw') {
    await withdrawApplication(payload, application)
    void drainMailQueue(payload)
    void drainAtsQueue(payload)
    return seeOther(applicantPagePath(token, { ingetrokken: '1' }))
  }
  await eraseApplication(payload, application)
  void drainMailQueue(payload)
  void drainAtsQueue(payload)
  return seeOther(APPLICANT_PATHS.erased)
}
