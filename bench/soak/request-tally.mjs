/**
 * Counts of answers per kind of request (a page view, a form post, the editor's API calls…):
 * by status class, connections that failed, and response times.
 */

/**
 * @typedef {{ total: number, ok2xx: number, redirect3xx: number, client4xx: number, server5xx: number,
 *   failed: number, unexpected: number, durationsMs: number[], statuses: Record<string, number> }} KindCount
 */

/** @returns {KindCount} */
const emptyCount = () => ({
  total: 0,
  ok2xx: 0,
  redirect3xx: 0,
  client4xx: 0,
  server5xx: 0,
  failed: 0,
  unexpected: 0,
  durationsMs: [],
  statuses: {},
})

/**
 * @param {number[]} values
 * @param {number} p
 */
function percentile(values, p) {
  if (!values.length) return null
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]
}

export function createRequestTally() {
  /** @type {Map<string, KindCount>} */
  const kinds = new Map()
  /** @type {{ kind: string, status: number | string, detail: string }[]} */
  const firstProblems = []
  const count = (/** @type {string} */ kind) => {
    let entry = kinds.get(kind)
    if (!entry) {
      entry = emptyCount()
      kinds.set(kind, entry)
    }
    return entry
  }
  /** Keeps the first few problems for the report (what went wrong, not only how often). */
  const note = (/** @type {string} */ kind, /** @type {number | string} */ status, /** @type {string} */ detail) => {
    if (firstProblems.length < 20) firstProblems.push({ kind, status, detail })
  }
  return {
    /**
     * One answer. `expected` says whether its status is what this request should get (a 404 is
     * right for an unknown page, wrong for a page of the route table).
     * @param {string} kind
     * @param {number} status
     * @param {number} durationMs
     * @param {{ expected?: boolean, detail?: string }} [options]
     */
    answer(kind, status, durationMs, { expected = status < 400, detail = '' } = {}) {
      const entry = count(kind)
      entry.total++
      entry.durationsMs.push(durationMs)
      entry.statuses[status] = (entry.statuses[status] ?? 0) + 1
      if (status >= 500) entry.server5xx++
      else if (status >= 400) entry.client4xx++
      else if (status >= 300) entry.redirect3xx++
      else entry.ok2xx++
      if (!expected || status >= 500) {
        entry.unexpected++
        note(kind, status, detail)
      }
    },
    /**
     * A request that got no answer (connection refused or reset, timed out).
     * @param {string} kind
     * @param {string} detail
     */
    failure(kind, detail) {
      const entry = count(kind)
      entry.total++
      entry.failed++
      note(kind, 'no answer', detail)
    },
    /** Totals over every kind. */
    totals() {
      let total = 0
      let server5xx = 0
      let failed = 0
      let unexpected = 0
      for (const entry of kinds.values()) {
        total += entry.total
        server5xx += entry.server5xx
        failed += entry.failed
        unexpected += entry.unexpected
      }
      return { total, server5xx, failed, unexpected }
    },
    /** Kinds that never got the answer they should have: that traffic was not exercised. */
    kindsWithoutSuccess() {
      return [...kinds].filter(([, entry]) => entry.total - entry.unexpected - entry.failed === 0).map(([kind]) => kind)
    },
    /** A row per kind, sorted by name, for the report. */
    rows() {
      return [...kinds]
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([kind, entry]) => ({
          kind,
          total: entry.total,
          '2xx': entry.ok2xx,
          '3xx': entry.redirect3xx,
          '4xx': entry.client4xx,
          '5xx': entry.server5xx,
          'no answer': entry.failed,
          unexpected: entry.unexpected,
          'p50 ms': round(percentile(entry.durationsMs, 50)),
          'p95 ms': round(percentile(entry.durationsMs, 95)),
          statuses: Object.entries(entry.statuses)
            .map(([status, times]) => `${status}×${times}`)
            .join(' '),
        }))
    },
    firstProblems: () => [...firstProblems],
  }
}

/** @param {number | null} value */
const round = (value) => (value === null ? null : Math.round(value))

/** @typedef {ReturnType<typeof createRequestTally>} RequestTally */
