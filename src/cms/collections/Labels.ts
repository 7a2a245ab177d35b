import { advancedMatrixField } from '@/cms/fields/matrix'

import { routableCollection } from './routable-collection'

export const Labels = routableCollection({
  slug: 'labels',
  labels: { singular: 'Label', plural: 'Labels' },
  defaultSort: 'title',
  fields: [
    { name: 'labelTitle', type: 'text', label: 'Labelnaam in beeld', required: true },
    { name: 'labelIntro', type: 'textarea', label: 'Korte omschrijving' },
    { name: 'labelLogo', type: 'upload', relationTo: 'media', label: 'Logo (kleur)', required: true },
    { name: 'labelLogoWhite', type: 'upload', relationTo: 'media', label: 'Logo (wit)' },
    { name: 'labelBackground', type: 'upload', relationTo: 'media', label: 'Achtergrond' },
    advancedMatrixField,
  ],
})
