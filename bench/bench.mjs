#!/usr/bin/env node
/**
 * `npm run bench`: performance figures of the production build on this machine, in one run.
 *  1. Throughput and p99 latency of the home page, a news article and a vacancy, each beside a
 *     prerendered page of the same size served from Next's cache by the same `next start` (the
 *     framework's ceiling for a page, /bench-ceiling/<n>), and beside a static file of the same
 *     bytes in public/ (what `next start` serves without its page pipeline). The reference pages
 *     (bench/app) are in a build of the benchmark's own (bench/lib/bench-build.mjs), never in the
 *     site's.
 *  2. Lighthouse (mobile preset) on the main page types, in Debian's Chromium: the median of five
 *     runs of each (Lighthouse's computeMedianRun), since one run varies by several points; on a
 *     shared 2-core machine a page's three runs spanned up to 19 points (81/98/96). Beside each page,
 *     Lighthouse's measure of how fast the machine was during its runs (benchmarkIndex).
 *  3. Uncached vacancy searches (a query of its own for every request) beside the cached home page
 *     and beside the floor of pages rendered on request (/bench-floor/<n>: a few characters, no
 *     reads, no layout) in the same run, then the server's memory after N more distinct searches.
 *  4. With nginx installed: the proxy cache of docs/operations.md in front of the app beside nginx serving the
 *     same bytes as a file (an nginx of its own on BENCH_PORT + 10 and + 11).
 *  5. The server's memory after the run.
 *  6. First-load JavaScript (gzip) of a content page, home, /vacatures and a news article.
 * Prints a table and writes JSON to bench/results/. Not a test: figures vary with the machine.
 *
 *   npm run bench [-- --duration 10 --connections 16 --searches 10000 --lighthouse-runs 5
 *                    --no-lighthouse --no-nginx]
 */
import autocannon from 'autocannon'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { firstLoadPaths, printFirstLoad } from './bench-js.mjs'
import { benchBuildEnv, buildBenchIfNeeded } from './lib/bench-build.mjs'
import {
  createBenchEnv,
  findBenchPaths,
  rssMegabytes,
  startServer,
  stopServer,
  waitHealthy,
} from './lib/bench-server.mjs'
import { fitCeilingLength } from './lib/ceiling-size.mjs'
import { distinctSearchHrefs, loadDistinctPaths, vacancySamples } from './lib/distinct-searches.mjs'
import { measureFirstLoadJs } from './lib/first-load-js.mjs'
import { categoryScores, failingAudits, labMetrics, medianBenchmarkIndex } from './lib/lighthouse-audits.mjs'
import { startNginx } from './lib/nginx-bench.mjs'
import { warmOptimisedImages } from './lib/page-images.mjs'
import { root } from '../scripts/lib/build.mjs'

/**
 * @typedef {{
 *   path: string, bytes: number, requestsPerSecond: number, p99Ms: number, errors: number,
 *   ceilingPath: string, ceilingBytes: number, ceilingRequestsPerSecond: number, ceilingP99Ms: number, ratio: number,
 *   fileRequestsPerSecond: number, fileP99Ms: number, fileRatio: number,
 * }} Throughput
 * @typedef {{
 *   scores: Record<string, number>, metrics: Record<string, number | null>, failingAudits: Record<string, string[]>,
 *   performanceRuns: number[], benchmarkIndex: number | null,
 * }} LighthouseReport
 * @typedef {{
 *   date: string,
 *   machine: { cpus: number, memoryGb: number },
 *   duration: number,
 *   connections: number,
 *   firstLoadJs?: Record<string, import('./lib/first-load-js.mjs').PageFirstLoad>,
 *   throughput?: Record<string, Throughput>,
 *   uncachedSearches?: {
 *     requestsPerSecond: number, p99Ms: number, errors: number,
 *     cachedHomeRequestsPerSecond: number, cachedHomeP99Ms: number, ratio: number,
 *     floorRequestsPerSecond: number, floorP99Ms: number, floorErrors: number, floorRatio: number,
 *   },
 *   memoryAfterSearches?: { searches: number, errors: number, rssBeforeMb: number | null, rssAfterMb: number | null },
 *   nginx?: {
 *     bytes: number, cacheStatus: string | null, proxyCacheRequestsPerSecond: number, proxyCacheP99Ms: number,
 *     fileRequestsPerSecond: number, fileP99Ms: number, errors: number, ratio: number,
 *   },
 *   lighthouse?: Record<string, LighthouseReport>,
 *   serverMemoryMb?: number | null,
 * }} BenchResults
 */

