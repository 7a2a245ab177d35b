import type { CollectionBeforeChangeHook, JoinField, TextFieldSingleValidation } from 'payload'

import { firstPublishedAtField, setFirstPublishedAt } from '@/alerts/first-published'
import { simpleMatrixField } from '@/cms/fields/matrix'
import { introRule, publishRefusalError, salaryField } from '@/cms/fields/salary'
import { flagVacancyChecks, vacancyCheckFields } from '@/cms/fields/vacancy-checks'
import { groupMemoryHooks } from '@/cms/route-memory-sync'
import { nl } from '@/i18n/nl'
import { deriveVacancyFields } from '@/search/vacancy-fields'

import { referenceCollection } from './editable-collection'
import { routableCollection } from './routable-collection'

export const SectorGroups = referenceCollection(
  {
    slug: 'sectorGroups',
    labels: { singular: 'Sector', plural: 'Sectoren' },
    admin: { useAsTitle: 'title', defaultColumns: ['title', 'accountManager'] },
    defaultSort: 'title',
    fields: [
      { name: 'title', type: 'text', label: 'Naam', required: true, unique: true },
      {
        // The staffing requests of this sector go to this person, who is its face on the label page.
        name: 'accountManager',
        type: 'relationship',
        relationTo: 'recruiters',
        label: nl.employers.admin.accountManager,
        admin: { description: nl.employers.admin.accountManagerDescription },
      },
    ],
  },
  groupMemoryHooks('sectors'),
)

export const FunctionGroups = referenceCollection(
  {
    slug: 'functionGroups',
    labels: { singular: 'Functietype', plural: 'Functietypes' },
    admin: { useAsTitle: 'title' },
    defaultSort: 'title',
    fields: [{ name: 'title', type: 'text', label: 'Naam', required: true, unique: true }],
  },
  groupMemoryHooks('functions'),
)

/**
 * Stores the normalised places, the first sector and function group and the content as plain text,
 * so that the overview filters and searches in the database. An update may carry only the changed
 * fields, so the stored document fills in the rest.
 */
const storeDerivedFields: CollectionBeforeChangeHook = ({ data, originalDoc }) => ({
  ...data,
  ...deriveVacancyFields({ ...originalDoc, ...data }),
})

// Derived for the overview's filters: shown read-only, never offered as list columns.
const derived = { readOnly: true, disableListColumn: true, disableListFilter: true } as const

/** An http(s) address or nothing: it is published as the company's own site. */
const validateWebsite: TextFieldSingleValidation = (value) => {
  if (!value) return true
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol) || 'Vul een adres in dat begint met https://'
  } catch {
    return 'Vul een volledig adres in, bijvoorbeeld https://www.bedrijf.nl'
  }
}

/**
 * The vacancy's applications, newest first, read through their own vacancy relation: nothing is
 * stored on the vacancy. Only signed-in editors see it, and the public site's reads skip joins.
 */
const vacancyApplicationsField: JoinField = {
  name: 'applications',
  type: 'join',
  label: nl.admin.vacancyApplications.label,
  collection: 'applications',
  on: 'vacancy',
  defaultSort: '-createdAt',
  defaultLimit: 10,
  maxDepth: 0,
  access: { read: ({ req }) => Boolean(req.user) },
  admin: {
    allowCreate: false,
    disableRowTypes: true,
    defaultColumns: ['lastName', 'firstName', 'status', 'createdAt'],
    description: nl.admin.vacancyApplications.description,
  },
}

