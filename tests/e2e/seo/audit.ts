/**
 * An independent check of what search engines and social platforms see, on a running site: every
 * URL of the sitemap plus the page types the sitemap leaves out (later pages of lists, the second
 * news list, search results, thank-you pages, an ended vacancy, the 404), each checked by
 *  - the W3C Nu HTML Checker (vnu.jar, one Java run over all saved pages),
 *  - Adobe's structured-data validator (Google's rich-result rules),
 *  - the page's own head: canonical, robots, title, description, og:image,
 *  - robots.txt (robots-parser) for every og:image,
 *  - soft 404s: a page that answers 200 and may be indexed while it shows nothing (an empty list,
 *    the 404 text), and made-up views of lists (see MADE_UP_LIST_VIEWS).
 * Used by tests/e2e/seo.spec.ts, and as a command for figures:
 *   npx tsx tests/e2e/seo/audit.ts http://127.0.0.1:3000
 */
import Validator, { type Issue } from '@adobe/structured-data-validator'
import WebAutoExtractor from '@marbec/web-auto-extractor'
import { execFile } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import robotsParser from 'robots-parser'
import vnuJar from 'vnu-jar'

export type AuditedPage = {
  url: string
  status: number
  inSitemap: boolean
  html: string
  canonical: string | null
  robots: string | null
  title: string | null
  description: string | null
  ogImage: string | null
  nuErrors: string[]
  structuredData: Issue[]
}

type ImageCheck = { url: string; status: number; type: string | null; allowedByRobots: boolean }

export type Audit = { pages: AuditedPage[]; images: ImageCheck[]; sitemap: string[] }

/**
 * Made-up views of lists, with the address each may point search engines to instead: a page past
 * the last one must be a 404 (null); a filter value that is none of the options must be a 404 or,
 * served for visitors, not indexed and canonical to the unfiltered list.
 */
export const MADE_UP_LIST_VIEWS: ReadonlyArray<{ path: string; unfiltered: string | null }> = [
  { path: '/vacatures?page=99', unfiltered: null },
  { path: '/nieuws?page=99', unfiltered: null },
  { path: '/blog?page=50', unfiltered: null },
  { path: '/ervaringen-van-professionals?page=9', unfiltered: null },
  { path: '/vacatures?sector=Bestaatniet', unfiltered: '/vacatures' },
  { path: '/vacatures?location=Xyzstad', unfiltered: '/vacatures' },
  { path: '/vacatures?near=Nergenshuizen', unfiltered: '/vacatures' },
  { path: '/nieuws?subject=999999', unfiltered: '/nieuws' },
]

/** What a page shows when it has nothing to show: an empty list, or the 404 page's text. */
const NOTHING_SHOWN = ['Geen vacatures gevonden.', 'Geen artikelen gevonden.', 'Pagina niet gevonden']

/** Served with 200 and indexable, while it shows nothing: what search engines call a soft 404. */
export function isSoft404(page: AuditedPage): boolean {
  if (page.status !== 200 || page.robots?.includes('noindex')) return false
  const body = page.html.replace(/<head>[\s\S]*?<\/head>/, '')
  return NOTHING_SHOWN.some((text) => body.includes(`>${text}<`))
}

/** Why a made-up list view is wrong for search engines, or null when it is answered well. */
export function madeUpViewProblem(page: AuditedPage, unfiltered: string | null, origin: string): string | null {
  if (page.status === 404) return null
  if (unfiltered === null) return `answers ${page.status}, not 404`
  if (page.status !== 200) return `answers ${page.status}`
  if (!page.robots?.includes('noindex')) return 'may be indexed'
  const expected = new URL(unfiltered, origin).toString().replace(/\/$/, '')
  return page.canonical === expected ? null : `canonical ${page.canonical}, not ${expected}`
}

/** Page types that are not in the sitemap but are served, and so must be valid too. */
const EXTRA_PATHS = [
  '/vacatures?page=2',
  '/vacatures?search=verpleegkundige',
  '/nieuws?page=2',
  '/blog',
  '/blog?page=2',
  '/ervaringen-van-professionals?page=2',
  // A page without pages: '?page=2' shows the same page, no '(pagina 2)'.
  '/labels/koers-bouw?page=2',
  '/solliciteren/bedankt',
  '/contact/bedankt',
  '/bedankt-voor-je-sollicitatie',
  '/deze-pagina-bestaat-niet',
  ...MADE_UP_LIST_VIEWS.map((view) => view.path),
]

const decode = (text: string) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')

