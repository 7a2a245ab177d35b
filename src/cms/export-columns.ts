import type { Application, ContactMessage, StaffingRequest } from '@/payload-types'

/**
 * The fields an export holds unless the editor picks others in the export drawer: the list's
 * columns with the contact details and the message. Shared by the config and the drawer.
 */
export const EXPORT_FIELDS = {
  applications: [
    'firstName',
    'lastName',
    'emailAddress',
    'phoneNumber',
    'vacancy',
    'message',
    'status',
    'createdAt',
    'deleteAfter',
  ] satisfies Array<keyof Application>,
  contactMessages: [
    'name',
    'kind',
    'businessName',
    'email',
    'phoneNumber',
    'message',
    'status',
    'createdAt',
    'deleteAfter',
  ] satisfies Array<keyof ContactMessage>,
  staffingRequests: [
    'businessName',
    'name',
    'email',
    'phoneNumber',
    'role',
    'headcount',
    'startDate',
    'duration',
    'hoursPerWeek',
    'place',
    'sector',
    'ownerName',
    'status',
    'createdAt',
    'deleteAfter',
  ] satisfies Array<keyof StaffingRequest>,
}

export type ExportableCollection = keyof typeof EXPORT_FIELDS

export const isExportable = (slug: unknown): slug is ExportableCollection =>
  typeof slug === 'string' && Object.hasOwn(EXPORT_FIELDS, slug)
