/**
 * First-load JavaScript of a rendered page: the scripts its HTML makes a modern browser fetch at
 * once (`<script src>` without `nomodule`, and scripts preloaded with `<link rel="preload"
 * as="script">` or `modulepreload`, as lazily loaded components are), gzip-compressed. Inline
 * scripts (the RSC payload) are part of the HTML document, not counted here.
 */
import { gzipSync } from 'node:zlib'

const TAG = /<(script|link)\b[^>]*>/gi
const SCRIPT_BODY = /(<script\b[^>]*>)[\s\S]*?<\/script>/gi

/**
 * @param {string} tag
 * @param {string} name
 */
function attribute(tag, name) {
  const match = new RegExp(`\\s${name}(?:=(?:"([^"]*)"|'([^']*)'|([^\\s>]+)))?(?=[\\s/>])`, 'i').exec(tag)
  if (!match) return null
  return match[1] ?? match[2] ?? match[3] ?? ''
}

/**
 * @param {string} kind
 * @param {string} tag
 */
function loadsScript(kind, tag) {
  if (kind === 'script') return attribute(tag, 'nomodule') === null ? attribute(tag, 'src') : null
  const rel = attribute(tag, 'rel')?.toLowerCase()
  if (rel === 'modulepreload' || (rel === 'preload' && attribute(tag, 'as')?.toLowerCase() === 'script'))
    return attribute(tag, 'href')
  return null
}

/**
 * The distinct URLs of the scripts the HTML loads at once, resolved against the page's URL.
 * @param {string} html
 * @param {string} pageUrl
 */
export function extractScriptSources(html, pageUrl) {
  /** @type {Set<string>} */
  const sources = new Set()
  // Inline scripts' text (e.g. the RSC payload) is data, not markup.
  for (const [tag, kind] of html.replace(SCRIPT_BODY, '$1').matchAll(TAG)) {
    const src = loadsScript(kind.toLowerCase(), tag)
    if (src) sources.add(new URL(src.replaceAll('&amp;', '&'), pageUrl).href)
  }
  return [...sources]
}

/**
 * Gzip size in bytes at the highest level (as precompressed assets at a CDN are served).
 * @param {Buffer} buffer
 */
export function gzipBytes(buffer) {
  return gzipSync(buffer, { level: 9 }).length
}

/**
 * Splits each page's scripts into those every measured page loads (the runtime and the shell) and
 * its own; sizes in bytes by URL. Returns totals per page in KB (one decimal).
 * @typedef {{ scripts: number, totalKb: number, sharedKb: number, ownKb: number }} PageFirstLoad
 * @param {Record<string, string[]>} scriptsByPage
 * @param {Record<string, number>} gzipSizeByUrl
 * @returns {Record<string, PageFirstLoad>}
 */
export function summariseFirstLoad(scriptsByPage, gzipSizeByUrl) {
  const pages = Object.values(scriptsByPage)
  const shared = pages.length ? pages.reduce((common, urls) => common.filter((url) => urls.includes(url))) : []
  const kilobytes = (/** @type {string[]} */ urls) =>
    Math.round(urls.reduce((sum, url) => sum + (gzipSizeByUrl[url] ?? 0), 0) / 102.4) / 10
  const sharedKb = kilobytes(shared)
  return Object.fromEntries(
    Object.entries(scriptsByPage).map(([name, urls]) => [
      name,
      {
        scripts: urls.length,
        totalKb: kilobytes(urls),
        sharedKb,
        ownKb: kilobytes(urls.filter((url) => !shared.includes(url))),
      },
    ]),
  )
}

/**
 * Fetches each page and its scripts from a running server and summarises the first-load JS.
 * @param {string} origin
 * @param {Record<string, string>} paths
 */
export async function measureFirstLoadJs(origin, paths) {
  /** @type {Record<string, string[]>} */
  const scriptsByPage = {}
  /** @type {Record<string, number>} */
  const gzipSizeByUrl = {}
  for (const [name, pagePath] of Object.entries(paths)) {
    const pageUrl = new URL(pagePath, origin).href
    const response = await fetch(pageUrl)
    if (!response.ok) throw new Error(`${pageUrl} answered ${response.status}`)
    scriptsByPage[name] = extractScriptSources(await response.text(), pageUrl)
    for (const url of scriptsByPage[name]) {
      if (url in gzipSizeByUrl) continue
      const script = await fetch(url)
      if (!script.ok) throw new Error(`${url} answered ${script.status}`)
      gzipSizeByUrl[url] = gzipBytes(Buffer.from(await script.arrayBuffer()))
    }
  }
  return { pages: summariseFirstLoad(scriptsByPage, gzipSizeByUrl), scriptsByPage, gzipSizeByUrl }
}
