'use client'

import { usePathname, useSearchParams } from 'next/navigation'
import { useEffect, useState } from 'react'

import { buildAdminRedirectHref, EDITOR_MARKER_COOKIE, hasEditorMarker } from '@/content/editor'
import { nlShell, nlSite } from '@/i18n/browser'

import { PencilIcon } from './icons'

/**
 * The floating edit link for logged-in editors. Public HTML never contains it: only when the
 * login marker cookie is present does the browser ask Payload who is logged in.
 */
export function EditLink() {
  const pathname = usePathname()
  const search = useSearchParams().toString()
  const [editor, setEditor] = useState(false)

  useEffect(() => {
    if (!hasEditorMarker(document.cookie)) return
    const controller = new AbortController()
    fetch('/api/users/me', { credentials: 'same-origin', cache: 'no-store', signal: controller.signal })
      .then((response) => (response.ok ? (response.json() as Promise<{ user?: unknown }>) : null))
      .then((body) => {
        if (body?.user) setEditor(true)
        // The session has ended: forget the marker so later pages skip the check.
        else document.cookie = `${EDITOR_MARKER_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`
      })
      .catch((error: unknown) => {
        if (!(error instanceof DOMException && error.name === 'AbortError')) console.error(error)
      })
    return () => controller.abort()
  }, [])

  if (!editor) return null
  return (
    <a
      href={buildAdminRedirectHref(search ? `${pathname}?${search}` : pathname)}
      target="_blank"
      rel="noopener noreferrer"
      className="edit-link"
    >
      <PencilIcon />
      {nlShell.editPage}
      <span className="sr-only"> {nlSite.newTab}</span>
    </a>
  )
}
