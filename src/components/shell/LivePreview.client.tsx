'use client'

import { RefreshRouteOnSave } from '@payloadcms/live-preview-react'
import { useRouter } from 'next/navigation'
import { useCallback, useSyncExternalStore } from 'react'

const subscribeToNothing = () => () => {}

/** Inside the admin's live preview: re-renders the page (with drafts) whenever the editor saves. */
export function LivePreview() {
  const router = useRouter()
  const origin = useSyncExternalStore(
    subscribeToNothing,
    () => window.location.origin,
    () => null,
  )
  const refresh = useCallback(() => router.refresh(), [router])
  if (!origin) return null
  return <RefreshRouteOnSave serverURL={origin} refresh={refresh} />
}
