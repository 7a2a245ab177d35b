'use client'

import { useEffect } from 'react'

import { rememberListUrl, type ListKind } from '@/lists/list-memory'

/** Notes this list's URL (with its page and filters) for the 'Terug' link of its detail pages. */
export function RememberList({ list }: { list: ListKind }) {
  useEffect(() => rememberListUrl(list, window.location.pathname + window.location.search), [list])
  return null
}
