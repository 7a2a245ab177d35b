import type { CollectionConfig } from 'payload'

import { clearEditorMarker, renewEditorMarker, setEditorMarker } from '@/cms/hooks/editor-marker'
import { enforcePasswordLength } from '@/cms/hooks/password-policy'
import { forgotPasswordEndpoint, onlyQueuedPasswordResets } from '@/cms/password-reset'
import { isAdmin, isAdminField, selfOrAdmin } from '@/data/access'
import { serverEnv } from '@/env'

/** Cookies need HTTPS except in development and the local demo, which is served over plain HTTP. */
function isSecureSite(): boolean {
  const { NODE_ENV, LOCAL_DEMO } = serverEnv()
  return NODE_ENV === 'production' && !LOCAL_DEMO
}

export const Users: CollectionConfig = {
  slug: 'users',
  labels: { singular: 'Gebruiker', plural: 'Gebruikers' },
  auth: {
    // No lock of the account itself: one lock for everyone is one that anyone can trigger, from
    // enough addresses. The login throttle (src/ops/login-throttle.ts) stops guessing per address
    // and per account and address instead.
    maxLoginAttempts: 0,
    tokenExpiration: 8 * 60 * 60,
    cookies: { sameSite: 'Lax', secure: isSecureSite() },
  },
  access: { read: selfOrAdmin, create: isAdmin, update: selfOrAdmin, delete: isAdmin },
  // 'Wachtwoord vergeten' is counted and its mail queued (src/cms/password-reset.ts).
  endpoints: [forgotPasswordEndpoint],
  hooks: {
    beforeOperation: [enforcePasswordLength, onlyQueuedPasswordResets],
    afterLogin: [setEditorMarker],
    afterRefresh: [renewEditorMarker],
    afterLogout: [clearEditorMarker],
  },
  admin: { useAsTitle: 'email', defaultColumns: ['name', 'email', 'role'] },
  fields: [
    { name: 'name', type: 'text', label: 'Naam' },
    {
      name: 'role',
      type: 'select',
      label: 'Rol',
      required: true,
      defaultValue: 'editor',
      saveToJWT: true,
      access: { update: isAdminField },
      options: [
        { label: 'Beheerder', value: 'admin' },
        { label: 'Redacteur', value: 'editor' },
      ],
    },
  ],
}