const args = process.argv.slice(2)
/**
 * @param {string} name
 * @param {number} fallback
 */
const option = (name, fallback) => {
  const index = args.indexOf(name)
  return index === -1 ? fallback : args[index + 1]
}
const duration = Number(option('--duration', 10))
const connections = Number(option('--connections', 16))
const searchCount = Number(option('--searches', 10000))
const withLighthouse = !args.includes('--no-lighthouse')
const lighthouseRuns = Math.max(1, Math.floor(Number(option('--lighthouse-runs', 5))) || 1)
const withNginx = !args.includes('--no-nginx')
const bench = createBenchEnv()
Object.assign(bench.env, benchBuildEnv)
const { origin } = bench
const publicBench = path.join(root, 'public', '__bench')

/**
 * @param {string} url
 * @returns {Promise<import('autocannon').Result>}
 */
function load(url) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections, duration, pipelining: 1 }, (error, result) =>
      error ? reject(error) : resolve(result),
    )
  })
}

/** @param {Record<string, string>} urls */
async function lighthouseScores(urls) {
  const { default: lighthouse } = await import('lighthouse')
  const { computeMedianRun, filterToValidRuns } = await import('lighthouse/core/lib/median-run.js')
  const chromeLauncher = await import('chrome-launcher')
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
      '--disable-sync',
    ],
  })
  /** @type {Record<string, LighthouseReport>} */
  const reports = {}
  const audit = (/** @type {string} */ url) =>
    lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    })
  try {
    // A fresh browser's first run is slower than any after it; it is not a page's figure.
    await audit(Object.values(urls)[0])
    for (const [name, url] of Object.entries(urls)) {
      // Lighthouse's own advice on variability: several runs, and the median run's figures.
      const runs = []
      for (let run = 0; run < lighthouseRuns; run++) {
        const result = await audit(url)
        if (!result) throw new Error(`Lighthouse gave no report for ${url}`)
        runs.push(result.lhr)
      }
      const valid = filterToValidRuns(runs)
      if (!valid.length) throw new Error(`Lighthouse measured no paint for ${url} in ${runs.length} runs`)
      const lhr = computeMedianRun(valid)
      reports[name] = {
        scores: categoryScores(lhr),
        metrics: labMetrics(lhr),
        failingAudits: failingAudits(lhr),
        performanceRuns: runs.map((run) => categoryScores(run).performance),
        benchmarkIndex: medianBenchmarkIndex(runs),
      }
    }
  } finally {
    await chrome.kill()
  }
  return reports
}

