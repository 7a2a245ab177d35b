import { ValidationError, type CollectionBeforeOperationHook } from 'payload'

import { nl } from '@/i18n/nl'

/** Shortest password an account may get: long enough that guessing it over the login is hopeless. */
export const MIN_PASSWORD_LENGTH = 12

/** Refuses a new password under the minimum length, wherever it is set (create, update, reset). */
export const enforcePasswordLength: CollectionBeforeOperationHook = ({ args, operation, collection }) => {
  if (operation !== 'create' && operation !== 'update' && operation !== 'resetPassword') return args
  const data: unknown = args.data
  const password = typeof data === 'object' && data !== null && 'password' in data ? data.password : undefined
  if (typeof password === 'string' && password.length < MIN_PASSWORD_LENGTH) {
    throw new ValidationError({
      collection: collection.slug,
      errors: [{ path: 'password', message: nl.admin.passwordTooShort(MIN_PASSWORD_LENGTH) }],
    })
  }
  return args
}