const vacancies = routableCollection({
  slug: 'vacancies',
  labels: { singular: 'Vacature', plural: 'Vacatures' },
  defaultColumns: [
    'title',
    'vacancyCompany',
    'vacancyLocation',
    'datePosted',
    '_status',
    'titleNotNeutral',
    'salaryMissing',
    'pipeline',
  ],
  defaultSort: '-datePosted',
  admin: {
    listSearchableFields: ['title', 'vacancyCompany', 'vacancyReference', 'vacancyLocation', 'externalId'],
  },
  // The recruiter is the sidebar's first question after the address, above planning and SEO.
  sidebarFields: [
    {
      name: 'recruiter',
      type: 'relationship',
      relationTo: 'recruiters',
      label: 'Recruiter',
      admin: {
        position: 'sidebar',
        description:
          'Staat als contactpersoon op de vacaturepagina en krijgt de sollicitaties per e-mail. Leeg: het algemene adres voor inzendingen.',
      },
    },
    {
      // The applications per stage, linking to the vacancy's board: in the sidebar and as a list column.
      name: 'pipeline',
      type: 'ui',
      label: nl.pipeline.field,
      admin: {
        position: 'sidebar',
        components: {
          Field: '/cms/admin/PipelineField#PipelineField',
          Cell: '/cms/admin/PipelineCell#PipelineCell',
        },
      },
    },
  ],
  fields: [
    ...vacancyCheckFields,
    {
      type: 'row',
      fields: [
        { name: 'vacancyCompany', type: 'text', label: 'Bedrijf' },
        { name: 'vacancyCategory', type: 'text', label: 'Categorie' },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'vacancyCompanyUrl',
          type: 'text',
          label: 'Website van het bedrijf',
          validate: validateWebsite,
          admin: { description: 'Voor zoekmachines (Google for Jobs): de eigen site van het bedrijf.' },
        },
        { name: 'vacancyCompanyLogo', type: 'upload', relationTo: 'media', label: 'Logo van het bedrijf' },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'vacancyLocation', type: 'text', label: 'Locatie', required: true },
        { name: 'vacancyProvince', type: 'text', label: 'Regio / provincie' },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'vacancyHours',
          type: 'text',
          label: 'Regime (uren)',
          admin: { description: 'Bijvoorbeeld 32-40 uur per week.' },
        },
        {
          name: 'vacancyReference',
          type: 'text',
          label: 'Referentie',
          admin: { description: 'Je eigen vacaturenummer; staat op de pagina en in de feed.' },
        },
      ],
    },
    {
      name: 'vacancyLink',
      type: 'text',
      label: 'Externe link',
      admin: { description: 'Vul in als de vacature op een andere site staat; de lijst linkt dan daarheen.' },
    },
    {
      type: 'row',
      fields: [
        {
          name: 'vacancySectorGroup',
          type: 'relationship',
          relationTo: 'sectorGroups',
          hasMany: true,
          label: 'Sector',
        },
        {
          name: 'vacancyFunctionGroup',
          type: 'relationship',
          relationTo: 'functionGroups',
          hasMany: true,
          label: 'Functietype',
        },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'datePosted',
          type: 'date',
          label: 'Geplaatst op',
          required: true,
          index: true,
          defaultValue: () => new Date().toISOString(),
        },
        {
          name: 'validThrough',
          type: 'date',
          label: 'Geldig tot',
          index: true,
          admin: {
            description:
              'Daarna verdwijnt de vacature uit het overzicht en de feed; de pagina blijft bestaan met de melding dat ze gesloten is.',
          },
        },
      ],
    },
    firstPublishedAtField,
    {
      name: 'employmentType',
      type: 'select',
      label: 'Dienstverband',
      defaultValue: 'FULL_TIME',
      options: [
        { label: 'Voltijd', value: 'FULL_TIME' },
        { label: 'Deeltijd', value: 'PART_TIME' },
        { label: 'Tijdelijk', value: 'TEMPORARY' },
        { label: 'Uitzenden', value: 'CONTRACTOR' },
        { label: 'Stage', value: 'INTERN' },
      ],
    },
    salaryField,
    {
      name: 'externalId',
      type: 'text',
      unique: true,
      index: true,
      label: 'Extern ID (feed)',
      // A copy is the editor's own vacancy: the feed must neither update nor close it.
      hooks: { beforeDuplicate: [() => null] },
      admin: {
        position: 'sidebar',
        description:
          'Vacatures met een extern ID komen uit de vacaturefeed: staan ze er niet meer in, dan sluit de import ze.',
      },
    },
    // Derived for the overview's filters, never edited: folded away at the foot of the sidebar.
    {
      type: 'collapsible',
      label: 'Afgeleid voor het overzicht',
      admin: { position: 'sidebar', initCollapsed: true },
      fields: [
        {
          name: 'locationPlaces',
          type: 'text',
          hasMany: true,
          index: true,
          label: 'Plaatsen (afgeleid van de locatie)',
          admin: derived,
        },
        {
          name: 'locationPoints',
          type: 'array',
          label: 'Plaatsen met provincie en coördinaten (afgeleid)',
          labels: { singular: 'Plaats', plural: 'Plaatsen' },
          admin: { ...derived, initCollapsed: true },
          fields: [
            { name: 'name', type: 'text', label: 'Plaats', required: true },
            { name: 'province', type: 'text', label: 'Provincie' },
            { name: 'lat', type: 'number', label: 'Breedtegraad', index: true },
            { name: 'lon', type: 'number', label: 'Lengtegraad' },
          ],
        },
        {
          name: 'locationRegions',
          type: 'text',
          hasMany: true,
          label: 'Regio’s (afgeleid van de locatie, geen plaats)',
          admin: derived,
        },
        {
          name: 'firstSectorGroup',
          type: 'relationship',
          relationTo: 'sectorGroups',
          index: true,
          label: 'Sector voor het filter (de eerste)',
          admin: derived,
        },
        {
          name: 'firstFunctionGroup',
          type: 'relationship',
          relationTo: 'functionGroups',
          index: true,
          label: 'Functietype voor het filter (het eerste)',
          admin: derived,
        },
      ],
    },
    {
      name: 'intro',
      type: 'textarea',
      label: 'Korte omschrijving',
      validate: introRule,
      admin: { components: publishRefusalError },
    },
    simpleMatrixField,
    vacancyApplicationsField,
    // Plain text of intro and content for the search; never edited by hand.
    {
      name: 'contentText',
      type: 'textarea',
      label: 'Zoektekst',
      admin: { hidden: true, disableListColumn: true, disableListFilter: true },
    },
    // What the full-text index is built from (see src/search/search-tokens.ts), never edited by
    // hand: the folded text (PostgreSQL's generated tsvector column stems it with its `dutch`
    // configuration) and its Snowball stems (SQLite's FTS5 table, kept in sync by triggers).
    ...(['searchTitle', 'searchCategory', 'searchBody', 'stemsTitle', 'stemsCategory', 'stemsBody'] as const).map(
      (name) => ({
        name,
        type: 'textarea' as const,
        admin: { hidden: true, disableListColumn: true, disableListFilter: true },
      }),
    ),
  ],
})

export const Vacancies = {
  ...vacancies,
  hooks: {
    ...vacancies.hooks,
    beforeChange: [
      ...(vacancies.hooks?.beforeChange ?? []),
      storeDerivedFields,
      setFirstPublishedAt,
      flagVacancyChecks,
    ],
  },
}
