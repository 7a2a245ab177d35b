#!/usr/bin/env node
/**
 * `npm run bench:heap`: the production server's live heap after a full collection, under the
 * whole mix of its traffic: every page in the sitemap, vacancy searches, the page data and route
 * table APIs, the feed, the sitemap, social cards, saved vacancies and alerts, contact forms, and
 * an editor who logs in and opens the admin's lists. The mix runs `--rounds` times (3), then the
 * inspector collects garbage and reads the heap. It prints the live heap, V8's heap limit, the
 * resident memory and the server chunks the process loaded (how many, how large, and how many of
 * them are 4 MB or more: Payload's code, which should be loaded once).
 *
 *   npm run bench:heap [-- --rounds 3 --heap-mb 1024 --no-build]
 *   npm run bench:heap -- --attach    (a server already running with --inspect on those ports,
 *                                      seeded with SEED_EDITOR_PASSWORD=heap-editor-password-0123456789)
 *
 * The server gets a generous heap limit (`--heap-mb`, default 1024) so that the figure is the
 * working set, not what a tight limit squeezes it to. BENCH_PORT (3400) and BENCH_INSPECT_PORT
 * (BENCH_PORT + 1) choose the ports; NEXT_DIST_DIR another build, which `--no-build` measures as it
 * is (an older build kept for comparison). Not a test.
 */
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import WebSocket from 'ws'

import { createBenchEnv, rssMegabytes, stopServer, waitHealthy } from './lib/bench-server.mjs'
import { buildIfNeeded, root, serveScript, serverProcessEnv } from '../scripts/lib/build.mjs'

const args = process.argv.slice(2)
/**
 * @param {string} name
 * @param {number} fallback
 */
const option = (name, fallback) => {
  const index = args.indexOf(name)
  return index === -1 ? fallback : Number(args[index + 1])
}
const rounds = option('--rounds', 3)
const heapMb = option('--heap-mb', 1024)
const MB = 2 ** 20
const EDITOR = { email: 'redactie@koersgroep.nl', password: 'heap-editor-password-0123456789' }

const bench = createBenchEnv()
const inspectPort = Number(process.env.BENCH_INSPECT_PORT || bench.port + 1)
Object.assign(bench.env, { SEED_EDITOR_PASSWORD: EDITOR.password, RATE_LIMIT_MAX: '1000000000' })
const { origin } = bench

/** @param {boolean} seed */
function startInspectableServer(seed) {
  const nodeOptions = [
    `--max-old-space-size=${heapMb}`,
    '--max-semi-space-size=8',
    `--inspect=127.0.0.1:${inspectPort}`,
  ]
  return spawn(process.execPath, [...nodeOptions, serveScript, '-p', String(bench.port), '-H', '127.0.0.1'], {
    cwd: root,
    env: serverProcessEnv({ ...bench.env, SEED_ON_START: seed ? 'true' : 'false' }),
    stdio: ['ignore', 'ignore', 'inherit'],
  })
}

/**
 * A GET or POST whose answer is read to the end; returns its status.
 * @param {string} pathname
 * @param {RequestInit} [init]
 */
async function request(pathname, init) {
  const response = await fetch(`${origin}${pathname}`, { redirect: 'manual', ...init })
  await response.arrayBuffer()
  return response.status
}

/** @param {string} xml */
const locations = (xml) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, url]) => new URL(url).pathname)

