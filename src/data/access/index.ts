import type { Access, FieldAccess } from 'payload'

import { PUBLISHED_WHERE } from '@/data/published'

/** Logged-in editors (any role) may do this. */
export const isEditor: Access = ({ req }) => Boolean(req.user)

/** Only administrators manage user accounts. */
export const isAdmin: Access = ({ req }) => req.user?.role === 'admin'

export const isAdminField: FieldAccess = ({ req }) => req.user?.role === 'admin'

/** Editors see drafts; the public sees published documents only. */
export const publishedOrEditor: Access = ({ req }) => (req.user ? true : PUBLISHED_WHERE)

export const anyone: Access = () => true

/** Admins manage every account; an editor may read and update only their own. */
export const selfOrAdmin: Access = ({ req }) => {
  if (!req.user) return false
  if (req.user.role === 'admin') return true
  return { id: { equals: req.user.id } }
}
