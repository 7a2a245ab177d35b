#!/usr/bin/env node
/**
 * `npm test`: the type check, lint, format check, a check of generated files, unused code (knip), unit, integration (SQLite, or PostgreSQL with TEST_DATABASE=postgres) and
 * end-to-end tests in Debian's Chromium. Installs Chromium first when it is missing and we are
 * root. Ends with the time each tier took, the name of every failed test, and one line that sums
 * every runner: 'N passed, N failed'.
 *
 *   node scripts/test.mjs [--only typecheck,lint,format,generated,knip,unit,integration,e2e] [--summary-file FILE]
 *                         [--with-postgres]
 *
 * --with-postgres runs the integration tests against PostgreSQL (TEST_POSTGRES_URL) too, last.
 */
import { spawn, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import pg from 'pg'

import { needsBuild, root } from './lib/build.mjs'
import { postgresUrl } from './lib/postgres-template.mjs'
import { collectTimings, slowest, timingTable } from './lib/test-timings.mjs'
import { runPayload } from './payload.mjs'

const args = process.argv.slice(2)
const option = (/** @type {string} */ name) => {
  const index = args.indexOf(name)
  return index === -1 ? undefined : args[index + 1]
}
const suites = (option('--only') ?? 'typecheck,lint,format,generated,knip,unit,integration,e2e').split(',')
const summaryFile = option('--summary-file')
const withPostgres = args.includes('--with-postgres')
const resultsDir = path.join(root, 'test-results')
fs.mkdirSync(resultsDir, { recursive: true })

function ensureChromium() {
  const chromium = process.env.CHROMIUM_PATH || '/usr/bin/chromium'
  if (fs.existsSync(chromium)) return
  if (process.getuid?.() !== 0) {
    console.error(`Chromium ontbreekt (${chromium}). Installeer het met: sudo apt-get install -y chromium`)
    process.exit(1)
  }
  console.log('Chromium installeren (apt-get)…')
  for (const aptArgs of [
    ['update', '-qq'],
    ['install', '-y', '-qq', 'chromium'],
  ]) {
    const result = spawnSync('apt-get', aptArgs, {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    })
    if (result.status !== 0) process.exit(result.status ?? 1)
  }
}

/** The Nu HTML Checker of the end-to-end tests runs on Java (Debian's default-jre-headless). */
function ensureJava() {
  if (spawnSync('java', ['-version'], { stdio: 'ignore' }).status === 0) return
  if (process.getuid?.() !== 0) {
    console.error('Java ontbreekt. Installeer het met: sudo apt-get install -y default-jre-headless')
    process.exit(1)
  }
  console.log('Java installeren (apt-get)…')
  for (const aptArgs of [
    ['update', '-qq'],
    ['install', '-y', '-qq', 'default-jre-headless'],
  ]) {
    const result = spawnSync('apt-get', aptArgs, {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    })
    if (result.status !== 0) process.exit(result.status ?? 1)
  }
}

/**
 * @param {string} command
 * @param {string[]} commandArgs
 * @param {Record<string, string>} [env]
 */
function run(command, commandArgs, env = {}) {
  const result = spawnSync(command, commandArgs, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } })
  return result.status ?? 1
}

/** @typedef {{ passed: number, failed: number, failures?: string[] }} Counts */

/**
 * @param {string} file
 * @returns {Counts}
 */
function vitestCounts(file) {
  if (!fs.existsSync(file)) return { passed: 0, failed: 1 }
  const report = JSON.parse(fs.readFileSync(file, 'utf8'))
  /** @type {string[]} */
  const failures = []
  for (const result of report.testResults ?? []) {
    const testFile = path.relative(root, result.name)
    const failedTests = (result.assertionResults ?? []).filter((/** @type {any} */ test) => test.status === 'failed')
    for (const test of failedTests) failures.push(`${testFile} › ${test.fullName}`)
    // A file that failed to load has no failed test of its own.
    if (result.status === 'failed' && failedTests.length === 0)
      failures.push(`${testFile} (${String(result.message || 'failed').split('\n')[0]})`)
  }
  return {
    passed: report.numPassedTests,
    failed:
      report.numFailedTests + (report.numTotalTestSuites && !report.success && report.numFailedTests === 0 ? 1 : 0),
    failures,
  }
}

