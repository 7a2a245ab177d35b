import type { FieldBeforeExportHook } from '@payloadcms/plugin-import-export/types'
import type { CollectionConfig, Field } from 'payload'

import { queueAtsStatusEvent } from '@/ats/status-events'
import { forgetApplication, rememberApplication } from '@/cms/route-memory-sync'
import { isEditor } from '@/data/access'
import { APPLICATION_STATUSES } from '@/data/application'
import { APPLICANT_LINK_LIFETIME_DAYS, setLinkNonce } from '@/forms/applicant-link'
import { newApplicantLinkEndpoint } from '@/forms/applicant-link-renewal'
import { setNormalisedEmail } from '@/forms/email-address'
import { forgetErasedApplication } from '@/forms/erasure'
import { freeMailEndpoint, mailTemplatesEndpoint, noteEndpoint } from '@/forms/free-mail'
import { deleteApplicationFiles, setContactRetentionDate, setRetentionDates } from '@/forms/retention'
import { recordStatusChange, statusHistoryFields } from '@/forms/status-history'
import {
  queueStatusMessage,
  statusMessageEndpoint,
  statusMessageFields,
  statusTemplateEndpoint,
} from '@/forms/status-message'
import { cancelMailEndpoint, deleteApplicationTimeline, timelineEndpoint } from '@/forms/timeline-endpoints'
import { nlNewApplicantLinkPanel } from '@/i18n/admin'
import { nl } from '@/i18n/nl'

/** The planned deletion date (AVG), set by the collection's hooks and read by the daily retention job. */
const deleteAfterField = (description: string): Field => ({
  name: 'deleteAfter',
  type: 'date',
  label: 'Wordt verwijderd na',
  index: true,
  admin: { position: 'sidebar', readOnly: true, description },
})

const statusField: Field = {
  name: 'status',
  type: 'select',
  label: 'Status',
  defaultValue: 'new',
  required: true,
  options: [
    { label: 'Nieuw', value: 'new' },
    { label: 'In behandeling', value: 'inProgress' },
    { label: 'Afgerond', value: 'closed' },
  ],
  admin: { position: 'sidebar' },
}

/** An application's vacancy in the lists: 'Open sollicitatie' when it has none. */
const VACANCY_CELL = '/cms/admin/VacancyCell#VacancyCell'

/** An export names the vacancy by its title (the export reads it one level deep), or says it is an open application. */
const vacancyTitle: FieldBeforeExportHook = ({ value }) => {
  if (value === null || value === undefined) return nl.application.openTitle
  if (typeof value === 'object' && 'title' in value && typeof value.title === 'string') return value.title
  return nl.forms.admin.vacancyGone
}

/** An application's progress, in the words the applicant reads on their own page. */
const applicationStatusField: Field = {
  ...statusField,
  options: APPLICATION_STATUSES.map((value) => ({ label: nl.applicant.statuses[value], value })),
}

// Submissions are created by the form endpoints through the Local API; nobody creates them over REST.
const submissionAccess = { read: isEditor, create: () => false, update: isEditor, delete: isEditor }

