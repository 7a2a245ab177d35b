#!/usr/bin/env node
/**
 * `npm run bench:abuse`: how the site holds up under four kinds of abuse, on the production build
 * with a fresh demo database on 127.0.0.1:BENCH_PORT and a Redis of its own on BENCH_REDIS_PORT
 * (default 6480; never the shared one). For each scenario it prints how long /healthz, / and a
 * valid application took while the abuse ran:
 *   1. a GraphQL alias bomb (200 aliases of a 100-vacancy list, three at once, anonymous);
 *   2. four slow uploads (one byte a second each, from four addresses);
 *   3. a burst of 400 contact forms (from 400 addresses, 20 at a time), and how long until every
 *      mail job of the burst has run;
 *   4. Redis killed (SIGKILL) while the site runs.
 * All load goes to loopback addresses only (127.0.x.y), bounded in count and time.
 *
 * `npm run bench:abuse -- kill-burst [seconds]` runs bench/abuse/kill-burst.mjs instead: a burst of
 * submissions with the server killed five times, and whether every stored one has its jobs.
 */
import { createClient as createDatabaseClient } from '@libsql/client'
import { spawn } from 'node:child_process'
import http from 'node:http'
import path from 'node:path'

import { createBenchEnv, startServer, stopServer, waitHealthy } from './lib/bench-server.mjs'
import { buildIfNeeded } from '../scripts/lib/build.mjs'

if (process.argv.includes('kill-burst')) {
  await import('./abuse/kill-burst.mjs')
  process.exit(0)
}

const REQUEST_TIMEOUT_MS = 30_000
const redisPort = Number(process.env.BENCH_REDIS_PORT || 6480)
const bench = createBenchEnv()
const { origin, env } = bench
env.REDIS_URL = `redis://127.0.0.1:${redisPort}`
env.JOBS_AUTORUN = 'true'
// Every application of the bench comes from an address of its own, like different visitors.
let addressCounter = 0
const nextAddress = () => {
  addressCounter += 1
  return `127.0.${1 + Math.floor(addressCounter / 250)}.${1 + (addressCounter % 250)}`
}

/** @typedef {{ status: number | string | undefined, ms: number }} Answer */

/**
 * @param {{
 *   method?: string,
 *   path: string,
 *   headers?: import('node:http').OutgoingHttpHeaders,
 *   body?: string | Buffer,
 *   from?: string,
 *   onRequest?: (req: import('node:http').ClientRequest) => void,
 * }} options
 * @returns {Promise<Answer>}
 */
function request({ method = 'GET', path: target, headers = {}, body, from, onRequest }) {
  const url = new URL(origin)
  const started = performance.now()
  return new Promise((resolve) => {
    const req = http.request(
      { host: url.hostname, port: url.port, method, path: target, headers, localAddress: from, agent: false },
      (res) => {
        res.resume()
        res.on('end', () => resolve({ status: res.statusCode, ms: performance.now() - started }))
      },
    )
    req.setTimeout(REQUEST_TIMEOUT_MS, () => req.destroy(new Error('timeout')))
    req.on('error', () => resolve({ status: 'no answer', ms: performance.now() - started }))
    if (onRequest) onRequest(req)
    else req.end(body)
  })
}

function minimalPdf() {
  const objects = [
    '1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n',
    '2 0 obj\n<< /Type /Pages /Kids [3 0 R] /Count 1 >>\nendobj\n',
    '3 0 obj\n<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >>\nendobj\n',
  ]
  let body = '%PDF-1.4\n'
  const offsets = []
  for (const object of objects) {
    offsets.push(body.length)
    body += object
  }
  const xref = body.length
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`
  body += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('')
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`
  return Buffer.from(body, 'latin1')
}

const BOUNDARY = '----koersBench'
function applicationBody() {
  const fields = {
    firstName: 'Sanne',
    lastName: 'Visser',
    emailAddress: `sanne.${addressCounter}@example.nl`,
    phoneNumber: '0612345678',
    gender: 'v',
  }
  return Buffer.concat([
    ...Object.entries(fields).map(([name, value]) =>
      Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    ),
    Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="applicationCV"; filename="CV.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
    ),
    minimalPdf(),
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  ])
}
const multipart = (/** @type {Buffer} */ body) => ({
  'Content-Type': `multipart/form-data; boundary=${BOUNDARY}`,
  'Content-Length': body.length,
})

function postApplication() {
  const body = applicationBody()
  return request({
    method: 'POST',
    path: '/actions/module/application-form',
    headers: multipart(body),
    body,
    from: nextAddress(),
  })
}

function postContact() {
  const body = JSON.stringify({
    name: 'Sanne de Vries',
    phoneNumber: '06 12345678',
    email: `sanne.${addressCounter}.${Date.now()}@example.nl`,
    message: 'Ik zoek werk als verpleegkundige in de regio Utrecht.',
  })
  return request({
    method: 'POST',
    path: '/actions/module/contact',
    headers: { 'Content-Type': 'application/json' },
    body,
    from: nextAddress(),
  })
}

/**
 * An application that sends its first bytes, then one byte a second.
 * @param {string} from
 */
