import type { Block } from 'payload'

import { linkField } from '@/cms/fields/link'

export const ButtonBlock: Block = {
  slug: 'button',
  dbName: ({ tableName }) => `${tableName}_btn`,
  interfaceName: 'ButtonBlock',
  labels: { singular: 'Knop', plural: 'Knoppen' },
  fields: [linkField({ name: 'blockLink', label: 'Knop', required: true })],
}
