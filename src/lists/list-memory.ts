/**
 * The list a visitor last looked at, per kind, for this tab (sessionStorage): a detail page's
 * 'Terug' leads back to it with its filters and page, instead of to the bare overview. Browser
 * only; every call is safe where storage is unavailable (private mode, blocked).
 */
export type ListKind = 'vacancies' | 'news' | 'experiences' | 'successStories' | 'labels'

const storageKey = (kind: ListKind) => `koers:list:${kind}`

/** Only a path on this site: never another origin ('//host', 'https:') from tampered storage. */
function isSitePath(value: string | null): value is string {
  return Boolean(value && value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\'))
}

export function rememberListUrl(kind: ListKind, url: string): void {
  try {
    if (isSitePath(url)) window.sessionStorage.setItem(storageKey(kind), url)
  } catch {
    // No storage: 'Terug' leads to the overview itself.
  }
}

export function recallListUrl(kind: ListKind): string | null {
  try {
    const value = window.sessionStorage.getItem(storageKey(kind))
    return isSitePath(value) ? value : null
  } catch {
    return null
  }
}
