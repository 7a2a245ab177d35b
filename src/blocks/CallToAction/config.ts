import type { Block } from 'payload'

import { linkField } from '@/cms/fields/link'

export const CallToActionBlock: Block = {
  slug: 'callToAction',
  dbName: ({ tableName }) => `${tableName}_cta`,
  interfaceName: 'CallToActionBlock',
  labels: { singular: 'Call-to-action', plural: 'Call-to-actions' },
  fields: [
    { name: 'blockTitle', type: 'text', label: 'Titel', required: true },
    { name: 'blockContent', type: 'textarea', label: 'Tekst' },
    linkField({ name: 'blockButtonPrimary', label: 'Primaire knop' }),
    linkField({ name: 'blockButtonSecondary', label: 'Secundaire knop' }),
  ],
}
