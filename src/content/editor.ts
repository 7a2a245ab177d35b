import { toLocalPath } from '@/routing/local-path'
import type { ResolvedRoute } from '@/routing/routes'

/**
 * A non-secret marker cookie set at login and cleared at logout. Only when it is present does the
 * browser ask Payload whether the visitor is an editor, so anonymous visitors cost nothing and
 * public pages stay the same for everyone (and cacheable).
 */
export const EDITOR_MARKER_COOKIE = 'koers-editor'

const ADMIN_REDIRECT_PATH = '/admin-redirect'
export const ADMIN_PREVIEW_PATH = '/admin-preview'

export function hasEditorMarker(cookies: string): boolean {
  return cookies.split(';').some((cookie) => cookie.trim().startsWith(`${EDITOR_MARKER_COOKIE}=1`))
}

type CookieOptions = { maxAgeSeconds: number; secure: boolean }

export function buildEditorMarkerCookie({ maxAgeSeconds, secure }: CookieOptions): string {
  return [
    `${EDITOR_MARKER_COOKIE}=1`,
    'Path=/',
    `Max-Age=${maxAgeSeconds}`,
    'SameSite=Lax',
    ...(secure ? ['Secure'] : []),
  ].join('; ')
}

export function buildExpiredEditorMarkerCookie({ secure }: Pick<CookieOptions, 'secure'>): string {
  return buildEditorMarkerCookie({ maxAgeSeconds: 0, secure })
}

/** The edit link's target: the admin-redirect action with the current full path. */
export function buildAdminRedirectHref(fullPath: string): string {
  return `${ADMIN_REDIRECT_PATH}?${new URLSearchParams({ path: fullPath })}`
}

/**
 * Where draft preview of a path starts (enables draft mode, then shows the path). With the
 * document's collection and id the preview finds the draft's current address itself, so a
 * renamed draft opens at its new path.
 */
export function buildPreviewHref(path: string, document?: { collection: string; id: number | string }): string {
  const params = new URLSearchParams({ path })
  if (document) {
    params.set('collection', document.collection)
    params.set('id', String(document.id))
  }
  return `${ADMIN_PREVIEW_PATH}?${params}`
}

/**
 * The admin view for a public path: the edit view of the document the path resolves to (a
 * thank-you page edits its form page), or the dashboard when the path is no document.
 */
export async function resolveAdminTarget(
  resolve: (path: string) => Promise<ResolvedRoute>,
  fullPath: string | null | undefined,
): Promise<string> {
  const local = toLocalPath(fullPath)
  if (!local) return '/admin'
  const route = await resolve(new URL(local, 'http://local').pathname)
  if (route.kind === 'notFound') return '/admin'
  const { collection, id } = route.entry
  return `/admin/collections/${collection}/${encodeURIComponent(String(id))}`
}

/** The admin login, returning to `returnTo` (a local path) afterwards. */
export function buildLoginHref(returnTo: string): string {
  return `/admin/login?${new URLSearchParams({ redirect: toLocalPath(returnTo) ?? '/admin' })}`
}
