import { simpleMatrixField } from '@/cms/fields/matrix'
import { nl } from '@/i18n/nl'

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
    {
      name: 'sector',
      type: 'relationship',
      relationTo: 'sectorGroups',
      label: nl.employers.admin.storySector,
      index: true,
    },
    simpleMatrixField,
  ],
})
