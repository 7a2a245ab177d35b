import type { Endpoint } from 'payload'

import { nl } from '@/i18n/nl'

import { ALERT_QUEUE, SEND_DAILY_ALERTS, SEND_WEEKLY_ALERTS } from './names'

const TASKS = { daily: SEND_DAILY_ALERTS, weekly: SEND_WEEKLY_ALERTS } as const

/**
 * `POST /api/vacancyAlerts/send/daily|weekly`, for logged-in editors: queues that digest round and
 * runs the alerts queue now, instead of waiting for the morning. For deployments that drive jobs
 * from an outside scheduler (JOBS_AUTORUN=false), and for trying the alerts out.
 */
export const sendDigestsEndpoint: Endpoint = {
  path: '/send/:frequency',
  method: 'post',
  handler: async (req) => {
    if (!req.user) return Response.json({ errors: { form: [nl.alerts.errors.unauthorised] } }, { status: 401 })
    const frequency = req.routeParams?.frequency
    if (frequency !== 'daily' && frequency !== 'weekly') {
      return Response.json({ errors: { frequency: [nl.alerts.errors.frequency] } }, { status: 422 })
    }
    await req.payload.jobs.queue({ task: TASKS[frequency], queue: ALERT_QUEUE, input: {}, req })
    await req.payload.jobs.run({ queue: ALERT_QUEUE, req })
    return Response.json({ success: true }, { headers: { 'Cache-Control': 'no-store' } })
  },
}
