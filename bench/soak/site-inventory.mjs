/**
 * What there is to visit, read once from the running site: every path of the route table by page
 * type (redirects apart), the vacancies (for searches and applications) and the overview's filter
 * values (sector and function groups, places).
 */
import { vacancySamples } from '../lib/distinct-searches.mjs'

/** @typedef {{ pageType: string, collection?: string, id?: number, to?: string, status?: number }} RouteEntry */

/**
 * The whole route table, following its pages (`Link: <...>; rel="next"`).
 * @param {string} origin
 * @returns {Promise<Record<string, RouteEntry>>}
 */
async function readRouteTable(origin) {
  /** @type {Record<string, RouteEntry>} */
  const table = {}
  /** @type {string | null} */
  let next = '/api/route-table'
  while (next) {
    /** @type {Response} */
    const response = await fetch(`${origin}${next}`)
    if (!response.ok) throw new Error(`/api/route-table answered ${response.status}`)
    Object.assign(table, await response.json())
    next = /<([^>]+)>;\s*rel="next"/.exec(response.headers.get('link') ?? '')?.[1] ?? null
  }
  return table
}

/**
 * Titles of a group collection's documents (the overview filters by title).
 * @param {string} origin
 * @param {string} collection
 */
async function groupTitles(origin, collection) {
  const response = await fetch(`${origin}/api/${collection}?limit=100&depth=0&select[title]=true`)
  if (!response.ok) return []
  /** @type {{ docs: { title: string }[] }} */
  const { docs } = await response.json()
  return docs.map((doc) => doc.title)
}

/** @param {string} origin */
export async function readSiteInventory(origin) {
  const table = await readRouteTable(origin)
  /** @type {Map<string, string[]>} */
  const pathsByType = new Map()
  /** @type {string[]} */
  const redirects = []
  for (const [path, entry] of Object.entries(table)) {
    if (entry.pageType === 'redirect') {
      redirects.push(path)
      continue
    }
    const paths = pathsByType.get(entry.pageType) ?? []
    paths.push(path)
    pathsByType.set(entry.pageType, paths)
  }
  const response = await fetch(`${origin}/api/vacancies?limit=200&depth=0&select[title]=true`)
  /** @type {{ docs: { id: number }[] }} */
  const { docs } = await response.json()
  const samples = await vacancySamples(origin)
  return {
    pathsByType,
    redirects,
    vacancyIds: docs.map((doc) => doc.id),
    samples,
    sectors: await groupTitles(origin, 'sectorGroups'),
    functions: await groupTitles(origin, 'functionGroups'),
    places: [...new Set(samples.map((sample) => sample.location.split(',')[0].trim()).filter(Boolean))],
  }
}

/** @typedef {Awaited<ReturnType<typeof readSiteInventory>>} SiteInventory */
