import type { JobsConfig, TaskConfig } from 'payload'

import { deleteExpiredConfirmationWindows } from './confirmation-window'
import { deleteUnconfirmedAlerts, sendAlertDigests } from './digest'
import { absoluteUrl, ALERT_PATHS, withToken } from './links'
import { buildConfirmationMail } from './mail'
import {
  ALERT_QUEUE,
  DELETE_UNCONFIRMED_ALERTS,
  SEND_ALERT_CONFIRMATION,
  SEND_DAILY_ALERTS,
  SEND_WEEKLY_ALERTS,
} from './names'
import { VACANCY_ALERTS } from './names'
import { alertKey } from './subscriptions'
import { confirmExpiry, signAlertToken } from './tokens'

/** The double opt-in mail, through the mail queue with its retries (like the forms' mail). */
const sendAlertConfirmationTask: TaskConfig<'sendVacancyAlertConfirmation'> = {
  slug: SEND_ALERT_CONFIRMATION,
  label: 'Bevestigingsmail vacature-alert versturen',
  retries: { attempts: 10, backoff: { type: 'exponential', delay: 60_000 } },
  inputSchema: [{ name: 'subscriptionId', type: 'number', required: true }],
  outputSchema: [{ name: 'sent', type: 'checkbox' }],
  handler: async ({ input, req }) => {
    const { payload } = req
    const subscription = await payload.findByID({
      collection: VACANCY_ALERTS,
      id: input.subscriptionId,
      depth: 0,
      overrideAccess: true,
      disableErrors: true,
    })
    // Deleted (expired or unsubscribed) or already confirmed: nothing to ask.
    if (!subscription || subscription.status !== 'pending') return { output: { sent: false } }
    const token = signAlertToken(alertKey(payload), {
      purpose: 'confirm',
      subscription: subscription.id,
      nonce: subscription.nonce,
      expiresAt: confirmExpiry(new Date(subscription.createdAt)),
    })
    const settings = await payload.findGlobal({ slug: 'siteSettings', depth: 0, overrideAccess: true })
    await payload.sendEmail(
      buildConfirmationMail({
        to: subscription.email,
        brand: settings.brandName,
        link: absoluteUrl(withToken(ALERT_PATHS.confirm, token)),
      }),
    )
    return { output: { sent: true } }
  },
}

const digestOutput: TaskConfig['outputSchema'] = [
  { name: 'checked', type: 'number' },
  { name: 'sent', type: 'number' },
]

/** Every morning at 07:00: the daily digests. */
const sendDailyAlertsTask: TaskConfig<'sendDailyVacancyAlerts'> = {
  slug: SEND_DAILY_ALERTS,
  label: 'Dagelijkse vacature-alerts versturen',
  retries: { attempts: 5, backoff: { type: 'exponential', delay: 300_000 } },
  schedule: [{ cron: '0 7 * * *', queue: ALERT_QUEUE }],
  outputSchema: digestOutput,
  handler: async ({ req }) => {
    const { checked, sent } = await sendAlertDigests(req.payload, 'daily')
    return { output: { checked, sent } }
  },
}

/** Monday morning at 07:00: the weekly digests. */
const sendWeeklyAlertsTask: TaskConfig<'sendWeeklyVacancyAlerts'> = {
  slug: SEND_WEEKLY_ALERTS,
  label: 'Wekelijkse vacature-alerts versturen',
  retries: { attempts: 5, backoff: { type: 'exponential', delay: 300_000 } },
  schedule: [{ cron: '0 7 * * 1', queue: ALERT_QUEUE }],
  outputSchema: digestOutput,
  handler: async ({ req }) => {
    const { checked, sent } = await sendAlertDigests(req.payload, 'weekly')
    return { output: { checked, sent } }
  },
}

const deleteUnconfirmedAlertsTask: TaskConfig<'deleteUnconfirmedVacancyAlerts'> = {
  slug: DELETE_UNCONFIRMED_ALERTS,
  label: 'Onbevestigde vacature-alerts verwijderen',
  retries: 3,
  schedule: [{ cron: '30 3 * * *', queue: ALERT_QUEUE }],
  outputSchema: [
    { name: 'deleted', type: 'number' },
    { name: 'expiredMailWindows', type: 'number' },
  ],
  handler: async ({ req }) => ({
    output: {
      deleted: await deleteUnconfirmedAlerts(req.payload),
      expiredMailWindows: await deleteExpiredConfirmationWindows(req.payload),
    },
  }),
}

export const alertTasks: TaskConfig[] = [
  sendAlertConfirmationTask,
  sendDailyAlertsTask,
  sendWeeklyAlertsTask,
  deleteUnconfirmedAlertsTask,
]

/** The alerts queue is looked at every five minutes (scheduled digests and the clean-up). */
export const alertAutoRun: Extract<NonNullable<JobsConfig['autoRun']>, unknown[]> = [
  { cron: '*/5 * * * *', queue: ALERT_QUEUE, limit: 5 },
]