export const Applications: CollectionConfig = {
  slug: 'applications',
  labels: { singular: 'Sollicitatie', plural: 'Sollicitaties' },
  access: submissionAccess,
  defaultSort: '-createdAt',
  admin: {
    group: 'Inzendingen',
    useAsTitle: 'lastName',
    defaultColumns: ['firstName', 'lastName', 'vacancy', 'status', 'createdAt', 'deleteAfter'],
    listSearchableFields: ['firstName', 'lastName', 'emailAddress', 'phoneNumber'],
    description:
      'Afgeronde sollicitaties worden na vier weken verwijderd, of na een jaar als de sollicitant daarvoor toestemming gaf.',
    // The way to each vacancy's pipeline board (src/cms/admin/PipelineView.tsx).
    components: { beforeListTable: ['/cms/admin/PipelineLinks#PipelineLinks'] },
  },
  // AVG: closing sets the planned deletion date; deleting an application removes its files.
  // Every status change is recorded with when and by whom, whichever path made it.
  // A recruiter who changes the status in the admin may mail the applicant the status's message.
  // The ATS hears of every change it did not report itself, and of the application's removal,
  // which also removes what the job queue holds of it.
  hooks: {
    beforeChange: [setLinkNonce, setNormalisedEmail, setRetentionDates, recordStatusChange],
    afterChange: [queueStatusMessage, queueAtsStatusEvent, rememberApplication],
    beforeDelete: [deleteApplicationTimeline],
    afterDelete: [deleteApplicationFiles, forgetErasedApplication, forgetApplication],
  },
  endpoints: [
    statusMessageEndpoint,
    statusTemplateEndpoint,
    newApplicantLinkEndpoint,
    timelineEndpoint,
    cancelMailEndpoint,
    mailTemplatesEndpoint,
    freeMailEndpoint,
    noteEndpoint,
  ],
  fields: [
    applicationStatusField,
    ...statusMessageFields,
    ...statusHistoryFields,
    {
      name: 'gender',
      type: 'select',
      label: 'Aanhef',
      options: [
        { label: 'Man', value: 'm' },
        { label: 'Vrouw', value: 'v' },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'firstName', type: 'text', label: 'Voornaam', required: true },
        { name: 'lastName', type: 'text', label: 'Achternaam', required: true },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'emailAddress', type: 'email', label: 'E-mailadres', required: true },
        { name: 'phoneNumber', type: 'text', label: 'Telefoonnummer', required: true },
      ],
    },
    {
      // The address as looked up exactly ('Vraag je link opnieuw aan'): kept by a hook, never typed.
      name: 'emailNormalised',
      type: 'text',
      label: nl.forms.admin.emailNormalised,
      index: true,
      access: { read: () => false, update: () => false },
      admin: { hidden: true },
    },
    { name: 'message', type: 'textarea', label: 'Opmerking' },
    {
      name: 'vacancy',
      type: 'relationship',
      relationTo: 'vacancies',
      label: 'Vacature',
      custom: { 'plugin-import-export': { hooks: { beforeExport: vacancyTitle } } },
      admin: { components: { Cell: VACANCY_CELL } },
    },
    {
      // The vacancy's recruiter, read through the vacancy rather than stored: the applications list
      // can filter on it and it never goes stale when a vacancy changes hands.
      name: 'recruiter',
      type: 'relationship',
      relationTo: 'recruiters',
      label: 'Recruiter',
      virtual: 'vacancy.recruiter',
      admin: { position: 'sidebar', readOnly: true, description: nl.forms.admin.recruiterDescription },
    },
    {
      name: 'vacancyLinks',
      type: 'ui',
      label: 'Links naar de vacature',
      admin: {
        position: 'sidebar',
        components: { Field: '/cms/components/VacancyLinks#VacancyLinks' },
        disableListColumn: true,
      },
    },
    { name: 'applicationCV', type: 'upload', relationTo: 'applicationFiles', label: 'CV' },
    { name: 'applicationMotivation', type: 'upload', relationTo: 'applicationFiles', label: 'Motivatie' },
    { name: 'consent', type: 'checkbox', label: 'Toestemming om gegevens een jaar te bewaren', defaultValue: false },
    { name: 'closedAt', type: 'date', label: 'Afgerond op', admin: { position: 'sidebar', readOnly: true } },
    deleteAfterField('Wordt gezet zodra de sollicitatie is afgerond.'),
    {
      // The applicant's personal link is signed with this nonce: a new one revokes the old link.
      name: 'linkNonce',
      type: 'text',
      label: 'Sleutel van de persoonlijke link',
      access: { read: () => false, update: () => false },
      admin: { hidden: true },
    },
    {
      // Each mail that carries the link moves this on (src/forms/applicant-link.ts).
      name: 'linkExpiresAt',
      type: 'date',
      label: nl.forms.admin.linkExpiresAt,
      access: { update: () => false },
      admin: {
        position: 'sidebar',
        readOnly: true,
        date: { pickerAppearance: 'dayAndTime' },
        description: nl.forms.admin.linkExpiresAtDescription(APPLICANT_LINK_LIFETIME_DAYS),
      },
    },
    {
      name: 'newApplicantLink',
      type: 'ui',
      label: nlNewApplicantLinkPanel.button,
      admin: {
        position: 'sidebar',
        components: { Field: '/cms/components/NewApplicantLink#NewApplicantLink' },
        disableListColumn: true,
      },
    },
  ],
}

/**
 * What is left of an application the applicant had erased: when, for which vacancy and how it
 * ended. No name, address or file: nothing that points to a person.
 */
export const ErasedApplications: CollectionConfig = {
  slug: 'erasedApplications',
  labels: { singular: 'Verwijderde sollicitatie', plural: 'Verwijderde sollicitaties' },
  access: { read: isEditor, create: () => false, update: () => false, delete: isEditor },
  defaultSort: '-createdAt',
  admin: {
    group: 'Inzendingen',
    defaultColumns: ['appliedAt', 'vacancy', 'outcome', 'createdAt'],
    description: 'Sollicitaties die de sollicitant zelf liet verwijderen, zonder persoonsgegevens.',
  },
  fields: [
    { name: 'appliedAt', type: 'date', label: 'Gesolliciteerd op', required: true },
    {
      name: 'vacancy',
      type: 'relationship',
      relationTo: 'vacancies',
      label: 'Vacature',
      admin: { components: { Cell: VACANCY_CELL } },
    },
    { ...applicationStatusField, name: 'outcome', label: 'Afloop', defaultValue: undefined },
  ],
}

export const ContactMessages: CollectionConfig = {
  slug: 'contactMessages',
  labels: { singular: 'Contactbericht', plural: 'Contactberichten' },
  access: submissionAccess,
  defaultSort: '-createdAt',
  admin: {
    group: 'Inzendingen',
    useAsTitle: 'name',
    defaultColumns: ['name', 'kind', 'businessName', 'status', 'createdAt', 'deleteAfter'],
    listSearchableFields: ['name', 'email', 'businessName', 'phoneNumber'],
    description: 'Contactberichten worden een jaar na ontvangst automatisch verwijderd.',
  },
  // AVG: every message has a planned deletion date from the moment it arrives.
  hooks: { beforeChange: [setContactRetentionDate] },
  fields: [
    statusField,
    {
      name: 'kind',
      type: 'select',
      label: 'Soort',
      required: true,
      options: [
        { label: 'Particulier', value: 'person' },
        { label: 'Bedrijf', value: 'business' },
      ],
    },
    { name: 'name', type: 'text', label: 'Naam', required: true },
    { name: 'businessName', type: 'text', label: 'Bedrijfsnaam' },
    {
      type: 'row',
      fields: [
        { name: 'email', type: 'email', label: 'E-mailadres', required: true },
        { name: 'phoneNumber', type: 'text', label: 'Telefoonnummer', required: true },
      ],
    },
    { name: 'message', type: 'textarea', label: 'Bericht', required: true },
    deleteAfterField('Een jaar na ontvangst.'),
  ],
}
