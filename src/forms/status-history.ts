import type { CollectionBeforeChangeHook, Field, PayloadRequest } from 'payload'

import { ACTOR_CONTEXT_KEY, APPLICATION_STATUSES, STATUS_ACTORS, type StatusActor } from '@/data/application'
import { relationId } from '@/data/relations'
import { nlTimeline } from '@/i18n/admin'
import { nl } from '@/i18n/nl'
import type { Application } from '@/payload-types'

type StatusChange = NonNullable<Application['statusHistory']>[number]

function actorOf(req: PayloadRequest): Pick<StatusChange, 'actor' | 'user' | 'userName'> {
  if (req.user) {
    return { actor: 'user', user: req.user.id, userName: req.user.name || req.user.email }
  }
  const actor = req.context[ACTOR_CONTEXT_KEY]
  return { actor: actor === 'applicant' || actor === 'ats' ? actor : 'system' }
}

/**
 * Records every status an application gets, with when and by whom. A collection hook rather than
 * code in each path, so the admin, the applicant's withdrawal, the form and any service calling
 * payload.update all leave the same trace; it runs after field access, so the record is appended
 * to what is stored, never to what a client sent.
 */
export const recordStatusChange: CollectionBeforeChangeHook<Application> = ({ data, originalDoc, operation, req }) => {
  const status = data.status ?? originalDoc?.status ?? 'new'
  if (operation === 'update' && status === originalDoc?.status) return data
  const earlier = (originalDoc?.statusHistory ?? []).map((change) => ({ ...change, user: relationId(change.user) }))
  const change: StatusChange = { status, changedAt: new Date().toISOString(), ...actorOf(req) }
  return { ...data, statusHistory: [...earlier, change] }
}

const labels = nl.forms.admin

/** The stored history: read-only for everyone, shown in the admin on the application's timeline. */
export const statusHistoryFields: Field[] = [
  {
    name: 'statusHistory',
    type: 'array',
    label: labels.statusHistory,
    // Written by recordStatusChange only: nobody edits the record of what happened.
    access: { create: () => false, update: () => false },
    admin: { hidden: true },
    // Read on the application's timeline; an export's columns are the contact details and the status.
    custom: { 'plugin-import-export': { disabled: true } },
    fields: [
      {
        name: 'status',
        type: 'select',
        label: 'Status',
        required: true,
        options: APPLICATION_STATUSES.map((value) => ({ label: nl.applicant.statuses[value], value })),
      },
      { name: 'changedAt', type: 'date', label: 'Gewijzigd op', required: true },
      {
        name: 'actor',
        type: 'select',
        label: 'Door',
        required: true,
        options: STATUS_ACTORS.map((value: StatusActor) => ({
          label: { user: 'Gebruiker', applicant: 'De sollicitant', ats: 'Het ATS', system: 'Het systeem' }[value],
          value,
        })),
      },
      // The user, and their name at the time: the history stays readable after an account is deleted.
      { name: 'user', type: 'relationship', relationTo: 'users', label: 'Gebruiker' },
      { name: 'userName', type: 'text', label: 'Naam van de gebruiker' },
    ],
  },
  {
    // Statuses, mails and notes in one list, refreshed after each save (no reload needed).
    name: 'timeline',
    type: 'ui',
    label: nlTimeline.title,
    admin: {
      position: 'sidebar',
      components: { Field: '/cms/components/Timeline.client#Timeline' },
      disableListColumn: true,
      disableBulkEdit: true,
    },
  },
]
