import { simpleMatrixField } from '@/cms/fields/matrix'

import { routableCollection } from './routable-collection'

export const SuccessStories = routableCollection({
  slug: 'successStories',
  labels: { singular: 'Succesverhaal', plural: 'Succesverhalen' },
  fields: [
    { name: 'keyvisualContent', type: 'textarea', label: 'Samenvatting', required: true },
    {
      name: 'images',
      type: 'upload',
      relationTo: 'media',
      hasMany: true,
      required: true,
      label: 'Afbeeldingen',
    },
    simpleMatrixField,
  ],
})
