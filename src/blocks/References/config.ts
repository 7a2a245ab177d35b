import type { Block } from 'payload'

export const ReferencesBlock: Block = {
  slug: 'references',
  dbName: ({ tableName }) => `${tableName}_refs`,
  interfaceName: 'ReferencesBlock',
  labels: { singular: 'Verhalen', plural: 'Verhalen' },
  fields: [
    { name: 'blockTitle', type: 'text', label: 'Titel', defaultValue: 'Onze verhalen' },
    {
      name: 'blockSubtitle',
      type: 'text',
      label: 'Ondertitel',
      defaultValue: 'Ervaringen van professionals',
    },
    {
      name: 'blockReference',
      type: 'relationship',
      relationTo: 'experiences',
      hasMany: true,
      required: true,
      label: 'Verhalen',
    },
  ],
}
