import { ValidationError, type CollectionBeforeOperationHook } from 'payload'

import { nl } from '@/i18n/nl'

/** Shortest password an account may get: long enough that guessing it over the login is hopeless. */
export const MIN_PASSWORD_LENGTH = 12

/** Refuses a new password under the minimum length, wherever it is set (create, update, reset). */
export const enforcePasswordLength: CollectionBeforeOperationHook = ({ args, operation, collection, req }) => {
  if (operation !== 'create' && operation !== 'update' && operation !== 'resetPassword') return args
  const data: unknown = args.data
  const password = typeof data === 'object' && data !== null && 'password' in data ? data.password : undefined
  if (typeof password === 'string' && password.length < MIN_PASSWORD_LENGTH) {
    const message = nl.admin.passwordTooShort(MIN_PASSWORD_LENGTH)
    // The notice reads Payload's heading in the editor's language, then the field and the reason.
    throw new ValidationError(
      { collection: collection.slug, errors: [{ path: 'password', message, label: `Wachtwoord (${message})` }], req },
      req.t,
    )
  }
  return args
}
