#!/usr/bin/env node
/**
 * `npm run bench:vacancies`: how the vacancy overview holds up with 10,000 vacancies. Not a test.
 *  1. Generates the demo content plus vacancies up to 10,000 into a separate SQLite database
 *     (and, with --postgres, a separate PostgreSQL database).
 *  2. Times the database work of a filtered, searched overview page (no cache) and of the filter
 *     options, through the same functions the site uses; and route resolution: one path, an
 *     edit, a deep route-table API page, beside the whole route table.
 *  3. Starts the production build on that database and times whole `/vacatures?...` responses:
 *     each URL's first request (rendered) and repeats of one URL (served from Next's cache).
 * Prints median and p95 per measurement.
 *
 *   npm run bench:vacancies [-- --postgres] [-- --count 10000] [-- --database-only] [-- --keep]
 * With --database-only, only step 2's overview queries (no route resolution, no build, no server).
 */
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'

import { BENCH_QUERIES, benchHref } from './queries.mjs'
import { buildIfNeeded, root, serveScript } from '../../scripts/lib/build.mjs'
import { runPayload } from '../../scripts/payload.mjs'

const args = process.argv.slice(2)
const count = Number(args[args.indexOf('--count') + 1] || 0) || 10_000
const databases = args.includes('--postgres') ? ['sqlite', 'postgres'] : ['sqlite']
const databaseOnly = args.includes('--database-only')
// Keeps the generated databases (in the temporary directory, and on PostgreSQL) for the next run
// with --keep and the same count, which then measures without generating again.
const keep = args.includes('--keep')
const port = Number(process.env.BENCH_PORT || 3213)
const origin = `http://127.0.0.1:${port}`
const postgresAdmin = process.env.TEST_POSTGRES_URL || 'postgres://postgres@127.0.0.1:5432/postgres'

/**
 * Environment of the build and the server, with the benchmark's own build directory.
 * @typedef {NodeJS.ProcessEnv & { NEXT_DIST_DIR: string }} BenchEnv
 */

/**
 * @param {number[]} values
 * @param {number} p
 */
const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]
}
const summary = (/** @type {number[]} */ values) => ({
  runs: values.length,
  'median ms': Number(percentile(values, 50).toFixed(1)),
  'p95 ms': Number(percentile(values, 95).toFixed(1)),
})

/**
 * @param {string} script
 * @param {string[]} scriptArgs
 * @param {NodeJS.ProcessEnv} env
 */
function payloadScript(script, scriptArgs, env) {
  const status = runPayload(['run', script, ...scriptArgs], env)
  if (status !== 0) throw new Error(`${script} failed with ${status}`)
}

/** @param {import('node:child_process').ChildProcess} server */
async function waitHealthy(server) {
  const deadline = Date.now() + 600_000
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error('The server stopped')
    try {
      if ((await fetch(`${origin}/healthz`)).ok) return
    } catch {
      // still starting
    }
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  throw new Error('The server did not start')
}

/** @param {string} url */
async function timeRequest(url) {
  const started = performance.now()
  const response = await fetch(origin + url)
  await response.text()
  if (!response.ok) throw new Error(`${url} answered ${response.status}`)
  return performance.now() - started
}

/**
 * Next's runtime caches (data and rendered pages), so that each database starts cold.
 * @param {string} distDir
 */
function clearRuntimeCaches(distDir) {
  for (const part of ['cache/fetch-cache', 'server/route-cache'])
    fs.rmSync(path.join(root, distDir, part), { recursive: true, force: true })
}

/** @param {BenchEnv} env */
async function measureHttp(env) {
  clearRuntimeCaches(env.NEXT_DIST_DIR)
  const server = spawn(process.execPath, [serveScript, '-p', String(port), '-H', '127.0.0.1'], {
    cwd: root,
    env: { ...env, SEED_ON_START: 'false', JOBS_AUTORUN: 'false' },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  try {
    await waitHealthy(server)
    await timeRequest('/vacatures') // computes and caches the filter options once
    const rendered = []
    for (const state of BENCH_QUERIES) rendered.push(await timeRequest(benchHref(state)))
    const repeated = benchHref(BENCH_QUERIES[0])
    const cached = []
    for (let run = 0; run < 200; run++) cached.push(await timeRequest(repeated))
    return { rendered, cached, example: repeated }
  } finally {
    server.kill('SIGTERM')
    await new Promise((resolve) => server.once('exit', resolve))
    clearRuntimeCaches(env.NEXT_DIST_DIR)
  }
}

/**
 * @param {string} kind
 * @param {(database: { dataDir: string, url: string }) => Promise<void>} run
 */
async function withDatabase(kind, run) {
  const kept = path.join(os.tmpdir(), `koers-bench-vacancies-kept-${kind}-${count}`)
  const dataDir = keep ? kept : fs.mkdtempSync(path.join(os.tmpdir(), 'koers-bench-vacancies-'))
  fs.mkdirSync(dataDir, { recursive: true })
  let url = `file:${path.join(dataDir, 'bench.db')}`
  const name = keep ? `koers_bench_kept_${count}` : `koers_bench_${process.pid}_${Date.now()}`
  const admin = kind === 'postgres' ? new pg.Client({ connectionString: postgresAdmin }) : null
  if (admin) {
    await admin.connect()
    const exists = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name])
    if (!exists.rowCount) await admin.query(`CREATE DATABASE ${name}`)
    const parsed = new URL(postgresAdmin)
    parsed.pathname = `/${name}`
    url = parsed.toString()
  }
  try {
    return await run({ dataDir, url })
  } finally {
    if (admin && !keep) await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
    await admin?.end()
    if (!keep) fs.rmSync(dataDir, { recursive: true, force: true })
  }
}