/**
 * @param {string} file
 * @returns {Counts}
 */
function playwrightCounts(file) {
  if (!fs.existsSync(file)) return { passed: 0, failed: 1 }
  const report = JSON.parse(fs.readFileSync(file, 'utf8'))
  /** @type {string[]} */
  const failures = []
  /** @param {any} suite @param {string[]} titles */
  const walk = (suite, titles) => {
    const named = suite.title && !suite.title.endsWith('.ts') ? [...titles, suite.title] : titles
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests ?? [])
        if (test.status === 'unexpected') failures.push([spec.file, ...named, spec.title].join(' › '))
    for (const child of suite.suites ?? []) walk(child, named)
  }
  for (const suite of report.suites ?? []) walk(suite, [])
  for (const error of report.errors ?? []) failures.push(`(buiten een test) ${String(error.message).split('\n')[0]}`)
  const { stats } = report
  return {
    passed: stats.expected + stats.flaky,
    failed: stats.unexpected + (stats.expected + stats.unexpected === 0 ? 1 : 0),
    failures,
  }
}

/** Regenerates Payload's types and the admin's import map; a difference means a stale committed file. */
function checkGeneratedFiles() {
  const files = ['src/payload-types.ts', 'src/app/(payload)/admin/importMap.js'].map((file) => path.join(root, file))
  const before = files.map((file) => fs.readFileSync(file, 'utf8'))
  for (const command of ['generate:types', 'generate:importmap']) {
    const status = runPayload([command])
    if (status !== 0) return status
  }
  const stale = files.filter((file, index) => fs.readFileSync(file, 'utf8') !== before[index])
  for (const file of stale) console.error(`${path.relative(root, file)} was out of date; commit the regenerated file.`)
  return stale.length ? 1 : 0
}

/**
 * Vitest's arguments for one project, with its JSON report in `out`.
 * @param {string} project
 * @param {string} out
 */
