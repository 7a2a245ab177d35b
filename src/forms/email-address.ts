import type { CollectionBeforeChangeHook } from 'payload'

import type { Application } from '@/payload-types'

/**
 * The form in which applications' addresses are stored for look-ups and compared: without the
 * spaces around it and in lower case, so that `Jan@Gmail.com ` finds what `jan@gmail.com` sent.
 * Applied in code, not by the database's lower(), which SQLite does for ASCII letters only.
 */
export const normaliseEmail = (address: string): string => address.trim().toLowerCase()

/** Keeps an application's normalised address in step with the address it was given. */
export const setNormalisedEmail: CollectionBeforeChangeHook<Application> = ({ data, originalDoc }) => {
  const address = data.emailAddress ?? originalDoc?.emailAddress
  return typeof address === 'string' ? { ...data, emailNormalised: normaliseEmail(address) } : data
}
