import type { Block } from 'payload'

export const ContentFoldableBlock: Block = {
  slug: 'contentFoldable',
  dbName: ({ tableName }) => `${tableName}_faq`,
  interfaceName: 'ContentFoldableBlock',
  labels: { singular: 'Vraag (FAQ)', plural: 'Vragen (FAQ)' },
  fields: [
    { name: 'blockTitle', type: 'text', label: 'Vraag', required: true },
    { name: 'blockContent', type: 'richText', label: 'Antwoord', required: true },
  ],
}
