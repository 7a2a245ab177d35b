import type { TextFieldSingleValidation } from 'payload'

import { nl } from '@/i18n/nl'

import { referenceCollection } from './editable-collection'

const text = nl.employers.certifications

/** The organisation's own page about the mark, over https only: it is published as a link. */
const validateHttps: TextFieldSingleValidation = (value) =>
  !value || /^https:\/\/[^\s]+$/.test(value) || text.urlInvalid

/**
 * Quality marks and memberships (NEN 4400-1, SNA-keurmerk, ABU, NBBU): what an employer checks
 * before hiring through an agency, shown with their logos in the footer and on the employers' pages.
 */
export const Certifications = referenceCollection({
  slug: 'certifications',
  labels: { singular: text.singular, plural: text.plural },
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'url', 'sortOrder'],
    description: text.description,
  },
  defaultSort: 'sortOrder',
  fields: [
    { name: 'name', type: 'text', label: text.name, required: true },
    { name: 'logo', type: 'upload', relationTo: 'media', label: text.logo, required: true },
    { name: 'url', type: 'text', label: text.url, validate: validateHttps },
    { name: 'description', type: 'textarea', label: text.text },
    { name: 'sortOrder', type: 'number', label: text.sortOrder, defaultValue: 0, admin: { position: 'sidebar' } },
  ],
})