/** Text as the title check compares it: lower case, no accents or apostrophes, words apart. */
const fold = (text: string) =>
  ` ${text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['‘’`]/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()} `

/**
 * What breaks the title rules: '(pagina N)' on a page without pages (no pagination on it), and a
 * place named twice ('Monteur (Rotterdam) in Rotterdam bij …': the part after the last ' in '
 * names a place the title names before it).
 */
export function titleProblems(page: Pick<AuditedPage, 'url' | 'title' | 'html'>): string[] {
  const title = decode(page.title ?? '')
  const problems: string[] = []
  if (/\(pagina \d+\)/.test(title) && !page.html.includes('aria-label="Paginering"')) {
    problems.push(`${page.url}: a page number on a page without pages: ${title}`)
  }
  const main = title.replace(/ \| [^|]*$/, '')
  const company = main.lastIndexOf(' bij ')
  const what = company > 0 ? main.slice(0, company) : main
  const at = what.lastIndexOf(' in ')
  if (at > 0) {
    const before = fold(what.slice(0, at))
    for (const place of what.slice(at + 4).split(', ')) {
      if (fold(place).trim() && before.includes(fold(place)))
        problems.push(`${page.url}: names ${place} twice: ${title}`)
    }
  }
  return problems
}

/** The content of the first head element matching `pattern` (attributes in any order). */
function headValue(html: string, tag: RegExp, attribute: string): string | null {
  const element = html.match(tag)?.[0]
  const value = element?.match(new RegExp(`\\s${attribute}="([^"]*)"`))?.[1]
  return value === undefined ? null : decode(value)
}

function readHead(html: string) {
  return {
    canonical: headValue(html, /<link[^>]*\srel="canonical"[^>]*>/, 'href'),
    robots: headValue(html, /<meta[^>]*\sname="robots"[^>]*>/, 'content'),
    title: html.match(/<title>([^<]*)<\/title>/)?.[1] ?? null,
    description: headValue(html, /<meta[^>]*\sname="description"[^>]*>/, 'content'),
    ogImage: headValue(html, /<meta[^>]*\sproperty="og:image"[^>]*>/, 'content'),
  }
}

/** The page URLs a sitemap lists. */
function sitemapUrls(xml: string): string[] {
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => decode(match[1]))
}

/** Runs vnu.jar once over every saved page; errors (not warnings) per file name. */
async function checkHtml(pages: Array<{ name: string; html: string }>): Promise<Map<string, string[]>> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'koers-nu-'))
  try {
    for (const page of pages) fs.writeFileSync(path.join(dir, page.name), page.html)
    const files = pages.map((page) => path.join(dir, page.name))
    const java = process.env.JAVA || 'java'
    // vnu exits 1 when it found errors; its report (JSON on stderr) is what counts.
    const { stderr } = await promisify(execFile)(
      java,
      ['-jar', String(vnuJar), '--errors-only', '--filterpattern', 'CSS: .*', '--format', 'json', ...files],
      {
        maxBuffer: 64 * 1024 * 1024,
      },
    ).catch((error: { stderr?: string; code?: number }) => {
      if (typeof error.stderr !== 'string' || !error.stderr.startsWith('{')) throw error
      return { stderr: error.stderr }
    })
    const report = JSON.parse(stderr) as {
      messages: Array<{ type: string; url?: string; message: string; lastLine?: number; extract?: string }>
    }
    const byFile = new Map<string, string[]>()
    for (const message of report.messages) {
      if (message.type !== 'error' && message.type !== 'non-document-error') continue
      const name = path.basename(decodeURIComponent(message.url ?? ''))
      const list = byFile.get(name) ?? []
      list.push(`${message.message} (line ${message.lastLine ?? '?'}: ${message.extract?.trim() ?? ''})`)
      byFile.set(name, list)
    }
    return byFile
  } finally {
    fs.rmSync(dir, { recursive: true, force: true })
  }
}

async function checkStructuredData(html: string): Promise<Issue[]> {
  const extracted = new WebAutoExtractor({ addLocation: true, embedSource: ['rdfa', 'microdata'] }).parse(html)
  return new Validator().validate(extracted)
}

/** The path of a vacancy whose end date has passed, read over the public REST API. */
async function endedVacancyPath(origin: string): Promise<string | null> {
  const now = new Date().toISOString()
  const response = await fetch(
    `${origin}/api/vacancies?where[validThrough][less_than]=${encodeURIComponent(now)}&depth=0&limit=1`,
  )
  if (!response.ok) return null
  const { docs } = (await response.json()) as { docs: Array<{ uri?: string | null }> }
  return docs[0]?.uri ? `/${docs[0].uri}` : null
}

async function inBatches<T, R>(items: readonly T[], size: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = []
  for (let index = 0; index < items.length; index += size) {
    results.push(...(await Promise.all(items.slice(index, index + size).map(work))))
  }
  return results
}