/** @type {BenchResults} */
const results = {
  date: new Date().toISOString(),
  machine: { cpus: os.cpus().length, memoryGb: Math.round(os.totalmem() / 2 ** 30) },
  duration,
  connections,
}
let server
try {
  buildBenchIfNeeded(bench.env)
  console.log('Server starten en democontent laden…')
  server = startServer(bench, true)
  await waitHealthy(origin)
  const { newsArticle, vacancy } = await findBenchPaths(origin)
  const targets = { home: '/', newsArticle, vacancy }
  results.firstLoadJs = (await measureFirstLoadJs(origin, await firstLoadPaths(origin))).pages

  // The twins of each page: a cached page of Next's own and a file in public/, of the same size.
  const pageBytes = async (/** @type {string} */ pagePath) =>
    Buffer.byteLength(await (await fetch(origin + pagePath)).text())
  /** @type {Record<string, { length: number, bytes: number }>} */
  const ceilings = {}
  fs.mkdirSync(publicBench, { recursive: true })
  for (const [name, target] of Object.entries(targets)) {
    const html = await (await fetch(origin + target)).text()
    fs.writeFileSync(path.join(publicBench, `${name}.html`), html)
    ceilings[name] = await fitCeilingLength(Buffer.byteLength(html), (length) => pageBytes(`/bench-ceiling/${length}`))
  }
  await stopServer(server)
  server = startServer(bench, false)
  await waitHealthy(origin)

  results.throughput = {}
  for (const [name, target] of Object.entries(targets)) {
    const ceilingPath = `/bench-ceiling/${ceilings[name].length}`
    await load(origin + target) // warm-ups of the same length, so both pages are steady
    await load(origin + ceilingPath)
    const page = await load(origin + target)
    const ceiling = await load(origin + ceilingPath)
    const file = await load(`${origin}/__bench/${name}.html`)
    results.throughput[name] = {
      path: target,
      bytes: fs.statSync(path.join(publicBench, `${name}.html`)).size,
      requestsPerSecond: Math.round(page.requests.average),
      p99Ms: page.latency.p99,
      errors: page.errors + page.non2xx + ceiling.errors + ceiling.non2xx,
      ceilingPath,
      ceilingBytes: ceilings[name].bytes,
      ceilingRequestsPerSecond: Math.round(ceiling.requests.average),
      ceilingP99Ms: ceiling.latency.p99,
      ratio: Number((page.requests.average / ceiling.requests.average).toFixed(3)),
      fileRequestsPerSecond: Math.round(file.requests.average),
      fileP99Ms: file.latency.p99,
      fileRatio: Number((page.requests.average / file.requests.average).toFixed(3)),
    }
  }

  // Searches no one asked before, each rendered by the server, beside the cached home page.
  const nextSearch = distinctSearchHrefs(await vacancySamples(origin))
  await loadDistinctPaths(origin, nextSearch, { connections, duration: Math.ceil(duration / 2) })
  const cachedHome = await load(origin + '/')
  const searches = await loadDistinctPaths(origin, nextSearch, { connections, duration })
  // What no page rendered on request can beat here: Next's own work for a page of a few characters.
  // A path of its own for each request, as for the searches, so nothing on the way can answer it.
  let floorKey = 0
  const nextFloor = () => `/bench-floor/${floorKey++}`
  await loadDistinctPaths(origin, nextFloor, { connections, duration: Math.ceil(duration / 2) })
  const floor = await loadDistinctPaths(origin, nextFloor, { connections, duration })
  results.uncachedSearches = {
    requestsPerSecond: Math.round(searches.requests.average),
    p99Ms: searches.latency.p99,
    errors: searches.errors + searches.non2xx,
    cachedHomeRequestsPerSecond: Math.round(cachedHome.requests.average),
    cachedHomeP99Ms: cachedHome.latency.p99,
    ratio: Number((searches.requests.average / cachedHome.requests.average).toFixed(3)),
    floorRequestsPerSecond: Math.round(floor.requests.average),
    floorP99Ms: floor.latency.p99,
    floorErrors: floor.errors + floor.non2xx,
    floorRatio: Number((searches.requests.average / floor.requests.average).toFixed(3)),
  }
  if (searchCount > 0) {
    const before = rssMegabytes(server.pid)
    const run = await loadDistinctPaths(origin, nextSearch, { connections, amount: searchCount })
    results.memoryAfterSearches = {
      searches: searchCount,
      errors: run.errors + run.non2xx,
      rssBeforeMb: before,
      rssAfterMb: rssMegabytes(server.pid),
    }
  }

  // The nginx proxy cache of docs/operations.md in front of the app, beside nginx serving the same bytes.
  if (withNginx) {
    const html = await (await fetch(origin + '/')).text()
    const nginx = await startNginx({
      upstreamPort: bench.port,
      proxyPort: bench.port + 10,
      files: { 'home.html': html },
    })
    if (nginx) {
      try {
        await load(nginx.proxyOrigin + '/')
        await load(`${nginx.fileOrigin}/home.html`)
        const proxied = await load(nginx.proxyOrigin + '/')
        const file = await load(`${nginx.fileOrigin}/home.html`)
        results.nginx = {
          bytes: Buffer.byteLength(html),
          cacheStatus: (await fetch(nginx.proxyOrigin + '/')).headers.get('x-cache'),
          proxyCacheRequestsPerSecond: Math.round(proxied.requests.average),
          proxyCacheP99Ms: proxied.latency.p99,
          fileRequestsPerSecond: Math.round(file.requests.average),
          fileP99Ms: file.latency.p99,
          errors: proxied.errors + proxied.non2xx + file.errors + file.non2xx,
          ratio: Number((proxied.requests.average / file.requests.average).toFixed(3)),
        }
      } finally {
        await nginx.stop()
      }
    }
  }

  if (withLighthouse) {
    const pages = {
      home: '/',
      advanced: '/over-ons',
      vacancies: '/vacatures',
      vacancy: targets.vacancy,
      blog: '/blog',
      newsArticle: targets.newsArticle,
      application: '/solliciteren',
      contact: '/contact',
    }
    // Images are optimised on their first request and kept; a visitor meets them ready.
    await warmOptimisedImages(origin, Object.values(pages))
    results.lighthouse = await lighthouseScores(
      Object.fromEntries(Object.entries(pages).map(([name, p]) => [name, origin + p])),
    )
  }
  results.serverMemoryMb = rssMegabytes(server.pid)
} finally {
  if (server) await stopServer(server)
  fs.rmSync(publicBench, { recursive: true, force: true })
  bench.cleanup()
}

