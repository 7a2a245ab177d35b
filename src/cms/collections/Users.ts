import type { CollectionConfig } from 'payload'

import { isAdmin, isAdminField, selfOrAdmin } from '@/cms/access'
import { clearEditorMarker, renewEditorMarker, setEditorMarker } from '@/cms/hooks/editor-marker'
import { enforcePasswordLength } from '@/cms/hooks/password-policy'
import { serverEnv } from '@/env'
import { ACCOUNT_LOCK_ATTEMPTS } from '@/ops/login-guard'

/** Cookies need HTTPS except in development and the local demo, which is served over plain HTTP. */
function isSecureSite(): boolean {
  const { NODE_ENV, LOCAL_DEMO } = serverEnv()
  return NODE_ENV === 'production' && !LOCAL_DEMO
}

export const Users: CollectionConfig = {
  slug: 'users',
  labels: { singular: 'Gebruiker', plural: 'Gebruikers' },
  auth: {
    // The login guard stops one address after a few failures per account long before this, so a
    // lone visitor cannot lock anyone out; this lock is for a brute force from many addresses.
    maxLoginAttempts: ACCOUNT_LOCK_ATTEMPTS,
    lockTime: 15 * 60 * 1000,
    tokenExpiration: 8 * 60 * 60,
    cookies: { sameSite: 'Lax', secure: isSecureSite() },
  },
  access: { read: selfOrAdmin, create: isAdmin, update: selfOrAdmin, delete: isAdmin },
  hooks: {
    beforeOperation: [enforcePasswordLength],
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
