const PAYLOAD_FILE_PATH = /^\/api\/media\/file\//

/**
 * The src of an image for next/image. Payload writes its file URLs absolute when a server URL is
 * configured; the site's own files are turned back into paths, which next.config's localPatterns
 * allow. Any other URL is left as it is.
 */
export function toImageSrc(url: string): string {
  if (url.startsWith('/')) return url
  try {
    const parsed = new URL(url)
    return PAYLOAD_FILE_PATH.test(parsed.pathname) ? `${parsed.pathname}${parsed.search}` : url
  } catch {
    return url
  }
}
