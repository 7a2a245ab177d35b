/**
 * Where a test run's minutes went: the slowest test files and tests of the JSON reports that
 * Vitest and Playwright write in `npm test`, for the summary and `test-results/timings.json`.
 */
import fs from 'node:fs'
import path from 'node:path'

/** @typedef {{ step: string, name: string, seconds: number }} Timing */

const seconds = (/** @type {number} */ ms) => Math.round(ms / 100) / 10

/**
 * The files and tests of one Vitest JSON report (Jest's format: start and end per file, a duration
 * per test).
 * @param {string} step
 * @param {any} report
 * @param {string} root
 * @returns {{ files: Timing[], tests: Timing[] }}
 */
function vitestTimings(step, report, root) {
  /** @type {Timing[]} */
  const files = []
  /** @type {Timing[]} */
  const tests = []
  for (const result of report.testResults ?? []) {
    const file = path.relative(root, result.name)
    if (result.startTime && result.endTime)
      files.push({ step, name: file, seconds: seconds(result.endTime - result.startTime) })
    for (const test of result.assertionResults ?? [])
      if (typeof test.duration === 'number')
        tests.push({ step, name: `${file} › ${test.fullName}`, seconds: seconds(test.duration) })
  }
  return { files, tests }
}

/**
 * The files and tests of a Playwright JSON report: a test's time is the sum of its tries; a
 * file's is the sum of its tests (hooks included in each test's time).
 * @param {string} step
 * @param {any} report
 * @returns {{ files: Timing[], tests: Timing[] }}
 */
function playwrightTimings(step, report) {
  /** @type {Map<string, number>} */
  const fileMs = new Map()
  /** @type {Timing[]} */
  const tests = []
  /** @param {any} suite @param {string[]} titles */
  const walk = (suite, titles) => {
    const named = suite.title && !suite.title.endsWith('.ts') ? [...titles, suite.title] : titles
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests ?? []) {
        const ms = (test.results ?? []).reduce(
          (/** @type {number} */ sum, /** @type {any} */ result) => sum + (result.duration ?? 0),
          0,
        )
        fileMs.set(spec.file, (fileMs.get(spec.file) ?? 0) + ms)
        tests.push({ step, name: [spec.file, ...named, spec.title].join(' › '), seconds: seconds(ms) })
      }
    for (const child of suite.suites ?? []) walk(child, named)
  }
  for (const suite of report.suites ?? []) walk(suite, [])
  const files = [...fileMs].map(([name, ms]) => ({ step, name, seconds: seconds(ms) }))
  return { files, tests }
}

/**
 * The `count` slowest of `timings`, slowest first.
 * @param {Timing[]} timings
 * @param {number} count
 */
export const slowest = (timings, count) => [...timings].sort((a, b) => b.seconds - a.seconds).slice(0, count)

/**
 * Reads the reports named by step (`{ step: [kind, file] }`) that exist, and returns every file's
 * and test's time.
 * @param {Record<string, ['vitest' | 'playwright', string]>} reports
 * @param {string} root
 */
export function collectTimings(reports, root) {
  /** @type {Timing[]} */
  const files = []
  /** @type {Timing[]} */
  const tests = []
  for (const [step, [kind, file]] of Object.entries(reports)) {
    if (!fs.existsSync(file)) continue
    let report
    try {
      report = JSON.parse(fs.readFileSync(file, 'utf8'))
    } catch {
      continue
    }
    const found = kind === 'vitest' ? vitestTimings(step, report, root) : playwrightTimings(step, report)
    files.push(...found.files)
    tests.push(...found.tests)
  }
  return { files, tests }
}

/**
 * A table of timings for the console: seconds, step and name, one a line.
 * @param {string} title
 * @param {Timing[]} timings
 */
export function timingTable(title, timings) {
  const lines = timings.map(
    ({ step, name, seconds: s }) => `${s.toFixed(1).padStart(7)} s  ${step.padEnd(20)} ${name.slice(0, 140)}`,
  )
  return [title, ...lines].join('\n')
}
