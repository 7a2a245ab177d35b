import { randomUUID } from 'node:crypto'
import type { Payload } from 'payload'

import type { Application } from '@/payload-types'

import { buildApplicationMessage, buildDocuments, type AtsDocument } from './application-message'
import { idempotencyKeyOf } from './signature'

/** What the site tells the ATS about an application (docs/ats.md, "Events"). */
export const ATS_EVENTS = [
  'application.created',
  'application.status-changed',
  'application.withdrawn',
  'application.documents-updated',
  'application.erased',
] as const

export type AtsEvent = (typeof ATS_EVENTS)[number]

/** Who changed a status, as the ATS hears it: a signed-in user, or the site itself (an import, a job). */
export const STATUS_CHANGERS = ['user', 'system'] as const

/** An event as the delivery job holds it: ids and the change, never the applicant's data. */
export type AtsEventInput = {
  applicationId: number
  event?: AtsEvent | null
  eventId?: string | null
  occurredAt?: string | null
  status?: Application['status'] | null
  previousStatus?: Application['status'] | null
  changedBy?: (typeof STATUS_CHANGERS)[number] | null
  changedByName?: string | null
  changedByRole?: string | null
}

type EventBase<E extends AtsEvent> = { event: E; idempotencyKey: string; occurredAt: string }

type AtsStatusChangedMessage = EventBase<'application.status-changed'> & {
  application: {
    id: number
    status: Application['status']
    previousStatus: Application['status'] | null
    changedBy: { kind: (typeof STATUS_CHANGERS)[number]; name: string | null; role: string | null }
  }
}
type AtsWithdrawnMessage = EventBase<'application.withdrawn'> & {
  application: { id: number; status: 'withdrawn' }
}
type AtsDocumentsUpdatedMessage = EventBase<'application.documents-updated'> & {
  application: { id: number; documents: AtsDocument[] }
}
type AtsErasedMessage = EventBase<'application.erased'> & { application: { id: number } }

/**
 * The job input of a new event: its own id (the delivery's idempotency key, the same for every
 * try) and the moment it happened. An application's creation keeps the key it always had.
 */
export function newAtsEvent(
  event: AtsEvent,
  applicationId: number,
  change: Omit<AtsEventInput, 'applicationId' | 'event' | 'eventId' | 'occurredAt'> = {},
): AtsEventInput {
  const eventId = event === 'application.created' ? idempotencyKeyOf(applicationId) : randomUUID()
  return { applicationId, event, eventId, occurredAt: new Date().toISOString(), ...change }
}

/** The event a delivery job carries; jobs queued before there were other events carry none: they are creations. */
export const eventNamed = (value: unknown): AtsEvent =>
  ATS_EVENTS.find((event) => event === value) ?? 'application.created'

export const eventOf = (input: AtsEventInput): AtsEvent => eventNamed(input.event)

/** Whether an event needs the stored application to be told (its data, its files). */
export const needsApplication = (event: AtsEvent): boolean =>
  event === 'application.created' || event === 'application.documents-updated'

/**
 * The message of one event. `application` is the stored one read one level deep, for the events
 * that carry its data; the others are built from the job alone, so they go out also after the
 * application is gone.
 */
export function buildEventMessage(payload: Payload, input: AtsEventInput, application: Application | null) {
  const event = eventOf(input)
  const base = {
    idempotencyKey: input.eventId || idempotencyKeyOf(input.applicationId),
    occurredAt: input.occurredAt || new Date().toISOString(),
  }
  switch (event) {
    case 'application.created':
      return application ? buildApplicationMessage(payload, application) : null
    case 'application.documents-updated':
      return application
        ? ({
            event,
            ...base,
            application: { id: application.id, documents: buildDocuments(payload, application) },
          } satisfies AtsDocumentsUpdatedMessage)
        : null
    case 'application.status-changed':
      return {
        event,
        ...base,
        application: {
          id: input.applicationId,
          status: input.status ?? 'new',
          previousStatus: input.previousStatus ?? null,
          changedBy: {
            kind: input.changedBy ?? 'system',
            name: input.changedByName ?? null,
            role: input.changedByRole ?? null,
          },
        },
      } satisfies AtsStatusChangedMessage
    case 'application.withdrawn':
      return {
        event,
        ...base,
        application: { id: input.applicationId, status: 'withdrawn' },
      } satisfies AtsWithdrawnMessage
    case 'application.erased':
      return { event, ...base, application: { id: input.applicationId } } satisfies AtsErasedMessage
  }
}
