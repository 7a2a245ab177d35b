/**
 * Anonymous visitors: page views of every page type (and the images they show), the client
 * router's RSC navigations and prefetches, searches no one made before and filter choices on the
 * vacancy overview, unknown addresses, old addresses that redirect, and the machine-read
 * addresses: /api/page-data, /api/route-table, the sitemap and the vacancy feed.
 */
import { computeCacheBustingSearchParam } from 'next/dist/shared/lib/router/utils/cache-busting-search-param.js'

import { timedRequest } from './timed-request.mjs'
import { distinctSearchHrefs } from '../lib/distinct-searches.mjs'

/** Pages outside the route table that visitors reach from the site's own links. */
const APP_PAGES = ['/vacature-alert/aanmelden', '/bewaarde-vacatures']

/**
 * A small reproducible random source (mulberry32), so runs ask the same mix.
 * @param {number} seed
 */
function seededRandom(seed) {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let value = state
    value = Math.imul(value ^ (value >>> 15), value | 1)
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61)
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296
  }
}

/**
 * The overview's filter choices: each filter alone, combined, a distance around a place, sorted
 * by date, further pages.
 * @param {import('./site-inventory.mjs').SiteInventory} inventory
 */
function filterHrefs({ sectors, functions, places }) {
  /** @type {Record<string, string>[]} */
  const choices = []
  for (const sector of sectors) choices.push({ sector }, { sector, sort: 'nieuwste' })
  for (const group of functions) choices.push({ function: group })
  for (const place of places.slice(0, 30)) {
    choices.push({ location: place })
    for (const km of ['10', '25', '50']) choices.push({ near: place, km })
  }
  sectors.forEach((sector, index) => {
    if (functions.length) choices.push({ sector, function: functions[index % functions.length] })
    if (places.length) choices.push({ sector, location: places[index % places.length] })
  })
  for (const page of ['2', '3']) choices.push({ page }, { page, sort: 'nieuwste' })
  return choices.map((params) => `/vacatures?${new URLSearchParams(params)}`)
}

/** @param {string} path */
const pageDataUri = (path) => (path === '/' ? '__home__' : path.replace(/^\//, ''))

/** @param {string} href */
const withRsc = (/** @type {string} */ href, /** @type {string} */ hash) =>
  `${href}${href.includes('?') ? '&' : '?'}_rsc=${hash}`

/**
 * The first optimised image of a page's HTML, as the browser would ask for it.
 * @param {string} html
 */
const firstImage = (html) => /src="(\/_next\/image\?[^"]+)"/.exec(html)?.[1]?.replaceAll('&amp;', '&')

/**
 * @param {{ origin: string, inventory: import('./site-inventory.mjs').SiteInventory,
 *   tally: import('./request-tally.mjs').RequestTally, visitors: number, until: number, stop: AbortSignal }} options
 */
export async function runVisitors({ origin, inventory, tally, visitors, until, stop }) {
  const random = seededRandom(20_251_125)
  const pick = (/** @type {readonly string[]} */ list) => list[Math.floor(random() * list.length)]
  const pageTypes = [...inventory.pathsByType.keys()]
  // A page type first, then one of its pages: every type is visited, not only the many vacancies.
  const anyPage = () => pick(inventory.pathsByType.get(pick(pageTypes)) ?? ['/'])
  const nextSearch = distinctSearchHrefs(inventory.samples)
  const filters = filterHrefs(inventory)
  let filterIndex = 0
  let unknownIndex = 0
  // Without a router state the client's cache-busting parameter is empty; a prefetch has its own.
  const navigationHash = await computeCacheBustingSearchParam(undefined, undefined, undefined, undefined)
  const prefetchHash = await computeCacheBustingSearchParam('1', undefined, undefined, undefined)
  /** @type {string[]} */
  const images = []

  /** @type {[number, () => Promise<unknown> | undefined][]} */
  const actions = [
    [
      30,
      async () => {
        const path = random() < 0.1 ? pick(APP_PAGES) : anyPage()
        const answer = await timedRequest(
          tally,
          { kind: 'page', url: `${origin}${path}`, init: { headers: { accept: 'text/html' } } },
          stop,
        )
        const image = answer && firstImage(answer.text)
        if (image && !images.includes(image)) images.push(image)
      },
    ],
    [
      18,
      () =>
        timedRequest(
          tally,
          {
            kind: 'rsc-navigation',
            url: `${origin}${withRsc(anyPage(), navigationHash)}`,
            init: { headers: { RSC: '1' } },
          },
          stop,
        ),
    ],
    [
      6,
      () =>
        timedRequest(
          tally,
          {
            kind: 'rsc-prefetch',
            url: `${origin}${withRsc(anyPage(), prefetchHash)}`,
            init: { headers: { RSC: '1', 'Next-Router-Prefetch': '1' } },
          },
          stop,
        ),
    ],
    [
      6,
      () =>
        images.length
          ? timedRequest(
              tally,
              {
                kind: 'image',
                url: `${origin}${pick(images)}`,
                init: { headers: { accept: 'image/avif,image/webp,*/*' } },
              },
              stop,
            )
          : undefined,
    ],
    [
      10,
      () =>
        // Half of them as the overview's own client navigation (RSC), half as a page load.
        random() < 0.5
          ? timedRequest(tally, { kind: 'search', url: `${origin}${nextSearch()}` }, stop)
          : timedRequest(
              tally,
              {
                kind: 'search-rsc',
                url: `${origin}${withRsc(nextSearch(), navigationHash)}`,
                init: { headers: { RSC: '1' } },
              },
              stop,
            ),
    ],
    [
      10,
      () => timedRequest(tally, { kind: 'filter', url: `${origin}${filters[filterIndex++ % filters.length]}` }, stop),
    ],
    [
      8,
      () =>
        timedRequest(
          tally,
          { kind: 'page-data', url: `${origin}/api/page-data?uri=${encodeURIComponent(pageDataUri(anyPage()))}` },
          stop,
        ),
    ],
    [
      2,
      () =>
        timedRequest(
          tally,
          {
            kind: 'page-data-unknown',
            url: `${origin}/api/page-data?uri=bestaat-niet-${unknownIndex++}`,
            expect: is404,
          },
          stop,
        ),
    ],
    [3, () => timedRequest(tally, { kind: 'route-table', url: `${origin}/api/route-table` }, stop)],
    [2, () => timedRequest(tally, { kind: 'sitemap', url: `${origin}/sitemap.xml` }, stop)],
    [2, () => timedRequest(tally, { kind: 'feed', url: `${origin}/feeds/vacatures.xml` }, stop)],
    [
      2,
      () =>
        timedRequest(
          tally,
          { kind: 'not-found', url: `${origin}/bestaat-niet/${unknownIndex++}`, expect: is404 },
          stop,
        ),
    ],
    [
      1,
      () =>
        inventory.redirects.length
          ? timedRequest(
              tally,
              {
                kind: 'redirect',
                url: `${origin}${pick(inventory.redirects)}`,
                expect: (status) => status >= 300 && status < 400,
              },
              stop,
            )
          : undefined,
    ],
  ]
  const totalWeight = actions.reduce((sum, [weight]) => sum + weight, 0)
  const nextAction = () => {
    let roll = random() * totalWeight
    for (const [weight, action] of actions) {
      roll -= weight
      if (roll < 0) return action
    }
    return actions[0][1]
  }

  const visitor = async () => {
    while (Date.now() < until && !stop.aborted) await nextAction()()
  }
  await Promise.all(Array.from({ length: visitors }, visitor))
  return { pageTypes }
}

const is404 = (/** @type {number} */ status) => status === 404
