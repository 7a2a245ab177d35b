import type { CollectionBeforeValidateHook } from 'payload'

import { keyvisualFields } from '@/cms/fields/keyvisual'
import { simpleMatrixField } from '@/cms/fields/matrix'
import { publishedAtField } from '@/cms/fields/published-at'
import { subjectMemoryHooks } from '@/cms/route-memory-sync'
import { subjectSlug } from '@/lists/subject-slug'

import { referenceCollection } from './editable-collection'
import { routableCollection } from './routable-collection'

/**
 * A subject's slug, its name in the news list's address ('/nieuws?subject=arbeidsmarkt'): made
 * from the name when empty and kept when the name changes, so a link once shared keeps working.
 */
const deriveSubjectSlug: CollectionBeforeValidateHook = ({ data, originalDoc }) => {
  if (!data) return data
  const slugInput = data.slug !== undefined ? data.slug : originalDoc?.slug
  const titleInput = data.title !== undefined ? data.title : originalDoc?.title
  const slug = subjectSlug(String(slugInput || titleInput || ''))
  return { ...data, slug: slug || undefined }
}

const subjects = referenceCollection(
  {
    slug: 'subjects',
    labels: { singular: 'Onderwerp', plural: 'Onderwerpen' },
    admin: { useAsTitle: 'title', defaultColumns: ['title', 'slug'] },
    defaultSort: 'title',
    fields: [
      { name: 'title', type: 'text', label: 'Naam', required: true, unique: true },
      {
        name: 'slug',
        type: 'text',
        label: 'Slug',
        unique: true,
        index: true,
        admin: {
          position: 'sidebar',
          description:
            'Het onderwerp in het adres van de nieuwslijst: /nieuws?subject=<slug>. Leeg: gemaakt uit de naam.',
        },
      },
    ],
  },
  subjectMemoryHooks,
)

export const Subjects = { ...subjects, hooks: { ...subjects.hooks, beforeValidate: [deriveSubjectSlug] } }

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
    {
      name: 'author',
      type: 'relationship',
      relationTo: 'employees',
      label: 'Auteur',
      admin: {
        position: 'sidebar',
        description: 'Staat met naam en functie bij het artikel. Leeg: de redactie.',
      },
    },
    { name: 'intro', type: 'textarea', label: 'Intro', required: true },
    ...keyvisualFields.filter((field) => 'name' in field && field.name === 'keyvisualImage'),
    simpleMatrixField,
  ],
})