const vitestArgs = (project, out) => [
  path.join(root, 'node_modules/vitest/vitest.mjs'),
  'run',
  '--project',
  project,
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${out}`,
]

/**
 * The counts of a step that is one check (type check, lint, a seed): passed or failed.
 * @param {number} status
 * @returns {Counts}
 */
const oneCheck = (status) => ({ passed: status === 0 ? 1 : 0, failed: status === 0 ? 0 : 1 })

/**
 * Runs one Vitest project as the step `label`, its JSON report beside the others.
 * @param {string} project
 * @param {string} label
 * @param {Record<string, string>} [env]
 */
function vitestStep(project, label, env = {}) {
  const out = path.join(resultsDir, `${label}.json`)
  fs.rmSync(out, { force: true })
  const status = run(process.execPath, vitestArgs(project, out), env)
  reports[label] = ['vitest', out]
  add(label, vitestCounts(out), status)
}

/** @type {{ passed: number, failed: number, failures: string[] }} */
const totals = { passed: 0, failed: 0, failures: [] }
/** @type {string[]} */
const tierLines = []
/** @type {{ step: string, seconds: number, passed: number, failed: number }[]} */
const tiers = []
/** The JSON report of each step that wrote one, for the timings at the end. */
/** @type {Record<string, ['vitest' | 'playwright', string]>} */
const reports = {}
let tierStart = Date.now()
/**
 * @param {string} label
 * @param {Counts} counts
 * @param {number} status
 * @param {number} [seconds] the step's time, when it did not run from tierStart until now
 */
const add = (label, counts, status, seconds = Math.round((Date.now() - tierStart) / 1000)) => {
  // A runner that failed without a failing test (crash, setup error) counts as one failure.
  const failed = counts.failed || (status !== 0 ? 1 : 0)
  totals.passed += counts.passed
  totals.failed += failed
  const failures = counts.failures?.length ? counts.failures : failed ? [`${label} (exit ${status})`] : []
  totals.failures.push(...failures.map((name) => `${label}: ${name}`))
  tierLines.push(`${label.padEnd(22)} ${String(seconds).padStart(5)} s  ${counts.passed} passed, ${failed} failed`)
  tiers.push({ step: label, seconds, passed: counts.passed, failed })
  console.log(`\n${label}: ${counts.passed} passed, ${failed} failed (${seconds} s)\n`)
}

/**
 * What the integration and e2e steps start from, made once in a process of its own beside the
 * static checks (scripts/lib/test-preparation.mjs): the seeded demo content on SQLite, the
 * production build, and the seeded PostgreSQL template database. A part that fails counts as a
 * failure, and the steps after it make their own (seed at their start) or fail.
 */
const usesPostgres = withPostgres || (suites.includes('integration') && process.env.TEST_DATABASE === 'postgres')
const usesSqliteSeed =
  suites.includes('e2e') || (suites.includes('integration') && process.env.TEST_DATABASE !== 'postgres')
const seededDir = path.join(resultsDir, 'seeded-data')
const templateDir = path.join(resultsDir, 'seeded-postgres')
const template = `koers_template_${process.pid}`
const preparationArgs = [
  ...(usesSqliteSeed && !process.env.SEEDED_DATA_DIR ? ['--seed', seededDir] : []),
  ...(suites.includes('e2e') && needsBuild() ? ['--build'] : []),
  ...(usesPostgres && !process.env.TEST_POSTGRES_TEMPLATE ? ['--postgres-template', template, templateDir] : []),
]
const preparationStatus = path.join(resultsDir, 'preparation.json')
const preparationLog = path.join(resultsDir, 'preparation.log')
/** @type {Record<string, { status: number, seconds: number }>} */
let prepared = {}
/** @type {Promise<void> | undefined} */
let preparationDone
if (preparationArgs.length) {
  fs.rmSync(preparationStatus, { force: true })
  const log = fs.openSync(preparationLog, 'w')
  const child = spawn(
    process.execPath,
    [path.join(root, 'scripts/lib/test-preparation.mjs'), preparationStatus, ...preparationArgs],
    {
      cwd: root,
      stdio: ['ignore', log, log],
      // The build need not check the types the typecheck step checks beside it.
      env: { ...process.env, ...(suites.includes('typecheck') ? { NEXT_TYPES_CHECKED: 'true' } : {}) },
    },
  )
  console.log(
    `Voorbereiding in de achtergrond (${preparationArgs.filter((arg) => arg.startsWith('--')).join(' ')}), log: ${path.relative(root, preparationLog)}`,
  )
  preparationDone = new Promise((resolve) => child.once('exit', () => resolve()))
}

/** The status file the preparation writes after each part. */
function readPrepared() {
  try {
    prepared = JSON.parse(fs.readFileSync(preparationStatus, 'utf8'))
  } catch {
    // not written yet
  }
}

/** @type {Set<string>} */
const reported = new Set()
/**
 * Waits until the preparation has made `part` (or ended without it), counts it as a step once,
 * and names what it made for the steps after it.
 * @param {string} part
 */
async function awaitPrepared(part) {
  if (!preparationDone || reported.has(part)) return
  let ended = false
  void preparationDone.then(() => (ended = true))
  for (;;) {
    readPrepared()
    if (prepared[part] || ended) break
    await new Promise((resolve) => setTimeout(resolve, 1000))
  }
  readPrepared()
  reported.add(part)
  const result = prepared[part] ?? { status: 1, seconds: 0 }
  if (result.status !== 0 || ended) console.log(fs.readFileSync(preparationLog, 'utf8'))
  if (result.status === 0 && part === 'seeded data') process.env.SEEDED_DATA_DIR = seededDir
  if (result.status === 0 && part === 'postgres template')
    Object.assign(process.env, { TEST_POSTGRES_TEMPLATE: template, TEST_POSTGRES_TEMPLATE_DIR: templateDir })
  add(part, oneCheck(result.status), result.status, result.seconds)
}

/** The preparation's parts a step needs, in the order they are made. */
const /** @type {Record<string, string[]>} */ needs = {
    'integration-sqlite': ['seeded data'],
    'integration-postgres': ['postgres template'],
    e2e: ['seeded data', 'build'],
  }
/** @param {string} step */
async function awaitNeeds(step) {
  for (const part of needs[step] ?? []) if (partRequested(part)) await awaitPrepared(part)
}
/** @type {Record<string, string>} */
const PART_FLAGS = { 'seeded data': '--seed', build: '--build', 'postgres template': '--postgres-template' }
/** @param {string} part */
const partRequested = (part) => preparationArgs.includes(PART_FLAGS[part])

for (const suite of suites) {
  tierStart = Date.now()
  if (suite === 'integration') await awaitNeeds(`integration-${process.env.TEST_DATABASE || 'sqlite'}`)
  if (suite === 'e2e') await awaitNeeds('e2e')
  tierStart = Date.now()
  if (suite === 'typecheck') {
    const status = run(process.execPath, [path.join(root, 'node_modules/typescript/bin/tsc'), '--noEmit'])
    add('typecheck', oneCheck(status), status)
  } else if (suite === 'generated') {
    const status = checkGeneratedFiles()
    add('generated', oneCheck(status), status)
  } else if (suite === 'knip') {
    const status = run(process.execPath, [path.join(root, 'node_modules/knip/bin/knip.js'), '--no-progress'])
    add('knip', oneCheck(status), status)
  } else if (suite === 'lint') {
    const eslintStatus = run(process.execPath, [
      path.join(root, 'node_modules/eslint/bin/eslint.js'),
      '.',
      '--max-warnings=0',
    ])
    // Import circles and the layers: madge reads the import graph once, where ESLint's
    // import/no-cycle walks it again for every file (four minutes on two cores against seconds).
    const layerStatus = run(process.execPath, [path.join(root, 'scripts/layers.mjs')])
    const status = eslintStatus || layerStatus
    add('lint', oneCheck(status), status)
  } else if (suite === 'format') {
    const status = run(process.execPath, [
      path.join(root, 'node_modules/prettier/bin/prettier.cjs'),
      '--check',
      '--log-level=warn',
      '.',
    ])
    add('format', oneCheck(status), status)
  } else if (suite === 'unit' || suite === 'integration') {
    const database = suite === 'integration' ? `-${process.env.TEST_DATABASE || 'sqlite'}` : ''
    vitestStep(suite, `${suite}${database}`)
  } else if (suite === 'e2e') {
    ensureChromium()
    ensureJava()
    const out = path.join(resultsDir, 'e2e.json')
    fs.rmSync(out, { force: true })
    const status = run(process.execPath, [path.join(root, 'node_modules/@playwright/test/cli.js'), 'test'])
    reports.e2e = ['playwright', out]
    add('e2e', playwrightCounts(out), status)
  } else {
    console.error(`Onbekende testsuite: ${suite}`)
    process.exit(2)
  }
}

if (withPostgres) {
  tierStart = Date.now()
  await awaitNeeds('integration-postgres')
  tierStart = Date.now()
  vitestStep('integration', 'integration-postgres', { TEST_DATABASE: 'postgres', SEEDED_DATA_DIR: '' })
}

// Whatever the preparation made that no step waited for still counts (a failed build, say).
for (const part of ['seeded data', 'build', 'postgres template']) if (partRequested(part)) await awaitPrepared(part)
await preparationDone
if (preparationArgs.includes('--postgres-template')) {
  const admin = new pg.Client({ connectionString: postgresUrl() })
  await admin
    .connect()
    .then(() => admin.query(`DROP DATABASE IF EXISTS ${template} WITH (FORCE)`))
    .catch(() => undefined)
  await admin.end().catch(() => undefined)
}

if (summaryFile) fs.writeFileSync(summaryFile, JSON.stringify(totals))
// Where the minutes went: each step's time and the slowest files and tests, kept for comparison.
const timings = collectTimings(reports, root)
const slowestFiles = slowest(timings.files, 15)
const slowestTests = slowest(timings.tests, 15)
fs.writeFileSync(
  path.join(resultsDir, 'timings.json'),
  JSON.stringify({ finishedAt: new Date().toISOString(), tiers, slowestFiles, slowestTests, ...timings }, null, 2),
)
console.log(`\n${timingTable('Slowest test files:', slowestFiles)}`)
console.log(`\n${timingTable('Slowest tests:', slowestTests)}`)
console.log(`\n${tierLines.join('\n')}`)
if (totals.failures.length) console.log(`\nFailed:\n${totals.failures.map((name) => `  ${name}`).join('\n')}`)
console.log(`\n${totals.passed} passed, ${totals.failed} failed`)
process.exit(totals.failed ? 1 : 0)