/** The mix, once; returns the number of answers with a 5xx status. */
async function runMix() {
  const statuses = []
  const sitemap = await (await fetch(`${origin}/sitemap.xml`)).text()
  const pages = locations(sitemap)
  // Pages, a few at a time (like visitors), and each page's data as the client asks for it.
  for (let index = 0; index < pages.length; index += 4) {
    statuses.push(...(await Promise.all(pages.slice(index, index + 4).map((page) => request(page)))))
  }
  for (const page of pages.slice(0, 30)) {
    const uri = page === '/' ? '__home__' : page.slice(1)
    statuses.push(await request(`/api/page-data?uri=${encodeURIComponent(uri)}`))
  }
  for (const query of ['zorg', 'techniek', 'utrecht', 'logistiek', 'administratief', 'monteur']) {
    statuses.push(await request(`/vacatures?zoekopdracht=${query}`))
  }
  const routeTable = await (await fetch(`${origin}/api/route-table`)).json()
  for (const pathname of ['/feeds/vacatures.xml', '/sitemap.xml', '/robots.txt', '/healthz', '/brand/logo.png']) {
    statuses.push(await request(pathname))
  }
  const vacancyPath = Object.keys(routeTable).find((p) => p.startsWith('/vacatures/'))
  if (vacancyPath) statuses.push(await request(`/api/saved-vacancies?uris=${encodeURIComponent(vacancyPath.slice(1))}`))
  const ogImage = /<meta property="og:image" content="([^"]+)"/.exec(
    await (await fetch(`${origin}${vacancyPath ?? '/'}`)).text(),
  )
  if (ogImage) statuses.push(await request(new URL(ogImage[1]).pathname))
  for (let index = 0; index < 5; index++) {
    const body = new URLSearchParams({
      name: `Geheugen ${index}`,
      phoneNumber: '0612345678',
      email: `geheugen${index}@example.nl`,
      message: 'Een bericht van de geheugenmeting.',
    })
    statuses.push(await request('/actions/module/contact', { method: 'POST', body }))
  }
  statuses.push(await request('/actions/module/vacancy-alert', { method: 'POST', body: new URLSearchParams({}) }))
  statuses.push(await request('/actions/module/vacancy-alert/unsubscribe?token=onbekend'))
  statuses.push(await request('/admin-redirect'))
  // The editor: login, the dashboard and the lists, an edit view and the REST API behind them.
  const login = await fetch(`${origin}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(EDITOR),
  })
  const cookie = login.headers
    .getSetCookie()
    .map((value) => value.split(';')[0])
    .join('; ')
  await login.arrayBuffer()
  statuses.push(login.status)
  const asEditor = { headers: { cookie } }
  for (const pathname of [
    '/admin',
    '/admin/collections/vacancies',
    '/admin/collections/pages',
    '/admin/collections/news',
    '/admin/collections/applications',
    '/api/vacancies?limit=10&depth=1',
    '/api/pages?limit=10',
  ]) {
    statuses.push(await request(pathname, asEditor))
  }
  /** @type {{ docs: { id: string | number }[] }} */
  const { docs } = await (await fetch(`${origin}/api/vacancies?limit=1&depth=0`, asEditor)).json()
  if (docs[0]) statuses.push(await request(`/admin/collections/vacancies/${docs[0].id}`, asEditor))
  statuses.push(await request('/admin-preview?path=/', asEditor))
  statuses.push(
    await request('/api/graphql', {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ Vacancies(limit: 5) { docs { title } } }' }),
    }),
  )
  return { requests: statuses.length, serverErrors: statuses.filter((status) => status >= 500).length }
}

/**
 * Runs inspector commands on the server; the results in order.
 * @param {{ method: string, params?: object }[]} commands
 */
async function inspect(commands) {
  /** @type {{ webSocketDebuggerUrl: string }[]} */
  const [target] = await (await fetch(`http://127.0.0.1:${inspectPort}/json/list`)).json()
  const socket = new WebSocket(target.webSocketDebuggerUrl)
  await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject))
  const results = []
  for (const [id, command] of commands.entries()) {
    socket.send(JSON.stringify({ id, ...command }))
    results.push(
      await new Promise((resolve) => {
        /** @param {WebSocket.RawData} data */
        const onMessage = (data) => {
          const message = JSON.parse(String(data))
          if (message.id !== id) return
          socket.off('message', onMessage)
          resolve(message.result)
        }
        socket.on('message', onMessage)
      }),
    )
  }
  socket.close()
  return results
}

/** Which chunk files the process loaded, through the inspector's `require`. */
const LOADED_CHUNKS = `JSON.stringify(Object.keys(require.cache).filter((file) => file.includes('/server/chunks/')))`

const attach = args.includes('--attach')
/** @type {import('node:child_process').ChildProcess | undefined} */
let server
try {
  if (!attach) {
    if (!args.includes('--no-build')) buildIfNeeded(bench.env)
    console.log('Server starten en democontent laden…')
    server = startInspectableServer(true)
    await waitHealthy(origin)
    // Seeding leaves memory of its own behind: the measurement starts on a fresh process.
    await stopServer(server)
    server = startInspectableServer(false)
    await waitHealthy(origin)
  }
  for (let round = 1; round <= rounds; round++) {
    const { requests, serverErrors } = await runMix()
    console.log(`Ronde ${round}: ${requests} verzoeken, ${serverErrors} met een 5xx`)
  }
  const [, , usage, loaded] = await inspect([
    { method: 'HeapProfiler.collectGarbage' },
    { method: 'HeapProfiler.collectGarbage' },
    { method: 'Runtime.getHeapUsage' },
    { method: 'Runtime.evaluate', params: { expression: LOADED_CHUNKS, includeCommandLineAPI: true } },
  ])
  /** @type {string[]} */
  const chunks = JSON.parse(loaded.result.value)
  const sizes = chunks.map((file) => fs.statSync(file).size)
  const big = sizes.filter((size) => size >= 4 * MB).length
  console.log(
    `\nLevende heap na volledige GC: ${Math.round(usage.usedSize / MB)} MB (heap ${Math.round(usage.totalSize / MB)} MB)` +
      (server ? `\nRSS ${rssMegabytes(server.pid)} MB (heaplimiet van de meting: ${heapMb} MB)` : '') +
      `\nServerchunks geladen: ${chunks.length}, samen ${Math.round(sizes.reduce((a, b) => a + b, 0) / MB)} MB, ` +
      `waarvan ${big} van 4 MB of meer` +
      (server ? `\nBuild: ${path.relative(root, path.resolve(root, bench.env.NEXT_DIST_DIR || '.next'))}` : ''),
  )
} finally {
  if (server) await stopServer(server)
  bench.cleanup()
}
process.exit(0)
