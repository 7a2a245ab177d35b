/** Field name → Dutch messages: the error shape of every form endpoint. */
export type FieldErrors = Record<string, string[]>

/** The key for errors that belong to the whole form rather than one field. */
export const FORM_ERROR_KEY = 'form'

/** The message shown under a field: the first one the server gave for it. */
export function firstError(errors: FieldErrors, field: string): string | undefined {
  const messages = errors[field]
  return Array.isArray(messages) && typeof messages[0] === 'string' ? messages[0] : undefined
}
