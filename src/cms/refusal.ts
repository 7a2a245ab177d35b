import { ValidationError, type PayloadRequest } from 'payload'

/** A field the save refuses: where it is, how the editor knows it, and why it is refused. */
export type RefusedField = { path: string; label: string; message: string }

/**
 * Refuses a save in Dutch: the reason at each field (the admin marks it), and in the notice
 * Payload's heading in the editor's language, then each field as the editor knows it with the
 * reason, never the field's code name ('publishOn', 'uri').
 */
export function refuseFields(collection: string, fields: RefusedField[], req: PayloadRequest): never {
  const errors = fields.map(({ path, label, message }) => ({ path, message, label: `${label} (${message})` }))
  throw new ValidationError({ collection, errors, req }, req.t)
}
