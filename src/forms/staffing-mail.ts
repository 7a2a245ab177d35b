import type { Payload } from 'payload'

import { siteUrl } from '@/env'
import { nl } from '@/i18n/nl'
import type { Recruiter, StaffingRequest } from '@/payload-types'

import type { MailMessage } from './mail-message'
import { PICK_UP_WORKING_DAYS } from './staffing-status'
import { formatDutchDay, workingDaysAfter } from './working-days'

const text = nl.employers
const labels = text.labels

type AccountManager = Pick<Recruiter, 'name' | 'email' | 'phone'>

/**
 * Who picks up a request: the account manager of its sector, with a name and an address to mail.
 * Null for a sector without one, a manager deleted in the meantime, or a request without sector.
 */
async function findAccountManager(
  payload: Payload,
  request: Pick<StaffingRequest, 'sector'>,
): Promise<AccountManager | null> {
  const sectorId = request.sector && typeof request.sector === 'object' ? request.sector.id : request.sector
  if (!sectorId) return null
  const sector = await payload.findByID({
    collection: 'sectorGroups',
    id: sectorId,
    depth: 1,
    overrideAccess: true,
    disableErrors: true,
    populate: { recruiters: { name: true, email: true, phone: true } },
  })
  const manager = sector?.accountManager
  return manager && typeof manager === 'object' && manager.email ? manager : null
}

const line = (label: string, value: string | number | null | undefined) => `${label}: ${value ?? '-'}`

const sectorName = (request: StaffingRequest) =>
  request.sector && typeof request.sector === 'object' ? request.sector.title : null

/** The day by which the client is called: one working day after the request came in. */
const callDeadline = (request: StaffingRequest) =>
  formatDutchDay(workingDaysAfter(new Date(request.createdAt), PICK_UP_WORKING_DAYS))

function buildNotification(request: StaffingRequest, to: string): MailMessage {
  return {
    to,
    replyTo: request.email,
    subject: text.mail.notificationSubject(request.role, request.businessName),
    text: [
      text.mail.notificationIntro,
      text.mail.callBefore(callDeadline(request)),
      '',
      line(labels.role, request.role),
      line(labels.headcount, request.headcount),
      line(labels.startDate, formatDutchDay(new Date(request.startDate), { withYear: true })),
      line(labels.duration, text.durations[request.duration]),
      line(labels.hoursPerWeek, request.hoursPerWeek),
      line(labels.place, request.place),
      line(labels.sector, sectorName(request)),
      '',
      line(labels.businessName, request.businessName),
      line(labels.name, request.name),
      line(labels.email, request.email),
      line(labels.phoneNumber, request.phoneNumber),
      '',
      `${labels.requirements}:`,
      request.requirements || '-',
      '',
      `${labels.remark}:`,
      request.remark || '-',
      '',
      nl.forms.mail.openInAdmin,
      `${siteUrl()}/admin/collections/staffingRequests/${request.id}`,
    ].join('\n'),
  }
}

/**
 * The client's confirmation: who calls and by when. Like the other confirmations it repeats
 * nothing the client typed, so the form cannot be used to mail any text to any address.
 */
function buildConfirmation(
  request: StaffingRequest,
  brand: string,
  manager: AccountManager | null,
  officePhone: string | null | undefined,
): MailMessage {
  return {
    to: request.email,
    replyTo: manager?.email,
    subject: text.mail.confirmationSubject,
    text: text.mail.confirmationText(
      brand,
      manager?.name ?? text.mail.callerFallback,
      manager?.phone || officePhone || null,
      callDeadline(request),
    ),
  }
}

/** The mails of a staffing request: the account manager's notice ('office') and the client's confirmation. */
export async function buildStaffingMail(payload: Payload, id: number, recipient: string): Promise<MailMessage | null> {
  if (recipient !== 'office' && recipient !== 'sender') return null
  const request = await payload.findByID({
    collection: 'staffingRequests',
    id,
    depth: 1,
    overrideAccess: true,
    disableErrors: true,
  })
  if (!request) return null
  const settings = await payload.findGlobal({ slug: 'siteSettings', depth: 0, overrideAccess: true })
  const manager = await findAccountManager(payload, request)
  return recipient === 'office'
    ? buildNotification(request, manager?.email ?? settings.notificationEmail)
    : buildConfirmation(request, settings.brandName, manager, settings.phone)
}
