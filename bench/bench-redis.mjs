#!/usr/bin/env node
/**
 * `npm run bench:redis`: how long a request waits while Redis is frozen (SIGSTOP: its connections
 * stay open and nothing answers), on the production build with a fresh demo database on
 * 127.0.0.1:BENCH_PORT and a Redis of its own on BENCH_REDIS_PORT (default 6482; never the shared
 * one). The goal: at most a second per request. Rounds of the home page, a search no one asked
 * before, a contact post and /healthz, one after another:
 *   1. Redis answering;
 *   2. just after the freeze (the first requests meet the deadline, 300 ms);
 *   3. a few rounds later (Redis out of use: no waiting);
 * then how long after the freeze /healthz says `degraded` when no request uses Redis (the
 * heartbeat), and how long after SIGCONT it says `ok` again. Prints a table; not a test.
 */
import { spawn } from 'node:child_process'
import http from 'node:http'

import { createBenchEnv, startServer, stopServer, waitHealthy } from './lib/bench-server.mjs'
import { buildIfNeeded } from '../scripts/lib/build.mjs'

const ROUNDS = 5
const REQUEST_TIMEOUT_MS = 30_000
const redisPort = Number(process.env.BENCH_REDIS_PORT || 6482)
const bench = createBenchEnv()
const { origin, env } = bench
env.REDIS_URL = `redis://127.0.0.1:${redisPort}`
env.JOBS_AUTORUN = 'false'
let posts = 0

/** @typedef {{ status: number | string | undefined, ms: number, body: string }} Answer */

/**
 * @param {{ method?: string, path: string, headers?: http.OutgoingHttpHeaders, body?: string, from?: string }} options
 * @returns {Promise<Answer>}
 */
function request({ method = 'GET', path, headers = {}, body, from }) {
  const url = new URL(origin)
  const started = performance.now()
  return new Promise((resolve) => {
    const req = http.request(
      { host: url.hostname, port: url.port, method, path, headers, localAddress: from, agent: false },
      (res) => {
        let text = ''
        res.setEncoding('utf8')
        res.on('data', (chunk) => (text += chunk))
        res.on('end', () => resolve({ status: res.statusCode, ms: performance.now() - started, body: text }))
      },
    )
    req.setTimeout(REQUEST_TIMEOUT_MS, () => req.destroy(new Error('timeout')))
    req.on('error', () => resolve({ status: 'no answer', ms: performance.now() - started, body: '' }))
    req.end(body)
  })
}

function postContact() {
  posts += 1
  return request({
    method: 'POST',
    path: '/actions/module/contact',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      name: 'Sanne de Vries',
      phoneNumber: '06 12345678',
      email: `sanne.${posts}.${Date.now()}@example.nl`,
      message: 'Ik zoek werk als verpleegkundige in de regio Utrecht.',
    }),
    // Each post from an address of its own: the rate limit is not what is measured.
    from: `127.0.9.${posts}`,
  })
}

/** One round: the home page, a new search, a contact post and /healthz, one after another. */
async function round() {
  const home = await request({ path: '/' })
  const search = await request({ path: `/vacatures?search=bench${Date.now()}` })
  const contact = await postContact()
  const healthz = await request({ path: '/healthz' })
  return { home, search, contact, healthz }
}

/** @param {Answer} answer */
const format = ({ status, ms }) => `${String(Math.round(ms)).padStart(6)} ms (${status})`
/** @param {string} label @param {Awaited<ReturnType<typeof round>>} figures */
function record(label, figures) {
  const { home, search, contact, healthz } = figures
  const redis = /"redis":"([^"]+)"/.exec(healthz.body)?.[1] ?? '?'
  console.log(
    `${label.padEnd(26)} / ${format(home)}   search ${format(search)}   contact ${format(contact)}   /healthz ${format(healthz)} redis ${redis}`,
  )
}

/**
 * Milliseconds until /healthz reports Redis `state`, asking every 50 ms (at most 30 s).
 * @param {string} state
 */
async function untilRedis(state) {
  const started = performance.now()
  while (performance.now() - started < 30_000) {
    const answer = await request({ path: '/healthz' })
    if (answer.body.includes(`"redis":"${state}"`)) return Math.round(performance.now() - started)
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  return Infinity
}

function startRedis() {
  const child = spawn(
    'redis-server',
    ['--port', String(redisPort), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: 'ignore' },
  )
  return child
}

buildIfNeeded(env)
const redis = startRedis()
const server = startServer(bench, true)
const deadline = setTimeout(() => {
  console.error('Bench over its time limit (10 minutes): stopping')
  server.kill('SIGKILL')
  redis.kill('SIGKILL')
  process.exit(1)
}, 10 * 60_000)
try {
  await waitHealthy(origin)
  console.log(`Redis ok after ${await untilRedis('ok')} ms`)
  // Pages rendered and stored in Redis once.
  await round()
  for (let index = 1; index <= 2; index++) record(`Redis answering #${index}`, await round())

  redis.kill('SIGSTOP')
  for (let index = 1; index <= ROUNDS; index++) record(`Redis frozen #${index}`, await round())
  redis.kill('SIGCONT')
  console.log(`Redis ok ${await untilRedis('ok')} ms after SIGCONT`)
  record('Redis answering again', await round())

  // No request in between: only the heartbeat notices.
  redis.kill('SIGSTOP')
  console.log(`Frozen without requests: /healthz says unavailable after ${await untilRedis('unavailable')} ms`)
  redis.kill('SIGCONT')
  console.log(`Redis ok ${await untilRedis('ok')} ms after SIGCONT`)
} finally {
  clearTimeout(deadline)
  redis.kill('SIGCONT')
  await stopServer(server)
  redis.kill('SIGKILL')
  bench.cleanup()
}
console.log('\nFigures: each request on a connection of its own, in ms; status in brackets.')
