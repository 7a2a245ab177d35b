import type { Endpoint, Payload } from 'payload'

import { nlNewApplicantLinkPanel } from '@/i18n/admin'
import { nl } from '@/i18n/nl'

import { replaceApplicantLink } from './applicant-link'
import { drainMailQueue } from './jobs'
import { MAIL_QUEUE, SEND_SUBMISSION_MAIL } from './mail'
import { storeAsUnit } from './store'

const text = nl.forms.admin.newLink

/**
 * Replaces an application's personal link and queues the mail that carries the new one, as one
 * unit: the old link stops working at once, and never without a new one on its way. `reason` is
 * the mail's: the applicant asked for it ('link') or an editor made it ('newLink').
 */
export async function mailNewApplicantLink(
  payload: Payload,
  applicationId: number,
  reason: 'link' | 'newLink',
  now = new Date(),
): Promise<void> {
  await storeAsUnit(payload, async (unit) => {
    await replaceApplicantLink(payload, applicationId, now, unit.req)
    await payload.jobs.queue({
      task: SEND_SUBMISSION_MAIL,
      queue: MAIL_QUEUE,
      input: { collection: 'applications', submissionId: applicationId, recipient: reason },
      req: unit.req,
    })
  })
}

const answer = (status: 200 | 400 | 401 | 404, message: string) =>
  Response.json(status === 200 ? { message } : { errors: [{ message }] }, {
    status,
    headers: { 'Cache-Control': 'no-store' },
  })

/**
 * POST /api/applications/:id/new-link: an editor replaces the applicant's personal link (one that
 * leaked, or an applicant who lost access to their mails) and the new one is mailed.
 */
export const newApplicantLinkEndpoint: Endpoint = {
  path: '/:id/new-link',
  method: 'post',
  handler: async (req) => {
    if (!req.user) return answer(401, text.notAllowed)
    const id = Number(req.routeParams?.id)
    if (!Number.isSafeInteger(id) || id < 1) return answer(400, text.invalidId)
    // Read as the editor: only who may see the application may renew its link.
    const application = await req.payload.findByID({
      collection: 'applications',
      id,
      depth: 0,
      req,
      overrideAccess: false,
      disableErrors: true,
      select: { status: true },
    })
    if (!application) return answer(404, text.notFound)
    await mailNewApplicantLink(req.payload, id, 'newLink')
    void drainMailQueue(req.payload)
    return answer(200, nlNewApplicantLinkPanel.sent)
  },
}
