import type { Block } from 'payload'

export const QuoteBlock: Block = {
  slug: 'quote',
  dbName: ({ tableName }) => `${tableName}_quote`,
  interfaceName: 'QuoteBlock',
  labels: { singular: 'Citaat', plural: 'Citaten' },
  fields: [
    { name: 'blockContent', type: 'textarea', label: 'Citaat', required: true },
    { name: 'blockName', type: 'text', label: 'Naam' },
    { name: 'blockSubtitle', type: 'text', label: 'Functie of organisatie' },
  ],
}
