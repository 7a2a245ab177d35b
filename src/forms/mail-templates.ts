import type { CollectionConfig, PayloadRequest } from 'payload'

import { isEditor } from '@/data/access'
import { APPLICATION_STATUSES, type ApplicationStatus } from '@/data/application'
import { nlMailTemplates } from '@/i18n/admin'
import { nl } from '@/i18n/nl'

const text = nlMailTemplates

/**
 * The recruiters' other messages beside the one per status (src/forms/status-message.ts): a second
 * rejection after an interview, a request for a diploma. With a status, offered when an application
 * gets it; every template is offered for 'E-mail sturen'.
 */
export const MailTemplates: CollectionConfig = {
  slug: 'mailTemplates',
  labels: { singular: text.singular, plural: text.plural },
  access: { read: isEditor, create: isEditor, update: isEditor, delete: isEditor },
  defaultSort: 'title',
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'status', 'subject'],
    description: text.description,
  },
  fields: [
    { name: 'title', type: 'text', label: text.title, required: true, admin: { description: text.titleDescription } },
    {
      name: 'status',
      type: 'select',
      label: text.status,
      options: APPLICATION_STATUSES.map((value) => ({ label: nl.applicant.statuses[value], value })),
      admin: { description: text.statusDescription },
    },
    { name: 'subject', type: 'text', label: text.subject, required: true },
    { name: 'body', type: 'textarea', label: text.body, required: true },
  ],
}

export type MailTemplateChoice = { id: number; title: string; subject: string; body: string }

/** The templates a recruiter may choose from: those of one status, or (none given) all of them. */
export async function mailTemplatesFor(
  req: PayloadRequest,
  status: ApplicationStatus | null,
): Promise<MailTemplateChoice[]> {
  const { docs } = await req.payload.find({
    collection: 'mailTemplates',
    where: status ? { status: { equals: status } } : {},
    sort: 'title',
    depth: 0,
    pagination: false,
    overrideAccess: true,
    req,
  })
  return docs.map(({ id, title, subject, body }) => ({ id, title, subject, body }))
}
