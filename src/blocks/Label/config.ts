import type { Block } from 'payload'

export const LabelBlock: Block = {
  slug: 'label',
  dbName: ({ tableName }) => `${tableName}_lbl`,
  interfaceName: 'LabelBlock',
  labels: { singular: 'Labels', plural: 'Labels' },
  fields: [
    { name: 'blockTitle', type: 'text', label: 'Titel' },
    {
      name: 'blockLabelContent',
      type: 'relationship',
      relationTo: 'labels',
      hasMany: true,
      required: true,
      label: 'Labels',
    },
  ],
}
