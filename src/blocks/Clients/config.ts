import type { Block } from 'payload'

export const ClientsBlock: Block = {
  slug: 'clients',
  dbName: ({ tableName }) => `${tableName}_clients`,
  interfaceName: 'ClientsBlock',
  labels: { singular: 'Klantlogo’s', plural: 'Klantlogo’s' },
  fields: [
    { name: 'blockTitle', type: 'text', label: 'Titel' },
    {
      name: 'blockLogos',
      type: 'upload',
      relationTo: 'media',
      hasMany: true,
      required: true,
      label: 'Logo’s (weergegeven op 120 × 60)',
    },
  ],
}
