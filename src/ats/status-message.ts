import { z } from 'zod'

import { APPLICATION_STATUSES } from '@/data/application'
import { nl } from '@/i18n/nl'

import { applicationIdOfKey } from './signature'

const text = nl.ats.refusals

/**
 * The ATS's status message (docs/ats.md, "Status message"): which application, by id or by the
 * idempotency key of its delivery, and its new status in our own words.
 */
const statusMessageSchema = z.strictObject(
  {
    applicationId: z
      .number({ error: text.applicationId })
      .int({ error: text.applicationId })
      .positive({ error: text.applicationId })
      .optional(),
    idempotencyKey: z
      .string({ error: text.idempotencyKey })
      .refine((key) => applicationIdOfKey(key) !== null, { error: text.idempotencyKey })
      .optional(),
    status: z.enum(APPLICATION_STATUSES, { error: text.status(APPLICATION_STATUSES.join(', ')) }),
    changedAt: z.iso.datetime({ offset: true, error: text.changedAt }).optional(),
  },
  {
    error: (issue) => (issue.code === 'unrecognized_keys' ? text.unknownField(issue.keys.join(', ')) : text.notObject),
  },
)

export type StatusChange = { applicationId: number; status: (typeof APPLICATION_STATUSES)[number] }

/** The change a message asks for, or the Dutch reasons it cannot be read. */
export function parseStatusMessage(
  value: unknown,
): { ok: true; change: StatusChange } | { ok: false; errors: string[] } {
  const parsed = statusMessageSchema.safeParse(value)
  if (!parsed.success) return { ok: false, errors: [...new Set(parsed.error.issues.map((issue) => issue.message))] }
  const { applicationId, idempotencyKey, status } = parsed.data
  const fromKey = idempotencyKey === undefined ? undefined : applicationIdOfKey(idempotencyKey)
  const id = applicationId ?? fromKey
  if (id === undefined || id === null) return { ok: false, errors: [text.noApplication] }
  if (fromKey !== undefined && fromKey !== id) return { ok: false, errors: [text.mismatch] }
  return { ok: true, change: { applicationId: id, status } }
}
