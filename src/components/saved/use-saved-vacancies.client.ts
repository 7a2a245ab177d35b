'use client'

import { useCallback, useSyncExternalStore } from 'react'

import { readSavedIds, removeSavedId, subscribeToSavedIds, toggleSavedId, writeSavedIds } from './saved-vacancies'

/** The saved ids (null while rendering on the server: the browser's list is not known there). */
export function useSavedVacancies() {
  const ids = useSyncExternalStore(subscribeToSavedIds, readSavedIds, () => null)
  const toggle = useCallback((id: number) => writeSavedIds(toggleSavedId(readSavedIds(), id)), [])
  const remove = useCallback((id: number) => writeSavedIds(removeSavedId(readSavedIds(), id)), [])
  return { ids, toggle, remove }
}