/** @type {Record<string, ReturnType<typeof summary>>} */
const rows = {}
/** @type {string[]} */
const notes = []
/** @type {BenchEnv} */
const buildEnv = {
  ...process.env,
  // Its own build directory: Next keeps its data cache there across builds, and the benchmark's
  // 10,000 vacancies must never show up in another run (or its pages in the next database's run).
  NEXT_DIST_DIR: process.env.BENCH_DIST_DIR || '.next-vacancies-bench',
  PAYLOAD_SECRET: 'bench-secret-0123456789abcdef0123456789abcdef',
  LOCAL_DEMO: 'true',
}
if (!databaseOnly) buildIfNeeded(buildEnv)
for (const kind of databases) {
  await withDatabase(kind, async ({ dataDir, url }) => {
    /** @type {BenchEnv} */
    const env = {
      ...buildEnv,
      NODE_ENV: 'production',
      DATA_DIR: dataDir,
      DATABASE_URL: url,
      SITE_URL: origin,
    }
    // A kept database that was filled completely is measured as it is.
    const generated = path.join(dataDir, 'generated')
    if (!fs.existsSync(generated)) {
      console.log(`\n${kind}: ${count} vacatures aanmaken…`)
      const started = Date.now()
      payloadScript('bench/vacancies/generate.ts', [String(count)], env)
      notes.push(`${kind}: generated in ${Math.round((Date.now() - started) / 1000)} s`)
      if (keep) fs.writeFileSync(generated, new Date().toISOString())
    } else {
      // A kept database gets the migrations committed since it was generated.
      payloadScript('scripts/migrate.ts', [], env)
    }
    const output = path.join(dataDir, 'query.json')
    payloadScript('bench/vacancies/measure-query.ts', [], { ...env, BENCH_OUTPUT: output })
    const query = JSON.parse(fs.readFileSync(output, 'utf8'))
    notes.push(
      `${kind}: ${query.vacancies} vacancies; matches per query median ${percentile(query.matches, 50)}, max ${Math.max(...query.matches)}`,
    )
    rows[`${kind}: filtered + searched page (database)`] = summary(query.search)
    rows[`${kind}: that page with its faceted filter counts (database)`] = summary(query.overview)
    rows[`${kind}: page with 'Salaris vanaf' 3000 (database)`] = summary(query.withSalary)
    rows[`${kind}: the same page without it, timed in turn (database)`] = summary(query.withoutSalary)
    rows[`${kind}: filter options with counts (database)`] = summary(query.options)
    // Each state with and without the filter, as a pair: the median of the ratios says what the
    // filter costs, where the two medians alone also differ by the load of the moment.
    const ratios = query.withSalary.map(
      (/** @type {number} */ paid, /** @type {number} */ index) => paid / query.withoutSalary[index],
    )
    notes.push(
      `${kind}: 'Salaris vanaf' costs ${((percentile(ratios, 50) - 1) * 100).toFixed(1)} % (median of ${ratios.length} paired ratios; p25 ${((percentile(ratios, 25) - 1) * 100).toFixed(1)} %, p75 ${((percentile(ratios, 75) - 1) * 100).toFixed(1)} %)`,
    )
    if (databaseOnly) return
    const routesOutput = path.join(dataDir, 'routes.json')
    payloadScript('bench/vacancies/measure-routes.ts', [], { ...env, BENCH_OUTPUT: routesOutput })
    const routes = JSON.parse(fs.readFileSync(routesOutput, 'utf8'))
    rows[`${kind}: whole route table (database; was rebuilt after every edit)`] = summary(routes.wholeTable)
    rows[`${kind}: one vacancy path resolved (database)`] = summary(routes.vacancyPath)
    rows[`${kind}: one page path resolved (database)`] = summary(routes.pagePath)
    rows[`${kind}: unknown path, not found (database)`] = summary(routes.notFound)
    rows[`${kind}: one path with drafts, for previews (database)`] = summary(routes.draftPath)
    rows[`${kind}: route-table API page of 1,000 after 9,000 (database)`] = summary(routes.tablePage)
    rows[`${kind}: saving a vacancy with all its hooks (database)`] = summary(routes.edit)
    notes.push(
      `${kind}: whole route table ${Math.round(routes.tableBytes / 1024)} KB of JSON; one route-table API page ${Math.round(routes.firstPageBytes / 1024)} KB`,
    )
    const http = await measureHttp(env)
    rows[`${kind}: /vacatures?… first request (rendered)`] = summary(http.rendered)
    rows[`${kind}: /vacatures?… repeated (cached)`] = summary(http.cached)
    notes.push(`${kind}: repeated URL ${http.example}`)
  })
}

console.log(`\nVacature-overzicht met ${count} vacatures (${os.cpus().length} cores)`)
console.table(rows)
for (const note of notes) console.log(`- ${note}`)
process.exit(0)
