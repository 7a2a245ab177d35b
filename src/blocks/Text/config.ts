import type { Block } from 'payload'

export const TextBlock: Block = {
  slug: 'text',
  dbName: ({ tableName }) => `${tableName}_text`,
  interfaceName: 'TextBlock',
  labels: { singular: 'Tekst', plural: 'Teksten' },
  fields: [
    { name: 'blockTitle', type: 'text', label: 'Titel' },
    { name: 'blockContent', type: 'richText', label: 'Tekst', required: true },
  ],
}
