/** The application's rules every topic shares: its statuses and who changed it. */
import type { PayloadRequest, RequestContext } from 'payload'

/** Where an application stands; the first is a new one's, the last four end it. */
export const APPLICATION_STATUSES = [
  'new',
  'inProgress',
  'invited',
  'hired',
  'rejected',
  'withdrawn',
  'closed',
] as const

export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number]

/** Statuses after which the application is done: its retention period starts (src/forms/retention.ts). */
export const FINAL_STATUSES: readonly ApplicationStatus[] = ['hired', 'rejected', 'withdrawn', 'closed']

/** The applicant may withdraw while the application is still open. */
export const canWithdraw = (status: ApplicationStatus | null | undefined): boolean =>
  !FINAL_STATUSES.includes(status ?? 'new')

/**
 * Who changed an application's status: an admin user, the applicant on their page, the ATS through
 * its status endpoint, or the system (an import, a job, another service).
 */
export const STATUS_ACTORS = ['user', 'applicant', 'ats', 'system'] as const

export type StatusActor = (typeof STATUS_ACTORS)[number]

export const ACTOR_CONTEXT_KEY = 'applicationStatusActor'

/**
 * The Local API `context` of a change the applicant makes themselves (the application form, the
 * withdraw button): passed with the call, since a value set on req.context beforehand does not
 * reach the hooks of nested calls.
 */
export const APPLICANT_CONTEXT: RequestContext = { [ACTOR_CONTEXT_KEY]: 'applicant' }

/** The Local API `context` of a change the ATS reports (src/ats/status-endpoint.ts). */
export const ATS_CONTEXT: RequestContext = { [ACTOR_CONTEXT_KEY]: 'ats' }

/** Whether a change is the one the ATS reports. */
export const isAtsChange = (req: PayloadRequest): boolean => req.context[ACTOR_CONTEXT_KEY] === 'ats'

/** Whether a change is the applicant's own (the form, the withdraw button). */
export const isApplicantChange = (req: PayloadRequest): boolean =>
  !req.user && req.context[ACTOR_CONTEXT_KEY] === 'applicant'
