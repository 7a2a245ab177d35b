import type { CollectionConfig } from 'payload'

import { isEditor } from '@/data/access'
import { TIMELINE_KINDS, TIMELINE_MAIL_STATES } from '@/forms/timeline'
import { nlTimeline } from '@/i18n/admin'

const text = nlTimeline

/**
 * What happened to an application besides its status: every mail sent to or about the applicant
 * (with its text, when and by whom), and the recruiters' notes. Written by the mail task and the
 * application's endpoints only; read through the application's timeline, never listed on its own.
 */
export const ApplicationTimeline: CollectionConfig = {
  slug: 'applicationTimeline',
  labels: { singular: text.entry, plural: text.title },
  access: { read: isEditor, create: () => false, update: () => false, delete: () => false },
  defaultSort: '-at',
  admin: { hidden: true, useAsTitle: 'subject' },
  fields: [
    {
      name: 'application',
      type: 'relationship',
      relationTo: 'applications',
      label: text.fields.application,
      required: true,
      index: true,
    },
    {
      name: 'kind',
      type: 'select',
      label: text.fields.kind,
      required: true,
      options: TIMELINE_KINDS.map((value) => ({ label: text.kinds[value], value })),
    },
    {
      name: 'state',
      type: 'select',
      label: text.fields.state,
      options: TIMELINE_MAIL_STATES.map((value) => ({ label: text.states[value], value })),
    },
    // Which of the application's mails: the status message, a free mail, a confirmation...
    { name: 'recipient', type: 'text', label: text.fields.recipient },
    { name: 'to', type: 'text', label: text.fields.to },
    { name: 'subject', type: 'text', label: text.fields.subject },
    { name: 'body', type: 'textarea', label: text.fields.body },
    { name: 'author', type: 'relationship', relationTo: 'users', label: text.fields.author },
    // The author's name at the time: the entry stays readable after an account is deleted.
    { name: 'authorName', type: 'text', label: text.fields.authorName },
    // When it was written, sent or (while waiting) is due to go.
    { name: 'at', type: 'date', label: text.fields.at, required: true, index: true },
    // The mail job while the mail waits: 'Niet versturen' removes it.
    { name: 'job', type: 'number', label: text.fields.job },
  ],
}
