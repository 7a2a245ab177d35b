/**
 * The optimised image URLs a page offers (`/_next/image?...` in `src` and `srcset`), so a benchmark
 * can have the image optimiser produce them once before measuring, as a visitor before it would.
 */
const IMAGE_URL = /\/_next\/image\?[^"'\s,]+/g

/**
 * @param {string} html
 * @param {string} pageUrl
 */
export function extractOptimisedImageUrls(html, pageUrl) {
  return [...new Set([...html.matchAll(IMAGE_URL)].map(([url]) => new URL(url.replaceAll('&amp;', '&'), pageUrl).href))]
}

/**
 * Requests every optimised image of the pages, a few at a time.
 * @param {string} origin
 * @param {string[]} paths
 */
export async function warmOptimisedImages(origin, paths, parallel = 4) {
  /** @type {Set<string>} */
  const urls = new Set()
  for (const pagePath of paths) {
    const pageUrl = new URL(pagePath, origin).href
    for (const url of extractOptimisedImageUrls(await (await fetch(pageUrl)).text(), pageUrl)) urls.add(url)
  }
  const queue = [...urls]
  await Promise.all(
    Array.from({ length: parallel }, async () => {
      for (let url = queue.shift(); url !== undefined; url = queue.shift()) await (await fetch(url)).arrayBuffer()
    }),
  )
  return urls.size
}
