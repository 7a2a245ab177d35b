/**
 * Saved vacancies ('Bewaren'): a list of vacancy ids in localStorage, newest first. No account and
 * nothing on the server. Other tabs follow through the `storage` event; this tab through its own
 * event, so every button and the header count read one snapshot.
 */
const SAVED_VACANCIES_KEY = 'koers-saved-vacancies'
const CHANGE_EVENT = 'koers-saved-vacancies-change'

/** More than anyone keeps; it bounds what a page asks the server for. */
export const MAX_SAVED_VACANCIES = 100

/** The ids of a stored value: positive whole numbers, no duplicates, anything else ignored. */
export function parseSavedIds(raw: string | null): number[] {
  if (!raw) return []
  let value: unknown
  try {
    value = JSON.parse(raw)
  } catch {
    return []
  }
  if (!Array.isArray(value)) return []
  const ids = value.filter((id): id is number => Number.isSafeInteger(id) && id > 0)
  return [...new Set(ids)].slice(0, MAX_SAVED_VACANCIES)
}

/** Saving puts the vacancy first; saving it again removes it. */
export function toggleSavedId(ids: readonly number[], id: number): number[] {
  return ids.includes(id) ? ids.filter((saved) => saved !== id) : [id, ...ids].slice(0, MAX_SAVED_VACANCIES)
}

export function removeSavedId(ids: readonly number[], id: number): number[] {
  return ids.filter((saved) => saved !== id)
}

const EMPTY: number[] = []
let cache: { raw: string | null; ids: number[] } = { raw: null, ids: EMPTY }

function storage(): Storage | null {
  try {
    return window.localStorage
  } catch {
    // Storage blocked (privacy settings): nothing is saved, nothing breaks.
    return null
  }
}

/** The current ids; the same array until the stored value changes (useSyncExternalStore needs that). */
export function readSavedIds(): number[] {
  const raw = storage()?.getItem(SAVED_VACANCIES_KEY) ?? null
  if (raw !== cache.raw) cache = { raw, ids: parseSavedIds(raw) }
  return cache.ids
}

export function writeSavedIds(ids: readonly number[]): void {
  try {
    storage()?.setItem(SAVED_VACANCIES_KEY, JSON.stringify(ids))
  } catch {
    // Full or blocked storage: the list stays as it was.
  }
  window.dispatchEvent(new Event(CHANGE_EVENT))
}

export function subscribeToSavedIds(onChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === SAVED_VACANCIES_KEY || event.key === null) onChange()
  }
  window.addEventListener('storage', onStorage)
  window.addEventListener(CHANGE_EVENT, onChange)
  return () => {
    window.removeEventListener('storage', onStorage)
    window.removeEventListener(CHANGE_EVENT, onChange)
  }
}