export async function auditSite(origin: string, { extraPaths = [] }: { extraPaths?: string[] } = {}): Promise<Audit> {
  const [sitemapXml, robotsTxt, endedVacancy] = await Promise.all([
    fetch(`${origin}/sitemap.xml`).then((response) => response.text()),
    fetch(`${origin}/robots.txt`).then((response) => response.text()),
    endedVacancyPath(origin),
  ])
  const sitemap = sitemapUrls(sitemapXml)
  const robots = robotsParser(`${origin}/robots.txt`, robotsTxt)
  const extra = [
    ...new Set(
      [...EXTRA_PATHS, ...extraPaths, ...(endedVacancy ? [endedVacancy] : [])].map((extraPath) =>
        new URL(extraPath, origin).toString(),
      ),
    ),
  ].filter((url) => !sitemap.includes(url))
  const urls = [...sitemap, ...extra]

  const fetched = await inBatches(urls, 4, async (url) => {
    const response = await fetch(url, { redirect: 'manual' })
    return { url, status: response.status, html: await response.text() }
  })
  const nu = await checkHtml(fetched.map((page, index) => ({ name: `page-${index}.html`, html: page.html })))
  const pages: AuditedPage[] = []
  for (const [index, page] of fetched.entries()) {
    pages.push({
      ...page,
      inSitemap: sitemap.includes(page.url),
      ...readHead(page.html),
      nuErrors: nu.get(`page-${index}.html`) ?? [],
      structuredData: await checkStructuredData(page.html),
    })
  }

  const imageUrls = [...new Set(pages.flatMap((page) => (page.ogImage ? [page.ogImage] : [])))]
  const images = await inBatches(imageUrls, 4, async (url) => {
    const response = await fetch(url)
    await response.arrayBuffer()
    return {
      url,
      status: response.status,
      type: response.headers.get('content-type'),
      allowedByRobots: robots.isAllowed(url, 'Googlebot') !== false,
    }
  })
  return { pages, images, sitemap }
}

/** Figures for the report: one line per check. */
function summarise({ pages, images, sitemap }: Audit, origin: string): string[] {
  const count = (test: (page: AuditedPage) => boolean) => pages.filter(test).length
  const indexable = pages.filter((page) => page.status === 200 && !page.robots?.includes('noindex'))
  const duplicates = (values: Array<string | null>) => {
    const seen = new Map<string, number>()
    for (const value of values) if (value) seen.set(value, (seen.get(value) ?? 0) + 1)
    return [...seen.values()].filter((times) => times > 1).reduce((sum, times) => sum + times, 0)
  }
  const sdIssues = pages.flatMap((page) => page.structuredData)
  const nuErrors = pages.reduce((sum, page) => sum + page.nuErrors.length, 0)
  return [
    `pages: ${pages.length} (${sitemap.length} in the sitemap)`,
    `Nu HTML Checker: ${nuErrors} errors on ${count((page) => page.nuErrors.length > 0)} pages`,
    `structured data: ${sdIssues.filter((issue) => issue.severity === 'ERROR').length} errors, ${
      sdIssues.filter((issue) => issue.severity === 'WARNING').length
    } warnings (${[...new Set(sdIssues.map((issue) => `${issue.rootType}: ${issue.issueMessage}`))].join('; ')})`,
    `sitemap URLs not 200: ${count((page) => page.inSitemap && page.status !== 200)}; noindex in sitemap: ${count(
      (page) => page.inSitemap && Boolean(page.robots?.includes('noindex')),
    )}; canonical elsewhere: ${count((page) => page.inSitemap && page.canonical !== page.url)}`,
    `og:image on ${count((page) => Boolean(page.ogImage))} of ${pages.length} pages; images not 200: ${
      images.filter((image) => image.status !== 200).length
    }; blocked by robots.txt: ${images.filter((image) => !image.allowedByRobots).length}`,
    `soft 404s: ${count(isSoft404)}; made-up list views answered wrong: ${
      MADE_UP_LIST_VIEWS.filter(({ path: viewPath, unfiltered }) => {
        const page = pages.find((item) => item.url === new URL(viewPath, origin).toString())
        return !page || madeUpViewProblem(page, unfiltered, origin) !== null
      }).length
    } of ${MADE_UP_LIST_VIEWS.length}`,
    `indexable pages: ${indexable.length}; sharing a title: ${duplicates(indexable.map((page) => page.title))}; sharing a description: ${duplicates(
      indexable.map((page) => page.description),
    )}`,
  ]
}

if (process.argv[1] && import.meta.url.endsWith(path.basename(process.argv[1]))) {
  const origin = (process.argv[2] || 'http://127.0.0.1:3000').replace(/\/+$/, '')
  const audit = await auditSite(origin)
  console.log(summarise(audit, origin).join('\n'))
  if (process.argv.includes('--details')) {
    for (const page of audit.pages) {
      for (const error of page.nuErrors) console.log(`NU ${page.url}: ${error}`)
      for (const issue of page.structuredData) console.log(`SD ${issue.severity} ${page.url}: ${issue.issueMessage}`)
    }
  }
}
