import type { CollectionBeforeDeleteHook, Endpoint, PayloadRequest } from 'payload'

import { nlTimeline } from '@/i18n/admin'
import type { Application } from '@/payload-types'

import { cancelScheduledMail } from './mail-schedule'
import { deleteTimelineOf, timelineEntriesOf } from './timeline'
import { buildTimeline } from './timeline-view'

const refusals = nlTimeline.refusals

export const refuse = (message: string, status: number) => Response.json({ errors: [{ message }] }, { status })

type RouteApplication = Pick<Application, 'id' | 'statusHistory'>

/** The application of the route's `:id`, as the signed-in user may read it; a refusal when absent or not theirs. */
async function routeApplication(req: PayloadRequest): Promise<RouteApplication | Response> {
  if (!req.user) return refuse(refusals.notAllowed, 401)
  const id = Number(req.routeParams?.id)
  const application = Number.isInteger(id)
    ? await req.payload.findByID({
        collection: 'applications',
        id,
        depth: 0,
        select: { statusHistory: true },
        overrideAccess: false,
        disableErrors: true,
        req,
      })
    : null
  return application ?? refuse(refusals.notFound, 404)
}

/** An endpoint under /api/applications/:id/ for signed-in users who may read that application. */
export const applicationEndpoint = (
  path: string,
  method: 'get' | 'post',
  handle: (req: PayloadRequest, application: RouteApplication) => Promise<Response>,
): Endpoint => ({
  path: `/:id/${path}`,
  method,
  handler: async (req) => {
    const application = await routeApplication(req)
    return application instanceof Response ? application : handle(req, application)
  },
})

/** GET /api/applications/:id/timeline: its statuses, mails and notes, newest first. */
export const timelineEndpoint = applicationEndpoint('timeline', 'get', async (req, application) => {
  const entries = await timelineEntriesOf(req.payload, application.id)
  return Response.json({ items: buildTimeline(application.statusHistory, entries) })
})

/** POST /api/applications/:id/timeline/:entry/cancel: 'Niet versturen' for a mail that still waits. */
export const cancelMailEndpoint = applicationEndpoint('timeline/:entry/cancel', 'post', async (req, application) => {
  const entryId = Number(req.routeParams?.entry)
  if (!Number.isInteger(entryId)) return refuse(refusals.notFound, 404)
  const result = await cancelScheduledMail(req, application.id, entryId)
  if (result === 'notFound') return refuse(refusals.notFound, 404)
  if (result === 'gone') return refuse(refusals.gone, 409)
  return Response.json({ cancelled: true })
})

/**
 * Whatever removes an application removes its timeline first: the entries hold the applicant's
 * address and the texts they were sent.
 */
export const deleteApplicationTimeline: CollectionBeforeDeleteHook = async ({ id, req }) => {
  await deleteTimelineOf(req, Number(id))
}
