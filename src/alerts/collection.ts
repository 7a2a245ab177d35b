import type { CollectionConfig } from 'payload'

import { isEditor } from '@/data/access'

import { VACANCY_ALERTS } from './names'
import { sendDigestsEndpoint } from './send-endpoint'

/**
 * Vacancy alert subscriptions. Created and changed only by the site's own endpoints (Local API);
 * editors see the searches and counts, never the addresses (the field is unreadable to everyone
 * over the API and in the admin), and may delete a subscription on request.
 */
export const VacancyAlerts: CollectionConfig = {
  slug: VACANCY_ALERTS,
  labels: { singular: 'Vacature-alert', plural: 'Vacature-alerts' },
  access: { read: isEditor, create: () => false, update: () => false, delete: isEditor },
  defaultSort: '-createdAt',
  endpoints: [sendDigestsEndpoint],
  admin: {
    group: 'Inzendingen',
    useAsTitle: 'label',
    defaultColumns: ['label', 'frequency', 'status', 'createdAt'],
    description:
      'Bezoekers die een zoekopdracht per e-mail volgen. E-mailadressen zijn niet zichtbaar; een afmelding verwijdert de alert.',
    components: { beforeListTable: ['/alerts/admin/AlertCounts#AlertCounts'] },
  },
  fields: [
    {
      name: 'email',
      type: 'email',
      label: 'E-mailadres',
      required: true,
      index: true,
      access: { read: () => false, update: () => false },
    },
    { name: 'label', type: 'text', label: 'Zoekopdracht', required: true, admin: { readOnly: true } },
    {
      name: 'query',
      type: 'text',
      label: 'Zoekopdracht (URL)',
      index: true,
      admin: { readOnly: true, description: 'De filters zoals het vacatureoverzicht ze in de URL zet.' },
    },
    {
      name: 'frequency',
      type: 'select',
      label: 'Frequentie',
      required: true,
      defaultValue: 'daily',
      options: [
        { label: 'Dagelijks', value: 'daily' },
        { label: 'Wekelijks', value: 'weekly' },
      ],
      admin: { readOnly: true },
    },
    {
      name: 'status',
      type: 'select',
      label: 'Status',
      required: true,
      defaultValue: 'pending',
      index: true,
      options: [
        { label: 'Wacht op bevestiging', value: 'pending' },
        { label: 'Actief', value: 'confirmed' },
      ],
      admin: { readOnly: true, position: 'sidebar' },
    },
    { name: 'confirmedAt', type: 'date', label: 'Bevestigd op', admin: { readOnly: true, position: 'sidebar' } },
    {
      name: 'lastCheckedAt',
      type: 'date',
      label: 'Laatst gecontroleerd',
      index: true,
      admin: {
        readOnly: true,
        position: 'sidebar',
        description: 'De volgende mail bevat alleen vacatures die hierna zijn gepubliceerd.',
      },
    },
    // Part of every signed link; a new one would invalidate the links in earlier mails.
    {
      name: 'nonce',
      type: 'text',
      label: 'Sleutel van de links',
      required: true,
      access: { read: () => false, update: () => false },
    },
  ],
}
