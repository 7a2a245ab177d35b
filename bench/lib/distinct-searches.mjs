/**
 * Vacancy searches no one made before, for the benchmarks: each request of a run asks for a query
 * of its own, so the server renders it rather than serving a cached page. The searches are pieces
 * of the open vacancies' titles (so most of them find vacancies), alone or with the vacancy's place.
 */
import autocannon from 'autocannon'

/** @typedef {{ title: string, location: string }} VacancySample */

/**
 * Titles and places of the open vacancies, through Payload's REST API.
 * @param {string} origin
 * @returns {Promise<VacancySample[]>}
 */
export async function vacancySamples(origin) {
  const url = `${origin}/api/vacancies?limit=500&depth=0&select[title]=true&select[vacancyLocation]=true`
  /** @type {{ docs: { title: unknown, vacancyLocation?: unknown }[] }} */
  const { docs } = await (await fetch(url)).json()
  return docs.map((doc) => ({
    title: String(doc.title),
    location: doc.vacancyLocation ? String(doc.vacancyLocation) : '',
  }))
}

/** @param {string} title */
function* searchTexts(title) {
  const text = title.toLowerCase()
  for (let length = 4; length <= Math.min(16, text.length); length++) {
    for (let start = 0; start + length <= text.length; start++) {
      const piece = text.slice(start, start + length).trim()
      if (piece.length >= 4 && /^[\p{L}\d]+(?: [\p{L}\d]+)*$/u.test(piece)) yield piece
    }
  }
}

/**
 * An endless supply of distinct overview URLs (after `skip` of them, so runs can ask new ones).
 * @param {VacancySample[]} samples
 * @returns {() => string}
 */
export function distinctSearchHrefs(samples, skip = 0) {
  /** @type {Set<string>} */
  const seen = new Set()
  /** @type {string[]} */
  const hrefs = []
  for (const { title, location } of samples) {
    for (const search of searchTexts(title)) {
      /** @type {(Record<string, string> | null)[]} */
      const variants = [{ search }, location ? { search, location } : null]
      for (const params of variants) {
        if (!params) continue
        const href = `/vacatures?${new URLSearchParams(params)}`
        if (seen.has(href)) continue
        seen.add(href)
        hrefs.push(href)
      }
    }
  }
  // Mixed, so neighbouring requests ask for different vacancies; the same order on every run.
  let state = 1
  for (let index = hrefs.length - 1; index > 0; index--) {
    state = (state * 48271) % 2147483647
    const other = state % (index + 1)
    ;[hrefs[index], hrefs[other]] = [hrefs[other], hrefs[index]]
  }
  let next = skip
  return () => {
    const index = next++
    const round = Math.floor(index / hrefs.length)
    const href = hrefs[index % hrefs.length]
    // More requests than pieces: later rounds add a number to the search, still each its own query.
    return round === 0 ? href : href.replace(/search=([^&]*)/, `search=$1+${round}`)
  }
}

/**
 * Load with autocannon where every request asks a path of its own (`nextHref`: a new search, say).
 * With `amount`, stops after that many requests; otherwise after `duration` seconds.
 * @param {string} origin
 * @param {() => string} nextHref
 * @param {{ connections: number, duration?: number, amount?: number }} load
 * @returns {Promise<import('autocannon').Result>}
 */
export function loadDistinctPaths(origin, nextHref, { connections, duration, amount }) {
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url: origin,
        connections,
        pipelining: 1,
        ...(amount ? { amount } : { duration }),
        requests: [{ method: 'GET', setupRequest: (request) => ({ ...request, path: nextHref() }) }],
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    )
  })
}