function slowUpload(from) {
  const body = applicationBody()
  /** @type {NodeJS.Timeout | undefined} */
  let timer
  return request({
    method: 'POST',
    path: '/actions/module/application-form',
    headers: multipart(body),
    from,
    onRequest(req) {
      let sent = 64
      req.write(body.subarray(0, sent))
      timer = setInterval(() => {
        if (sent < body.length - 1) req.write(body.subarray(sent, (sent += 1)))
      }, 1000)
      req.on('close', () => clearInterval(timer))
    },
  })
}

/** /healthz, / and a valid application, one after another, while the abuse runs. */
async function measure() {
  const healthz = await request({ path: '/healthz', from: nextAddress() })
  const home = await request({ path: '/', from: nextAddress() })
  const application = await postApplication()
  return { healthz, home, application }
}

const format = (/** @type {Answer} */ { status, ms }) => `${String(Math.round(ms)).padStart(6)} ms (${status})`
const rows = []
/**
 * @param {string} scenario
 * @param {{ healthz: Answer, home: Answer, application: Answer }} figures
 */
function record(scenario, figures, note = '') {
  rows.push({ scenario, ...figures, note })
  console.log(
    `${scenario.padEnd(28)} /healthz ${format(figures.healthz)}   / ${format(figures.home)}   application ${format(figures.application)}${note ? `   ${note}` : ''}`,
  )
}

/** @returns {Promise<import('node:child_process').ChildProcess>} */
function startRedis() {
  const child = spawn(
    'redis-server',
    ['--port', String(redisPort), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    {
      stdio: 'ignore',
    },
  )
  return new Promise((resolve) => setTimeout(() => resolve(child), 500))
}

const sleep = (/** @type {number} */ ms) => new Promise((resolve) => setTimeout(resolve, ms))

async function pendingMailJobs() {
  const database = createDatabaseClient({ url: env.DATABASE_URL })
  try {
    const result = await database.execute(
      "select count(*) as n from payload_jobs where queue = 'mail' and completed_at is null and (has_error is null or has_error = 0)",
    )
    return Number(result.rows[0].n)
  } finally {
    database.close()
  }
}

buildIfNeeded(env)
let redis = await startRedis()
const server = startServer(bench, true)
const deadline = setTimeout(() => {
  console.error('Bench over its time limit (20 minutes): stopping')
  server.kill('SIGKILL')
  redis.kill('SIGKILL')
  process.exit(1)
}, 20 * 60_000)
try {
  await waitHealthy(origin)
  // Warm the page cache and the application route once.
  await measure()
  record('no abuse', await measure())

  // 1. GraphQL alias bomb.
  const bomb = `{ ${Array.from({ length: 200 }, (_, index) => `a${index}: Vacancies(limit: 100) { docs { id title } }`).join(' ')} }`
  const bombs = Array.from({ length: 3 }, () =>
    request({
      method: 'POST',
      path: '/api/graphql',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ query: bomb }),
      from: nextAddress(),
    }),
  )
  const duringBomb = await measure()
  const bombAnswers = await Promise.all(bombs)
  record(
    'GraphQL alias bomb ×3',
    duringBomb,
    `bombs answered ${bombAnswers.map((answer) => answer.status).join('/')} in ≤ ${Math.round(Math.max(...bombAnswers.map((answer) => answer.ms)))} ms`,
  )

  // 2. Four slow uploads: from one address, then from four.
  for (const addresses of [1, 4]) {
    const from = Array.from({ length: addresses }, () => nextAddress())
    const slow = Array.from({ length: 4 }, (_, index) => slowUpload(from[index % addresses]))
    await sleep(2000)
    const duringSlow = await measure()
    const slowAnswers = await Promise.all(slow)
    record(
      `four slow uploads, ${addresses} addr.`,
      duringSlow,
      `slow uploads answered ${slowAnswers.map((answer) => answer.status).join('/')}, the last after ${Math.round(Math.max(...slowAnswers.map((answer) => answer.ms)) / 1000)} s`,
    )
  }

  // 3. A burst of 400 contact forms.
  const burstStarted = performance.now()
  /** @type {Answer['status'][]} */
  const burstStatuses = []
  const burst = (async () => {
    for (let sent = 0; sent < 400; sent += 20)
      burstStatuses.push(...(await Promise.all(Array.from({ length: 20 }, () => postContact()))).map((a) => a.status))
  })()
  await sleep(1000)
  const duringBurst = await measure()
  await burst
  const posted = performance.now() - burstStarted
  let pending = await pendingMailJobs()
  while (pending > 0 && performance.now() - burstStarted < 5 * 60_000) {
    await sleep(500)
    pending = await pendingMailJobs()
  }
  const ok = burstStatuses.filter((status) => status === 200).length
  record(
    '400-form burst',
    duringBurst,
    `${ok}/400 stored in ${Math.round(posted / 1000)} s; mail queue empty ${Math.round((performance.now() - burstStarted) / 1000)} s after the first post${pending ? ` (${pending} still pending)` : ''}`,
  )

  // 4. Redis killed.
  redis.kill('SIGKILL')
  await sleep(200)
  record('Redis killed', await measure())
  redis = await startRedis()
  await sleep(6000)
  record('Redis back', await measure())
} finally {
  clearTimeout(deadline)
  await stopServer(server)
  redis.kill('SIGKILL')
  bench.cleanup()
}
console.log(`\nServer: ${path.basename(origin)}; figures in ms, status in brackets.`)
