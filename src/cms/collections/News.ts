import { keyvisualFields } from '@/cms/fields/keyvisual'
import { simpleMatrixField } from '@/cms/fields/matrix'
import { publishedAtField } from '@/cms/fields/published-at'

import { referenceCollection } from './editable-collection'
import { routableCollection } from './routable-collection'

export const Subjects = referenceCollection({
  slug: 'subjects',
  labels: { singular: 'Onderwerp', plural: 'Onderwerpen' },
  admin: { useAsTitle: 'title' },
  defaultSort: 'title',
  fields: [{ name: 'title', type: 'text', label: 'Naam', required: true, unique: true }],
})

export const News = routableCollection({
  slug: 'news',
  labels: { singular: 'Nieuwsartikel', plural: 'Nieuws' },
  defaultColumns: ['title', 'publishedAt', '_status'],
  defaultSort: '-publishedAt',
  fields: [
    publishedAtField,
    {
      name: 'subjects',
      type: 'relationship',
      relationTo: 'subjects',
      hasMany: true,
      index: true,
      label: 'Onderwerpen',
      admin: { position: 'sidebar' },
    },
    { name: 'intro', type: 'textarea', label: 'Intro', required: true },
    ...keyvisualFields.filter((field) => 'name' in field && field.name === 'keyvisualImage'),
    simpleMatrixField,
  ],
})
