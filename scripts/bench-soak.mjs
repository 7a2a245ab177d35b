#!/usr/bin/env node
/**
 * `npm run bench:soak`: the production server under mixed use for a set time, printing its
 * resident memory as it goes, to show whether memory stays flat. Each round (10 s) runs at once:
 * cached pages, vacancy searches no one asked before, contact form posts and an editor's edit of a
 * vacancy (which expires the cached pages and reads that show vacancies).
 *
 *   npm run bench:soak [-- --minutes 2 --connections 8]
 *
 * Prints a line per round and a summary, and writes JSON to bench/results/. Not a test.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import autocannon from 'autocannon'

import {
  createBenchEnv,
  findBenchPaths,
  rssMegabytes,
  startServer,
  stopServer,
  waitHealthy,
} from './lib/bench-server.mjs'
import { buildIfNeeded, root } from './lib/build.mjs'
import { distinctSearchHrefs, loadDistinctPaths, vacancySamples } from './lib/distinct-searches.mjs'

const args = process.argv.slice(2)
/**
 * @param {string} name
 * @param {number} fallback
 */
const option = (name, fallback) => {
  const index = args.indexOf(name)
  return index === -1 ? fallback : args[index + 1]
}
const minutes = Number(option('--minutes', 2))
const connections = Number(option('--connections', 8))
const ROUND_SECONDS = 10
const EDITOR = { email: 'redactie@koersgroep.nl', password: 'soak-editor-password-0123456789' }

const bench = createBenchEnv()
// Form posts are stored like a visitor's; the rate limit would otherwise refuse all but a few.
Object.assign(bench.env, { SEED_EDITOR_PASSWORD: EDITOR.password, RATE_LIMIT_MAX: '1000000000' })
const { origin } = bench

/**
 * @param {string[]} paths
 * @param {number} duration
 * @returns {Promise<import('autocannon').Result>}
 */
function loadPages(paths, duration) {
  let index = 0
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url: origin,
        connections,
        duration,
        pipelining: 1,
        requests: [{ method: 'GET', setupRequest: (request) => ({ ...request, path: paths[index++ % paths.length] }) }],
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    )
  })
}

/**
 * @param {number} count
 * @param {number} round
 */
async function postContactForms(count, round) {
  let ok = 0
  for (let index = 0; index < count; index++) {
    const body = new URLSearchParams({
      name: `Soak ${round}-${index}`,
      phoneNumber: '0612345678',
      email: `soak${round}.${index}@example.nl`,
      message: 'Een bericht van de duurtest.',
    })
    const response = await fetch(`${origin}/actions/module/contact`, { method: 'POST', body, redirect: 'manual' })
    await response.arrayBuffer()
    if (response.status < 400) ok++
  }
  return ok
}

async function login() {
  const response = await fetch(`${origin}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(EDITOR),
  })
  const { token } = await response.json()
  if (!token) throw new Error(`Login failed (${response.status})`)
  return token
}

/**
 * @param {string} token
 * @param {string | number} id
 * @param {number} round
 */
async function editVacancy(token, id, round) {
  const response = await fetch(`${origin}/api/vacancies/${id}`, {
    method: 'PATCH',
    headers: { 'content-type': 'application/json', authorization: `JWT ${token}` },
    body: JSON.stringify({ vacancyHours: `${32 + (round % 9)} uur` }),
  })
  await response.arrayBuffer()
  return response.ok
}

let server
const rounds = []
try {
  buildIfNeeded(bench.env)
  console.log('Server starten en democontent laden…')
  server = startServer(bench, true)
  await waitHealthy(origin)
  // Seeding (images among it) leaves memory of its own behind: the soak starts on a fresh process.
  await stopServer(server)
  server = startServer(bench, false)
  await waitHealthy(origin)
  const { newsArticle, vacancy } = await findBenchPaths(origin)
  const pages = ['/', '/vacatures', '/contact', '/over-ons', '/blog', newsArticle, vacancy]
  const nextSearch = distinctSearchHrefs(await vacancySamples(origin))
  const token = await login()
  /** @type {{ docs: { id: string | number }[] }} */
  const { docs } = await (await fetch(`${origin}/api/vacancies?limit=20&depth=0&select[title]=true`)).json()
  const vacancyIds = docs.map((doc) => doc.id)
  const started = Date.now()
  const startRss = rssMegabytes(server.pid)
  console.log(`Duurtest: ${minutes} min, ${connections} verbindingen per soort; geheugen bij de start ${startRss} MB`)
  for (let round = 0; Date.now() - started < minutes * 60_000; round++) {
    const [cached, searches, forms, edited] = await Promise.all([
      loadPages(pages, ROUND_SECONDS),
      loadDistinctPaths(origin, nextSearch, { connections, duration: ROUND_SECONDS }),
      postContactForms(5, round),
      editVacancy(token, vacancyIds[round % vacancyIds.length], round),
    ])
    const row = {
      seconds: Math.round((Date.now() - started) / 1000),
      rssMb: rssMegabytes(server.pid),
      cachedRequests: cached.requests.total,
      searches: searches.requests.total,
      searchP99Ms: searches.latency.p99,
      formPosts: forms,
      edited,
      errors: cached.errors + cached.non2xx + searches.errors + searches.non2xx,
    }
    rounds.push(row)
    console.log(
      `${String(row.seconds).padStart(5)} s  RSS ${String(row.rssMb).padStart(4)} MB  pagina's ${row.cachedRequests}  ` +
        `zoekopdrachten ${row.searches} (p99 ${row.searchP99Ms} ms)  formulieren ${row.formPosts}  ` +
        `wijziging ${row.edited ? 'ja' : 'NEE'}  fouten ${row.errors}`,
    )
  }
} finally {
  if (server) await stopServer(server)
  bench.cleanup()
}

const rss = rounds.map((row) => row.rssMb)
const summary = {
  date: new Date().toISOString(),
  machine: { cpus: os.cpus().length, memoryGb: Math.round(os.totalmem() / 2 ** 30) },
  minutes,
  connections,
  searches: rounds.reduce((sum, row) => sum + row.searches, 0),
  rssMb: { first: rss[0], max: Math.max(...rss.map((mb) => mb ?? 0)), last: rss.at(-1) },
  rounds,
}
console.log(
  `\nGeheugen (doel: vlak, ≤ 350 MB): eerste ronde ${summary.rssMb.first} MB, hoogste ${summary.rssMb.max} MB, ` +
    `laatste ${summary.rssMb.last} MB na ${summary.searches} verschillende zoekopdrachten`,
)
fs.mkdirSync(path.join(root, 'bench', 'results'), { recursive: true })
const file = path.join(root, 'bench', 'results', `soak-${summary.date.replace(/[:.]/g, '-')}.json`)
fs.writeFileSync(file, JSON.stringify(summary, null, 2))
console.log(file)
process.exit(0)
