import type { Block } from 'payload'

export const ImagesBlock: Block = {
  slug: 'images',
  dbName: ({ tableName }) => `${tableName}_imgs`,
  interfaceName: 'ImagesBlock',
  labels: { singular: 'Afbeeldingen', plural: 'Afbeeldingen' },
  fields: [
    {
      name: 'blockImage',
      type: 'upload',
      relationTo: 'media',
      hasMany: true,
      required: true,
      minRows: 1,
      maxRows: 4,
      label: 'Afbeeldingen',
    },
  ],
}
