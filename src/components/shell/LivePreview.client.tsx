'use client'

import { RefreshRouteOnSave } from '@payloadcms/live-preview-react'
import { useRouter } from 'next/navigation'
import { useCallback, useEffect, useState } from 'react'

/** Inside the admin's live preview: re-renders the page (with drafts) whenever the editor saves. */
export function LivePreview() {
  const router = useRouter()
  const [origin, setOrigin] = useState<string | null>(null)
  const refresh = useCallback(() => router.refresh(), [router])
  useEffect(() => setOrigin(window.location.origin), [])
  if (!origin) return null
  return <RefreshRouteOnSave serverURL={origin} refresh={refresh} />
}