console.log(
  `\nDoorvoer (${connections} verbindingen, ${duration} s per meting; doel: ≥ 90% van het plafond, een gecachete pagina van dezelfde grootte)`,
)
console.table(
  Object.fromEntries(
    Object.entries(results.throughput).map(([name, r]) => [
      name,
      {
        'req/s': r.requestsPerSecond,
        'p99 ms': r.p99Ms,
        'plafond req/s': r.ceilingRequestsPerSecond,
        'plafond p99 ms': r.ceilingP99Ms,
        verhouding: `${Math.round(r.ratio * 100)}%`,
        'bestand req/s': r.fileRequestsPerSecond,
        'bestand p99 ms': r.fileP99Ms,
        't.o.v. bestand': `${Math.round(r.fileRatio * 100)}%`,
        fouten: r.errors,
      },
    ]),
  ),
)
if (results.lighthouse) {
  console.log(
    'Lighthouse (mobiel; doel: prestaties ≥ 98, overige 100; CPU-index: de snelheid van deze machine volgens Lighthouse, hoger is sneller)',
  )
  console.table(
    Object.fromEntries(
      Object.entries(results.lighthouse).map(([name, report]) => [
        name,
        {
          ...report.scores,
          'LCP ms': report.metrics.lcpMs,
          CLS: report.metrics.cls,
          'TBT ms': report.metrics.tbtMs,
          runs: report.performanceRuns.join('/'),
          'CPU-index': report.benchmarkIndex,
        },
      ]),
    ),
  )
  for (const [name, report] of Object.entries(results.lighthouse)) {
    const failing = Object.entries(report.failingAudits).map(([category, ids]) => `${category}: ${ids.join(', ')}`)
    if (failing.length) console.log(`  ${name} — ${failing.join('; ')}`)
  }
}
const u = results.uncachedSearches
console.log(
  `\nOngecachete zoekopdrachten (elke aanvraag een nieuwe; doel: ≥ 25% van de gecachete home, p99 < 150 ms)\n` +
    `  ${u.requestsPerSecond} req/s, p99 ${u.p99Ms} ms, ${u.errors} fouten; gecachete home ${u.cachedHomeRequestsPerSecond} req/s, ` +
    `p99 ${u.cachedHomeP99Ms} ms; verhouding ${Math.round(u.ratio * 100)}%\n` +
    `  ondergrens (een pagina van een paar tekens, per aanvraag gerenderd): ${u.floorRequestsPerSecond} req/s, ` +
    `p99 ${u.floorP99Ms} ms, ${u.floorErrors} fouten; zoekopdrachten ${Math.round(u.floorRatio * 100)}% daarvan`,
)
if (results.memoryAfterSearches) {
  const m = results.memoryAfterSearches
  console.log(
    `Geheugen na ${m.searches} verschillende zoekopdrachten (doel: ≤ 350 MB): ${m.rssBeforeMb} → ${m.rssAfterMb} MB (${m.errors} fouten)`,
  )
}
if (results.nginx) {
  const n = results.nginx
  console.log(
    `nginx-proxycache (docs/operations.md) tegenover nginx met hetzelfde bestand (doel: ≥ 80%): ${n.proxyCacheRequestsPerSecond} tegenover ` +
      `${n.fileRequestsPerSecond} req/s (p99 ${n.proxyCacheP99Ms} / ${n.fileP99Ms} ms, X-Cache ${n.cacheStatus}); ` +
      `verhouding ${Math.round(n.ratio * 100)}%`,
  )
}
printFirstLoad(results.firstLoadJs)
console.log(`Geheugen van de server na de run (doel: ≤ 350 MB): ${results.serverMemoryMb} MB`)
fs.mkdirSync(path.join(root, 'bench', 'results'), { recursive: true })
const file = path.join(root, 'bench', 'results', `bench-${results.date.replace(/[:.]/g, '-')}.json`)
fs.writeFileSync(file, JSON.stringify(results, null, 2))
console.log(file)
process.exit(0)
