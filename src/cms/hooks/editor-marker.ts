import {
  mergeHeaders,
  type CollectionAfterLoginHook,
  type CollectionAfterLogoutHook,
  type CollectionAfterRefreshHook,
  type PayloadRequest,
  type SanitizedCollectionConfig,
} from 'payload'

import { buildEditorMarkerCookie, buildExpiredEditorMarkerCookie } from '@/content/editor'

/** The marker lives as long as the session token and shares its `Secure` setting. */
function markerOptions(collection: SanitizedCollectionConfig) {
  const auth = collection.auth
  return { maxAgeSeconds: auth?.tokenExpiration ?? 7200, secure: Boolean(auth?.cookies?.secure) }
}

function appendCookie(req: PayloadRequest, cookie: string): void {
  req.responseHeaders = mergeHeaders(new Headers({ 'Set-Cookie': cookie }), req.responseHeaders ?? new Headers())
}

/** Sets the public editor marker (see src/content/editor.ts) next to Payload's session cookie. */
export const setEditorMarker: CollectionAfterLoginHook = ({ req, collection, user }) => {
  appendCookie(req, buildEditorMarkerCookie(markerOptions(collection)))
  return user
}

/** Keeps the marker alive while the admin refreshes its session. */
export const renewEditorMarker: CollectionAfterRefreshHook = ({ req, collection }) => {
  appendCookie(req, buildEditorMarkerCookie(markerOptions(collection)))
}

export const clearEditorMarker: CollectionAfterLogoutHook = ({ req, collection }) => {
  appendCookie(req, buildExpiredEditorMarkerCookie({ secure: markerOptions(collection).secure }))
}
