import type { Block } from 'payload'

export const UspBlock: Block = {
  slug: 'usp',
  dbName: ({ tableName }) => `${tableName}_usp`,
  interfaceName: 'UspBlock',
  labels: { singular: 'USP’s', plural: 'USP’s' },
  fields: [
    {
      name: 'items',
      type: 'array',
      label: 'USP’s',
      labels: { singular: 'USP', plural: 'USP’s' },
      minRows: 1,
      fields: [
        { name: 'blockNumber', type: 'text', label: 'Getal', required: true },
        {
          name: 'blockTitle',
          type: 'group',
          label: 'Titel',
          fields: [
            { name: 'first', type: 'text', label: 'Eerste deel', required: true },
            { name: 'second', type: 'text', label: 'Tweede deel' },
          ],
        },
      ],
    },
  ],
}
