/** What a Lighthouse report says about a page, reduced to what the benchmark keeps. */

/**
 * The parts of a Lighthouse report (`import('lighthouse').Result`) read here.
 * @typedef {{
 *   categories: Record<string, { score: number | null, auditRefs: { id: string }[] }>,
 *   audits: Record<string, { id: string, score?: number | null, scoreDisplayMode?: string, numericValue?: number }>,
 *   environment?: { benchmarkIndex?: number },
 * }} Report
 */

const METRICS = {
  fcpMs: 'first-contentful-paint',
  lcpMs: 'largest-contentful-paint',
  tbtMs: 'total-blocking-time',
  cls: 'cumulative-layout-shift',
  speedIndexMs: 'speed-index',
}
/** @type {Set<string | undefined>} */
const UNSCORED = new Set(['informative', 'notApplicable', 'manual', 'error'])

/**
 * Category scores as whole numbers (0-100).
 * @param {Report} lhr
 */
export function categoryScores(lhr) {
  return Object.fromEntries(
    Object.entries(lhr.categories).map(([key, category]) => [key, Math.round((category.score ?? 0) * 100)]),
  )
}

/**
 * Ids of the scored audits that did not pass, per category (a category without any is left out).
 * @param {Report} lhr
 */
export function failingAudits(lhr) {
  /** @type {Record<string, string[]>} */
  const failing = {}
  for (const [key, category] of Object.entries(lhr.categories)) {
    const ids = category.auditRefs
      .map((ref) => lhr.audits[ref.id])
      .filter(
        (audit) => audit && !UNSCORED.has(audit.scoreDisplayMode) && typeof audit.score === 'number' && audit.score < 1,
      )
      .map((audit) => audit.id)
    if (ids.length) failing[key] = ids
  }
  return failing
}

/**
 * The lab metrics behind the performance score (milliseconds rounded; CLS to three decimals).
 * @param {Report} lhr
 */
export function labMetrics(lhr) {
  return Object.fromEntries(
    Object.entries(METRICS).map(([name, id]) => {
      const value = lhr.audits[id]?.numericValue
      if (typeof value !== 'number') return [name, null]
      return [name, name === 'cls' ? Number(value.toFixed(3)) : Math.round(value)]
    }),
  )
}

/**
 * Lighthouse's measure of how fast the machine was (`environment.benchmarkIndex`: a fixed piece of
 * work timed before each run; higher is faster), the median of the runs. Its simulation takes a
 * page's tasks as they ran here, so a slower or busier machine scores the same page lower: this
 * says how much of a difference between two runs may be the machine's.
 * @param {Report[]} runs
 * @returns {number | null}
 */
export function medianBenchmarkIndex(runs) {
  const values = runs
    .map((run) => run.environment?.benchmarkIndex)
    .filter((value) => typeof value === 'number')
    .sort((a, b) => a - b)
  if (!values.length) return null
  const middle = Math.floor(values.length / 2)
  return Math.round(values.length % 2 ? values[middle] : (values[middle - 1] + values[middle]) / 2)
}
