const LOCAL_ORIGIN = 'http://local'

// Backslashes count as slashes in browsers, control characters are dropped by URL parsers: either
// can turn '/\\evil' or '/\t/evil' into a protocol-relative URL somewhere down the line.
const UNSAFE_CHARACTERS = /[\\\p{Cc}]/u

function decodeOnce(path: string): string {
  try {
    return decodeURIComponent(path)
  } catch {
    return path
  }
}

/**
 * A same-origin path from untrusted input ('/vacatures?page=2'), or null. The path is normalised
 * the way a browser would ('/.//evil.example' becomes '//evil.example') and only then checked, so a
 * redirect built from it can never leave the site: no scheme, no host, no leading '//' or '/\\'
 * (also percent-encoded), no backslashes or control characters anywhere.
 */
export function toLocalPath(input: string | null | undefined): string | null {
  if (!input || !input.startsWith('/') || UNSAFE_CHARACTERS.test(input)) return null
  if (!URL.canParse(input, LOCAL_ORIGIN)) return null
  const url = new URL(input, LOCAL_ORIGIN)
  if (url.origin !== LOCAL_ORIGIN) return null
  const { pathname, search } = url
  if (/^\/[/\\]/.test(pathname) || /^\/[/\\]/.test(decodeOnce(pathname))) return null
  return `${pathname}${search}`
}
