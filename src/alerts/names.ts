/** Names of vacancy alerts' collection, queues and tasks, in one place that imports nothing of theirs. */
export const VACANCY_ALERTS = 'vacancyAlerts'

export { MAIL_QUEUE as ALERT_QUEUE_MAIL } from '@/forms/mail'

/** Digests and the clean-up run in their own queue. */
export const ALERT_QUEUE = 'alerts'

export const SEND_ALERT_CONFIRMATION = 'sendVacancyAlertConfirmation'
export const SEND_DAILY_ALERTS = 'sendDailyVacancyAlerts'
export const SEND_WEEKLY_ALERTS = 'sendWeeklyVacancyAlerts'
export const DELETE_UNCONFIRMED_ALERTS = 'deleteUnconfirmedVacancyAlerts'

/** When a confirmation mail last went to an address (keyed by the address's keyed hash). */
export const ALERT_CONFIRMATION_WINDOWS = 'alertConfirmationWindows'
