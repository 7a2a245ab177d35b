import type { CollectionConfig, Condition } from 'payload'

import { freeAddressEndpoint } from '@/cms/fields/free-slug'
import { keyvisualFields } from '@/cms/fields/keyvisual'
import { linkField } from '@/cms/fields/link'
import { advancedMatrixField, simpleMatrixField } from '@/cms/fields/matrix'
import { routableFields, routableHooks } from '@/cms/fields/routable'
import { previewAdmin } from '@/cms/preview'
import { plannedColumn } from '@/cms/scheduled'
import { publishedOrEditor, isEditor } from '@/data/access'
import { PAGE_DOCUMENT_TYPES, type PageDocumentType } from '@/data/page-types'

import { ROUTABLE_EDIT_COMPONENTS, ROUTABLE_VERSIONS } from './routable-collection'

const PAGE_TYPE_LABELS: Record<PageDocumentType, string> = {
  home: 'Homepage',
  advanced: 'Uitgebreide pagina',
  simple: 'Eenvoudige pagina',
  contact: 'Contact',
  businessContact: 'Contact voor bedrijven',
  staffingRequest: 'Personeel aanvragen',
  application: 'Solliciteren',
  vacanciesIndex: 'Vacatureoverzicht',
  blogIndex: 'Nieuwsoverzicht',
  experiencesIndex: 'Overzicht ervaringen',
  successStoriesIndex: 'Overzicht succesverhalen',
  labelsIndex: 'Labeloverzicht',
  teamIndex: 'Team',
}

const whenType =
  (...types: PageDocumentType[]): Condition =>
  (data) =>
    types.includes(data?.pageType)

export const Pages: CollectionConfig = {
  slug: 'pages',
  labels: { singular: 'Pagina', plural: 'Pagina’s' },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'uri', 'pageType', '_status', 'updatedAt', plannedColumn.name],
    listSearchableFields: ['title', 'uri'],
    ...previewAdmin('pages'),
    components: { edit: ROUTABLE_EDIT_COMPONENTS },
  },
  access: { read: publishedOrEditor, create: isEditor, update: isEditor, delete: isEditor },
  versions: ROUTABLE_VERSIONS,
  hooks: routableHooks('pages', ''),
  endpoints: [freeAddressEndpoint('pages', '')],
  fields: [
    ...routableFields(''),
    {
      name: 'pageType',
      type: 'select',
      label: 'Paginatype',
      required: true,
      defaultValue: 'advanced',
      options: PAGE_DOCUMENT_TYPES.map((value) => ({ value, label: PAGE_TYPE_LABELS[value] })),
      admin: { position: 'sidebar' },
    },
    {
      type: 'tabs',
      tabs: [
        {
          label: 'Keyvisual',
          fields: [{ name: 'subtitle', type: 'text', label: 'Ondertitel / tag' }, ...keyvisualFields],
        },
        {
          label: 'Inhoud',
          fields: [
            {
              ...advancedMatrixField,
              admin: { ...advancedMatrixField.admin, condition: whenType('advanced', 'home', 'teamIndex') },
            },
            {
              ...simpleMatrixField,
              admin: {
                ...simpleMatrixField.admin,
                condition: (data) => !['advanced', 'home', 'teamIndex'].includes(data?.pageType),
              },
            },
          ],
        },
        {
          label: 'Homepage',
          admin: { condition: whenType('home') },
          fields: [
            {
              name: 'specialisms',
              type: 'array',
              label: 'Onze specialismen',
              labels: { singular: 'Specialisme', plural: 'Specialismen' },
              fields: [
                { name: 'title', type: 'text', label: 'Titel', required: true },
                { name: 'text', type: 'textarea', label: 'Tekst' },
                { name: 'image', type: 'upload', relationTo: 'media', label: 'Afbeelding' },
                linkField({ name: 'link', label: 'Link' }),
              ],
            },
            { name: 'learnSubtitle', type: 'text', label: 'Leerblok tag' },
            {
              name: 'learnTitle',
              type: 'group',
              label: 'Leerblok titel',
              fields: [
                { name: 'col1', type: 'text', label: 'Eerste deel' },
                { name: 'col2', type: 'text', label: 'Tweede deel' },
              ],
            },
            { name: 'learnDescription', type: 'textarea', label: 'Leerblok tekst' },
            linkField({ name: 'learnLink', label: 'Leerblok link' }),
            {
              name: 'learnImages',
              type: 'upload',
              relationTo: 'media',
              hasMany: true,
              maxRows: 3,
              label: 'Leerblok afbeeldingen',
            },
            {
              name: 'successStories',
              type: 'relationship',
              relationTo: 'successStories',
              hasMany: true,
              label: 'Succesverhalen',
            },
            {
              name: 'news',
              type: 'relationship',
              relationTo: 'news',
              hasMany: true,
              maxRows: 6,
              label: 'Kennis updates (leeg = nieuwste artikelen)',
            },
          ],
        },
        {
          label: 'Formulier',
          admin: { condition: whenType('application', 'contact', 'businessContact', 'staffingRequest') },
          fields: [
            {
              name: 'formExitPage',
              type: 'relationship',
              relationTo: 'pages',
              label: 'Pagina na verzenden',
              admin: { description: 'Leeg: het adres van dit formulier plus /bedankt.' },
            },
            { name: 'thankYouTitle', type: 'text', label: 'Bedankt-titel' },
            { name: 'thankYouText', type: 'textarea', label: 'Bedankt-tekst' },
          ],
        },
      ],
    },
    plannedColumn,
  ],
}
