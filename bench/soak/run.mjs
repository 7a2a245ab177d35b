#!/usr/bin/env node
/**
 * `npm run bench:soak`: the production server under the mix of real operation for a set time,
 * to show whether its memory stays flat and it never fails. All at once: anonymous visitors
 * (pages of every type, RSC navigations and prefetches, new searches and filters, images, the
 * sitemap, the feed, /api/route-table and /api/page-data), a form post every 15 s (applications
 * with PDF CVs, contact and business contact messages), vacancy-alert sign-ups, and an editor in
 * Chromium working in /admin (list views, autosave while typing, live preview, save, publish,
 * versions).
 *
 * Every 15 s a line: the minute, the live heap after a full garbage collection (over the server's
 * inspector) and the resident memory. At the end: counts per kind of request, and the memory's
 * slope (MB per 10 minutes, least squares over the last half) and whether the last half stays
 * within ±5%. Exits non-zero when the server died, answered any 5xx, left a request unanswered,
 * or a kind of traffic never got the answer it should (it was then not exercised).
 *
 *   npm run bench:soak [-- --minutes 60]
 *   npm run bench:soak -- --url http://127.0.0.1:3000 --inspect 127.0.0.1:9229   (a running server)
 *
 * Without --url it starts its own server (BENCH_PORT, default 3400, inspector on the next port)
 * as `npm start` would, on fresh demo content; see options.mjs for every option. Writes JSON to
 * bench/results/. Not a test.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { connectHeapInspector } from './devtools-heap.mjs'
import { createEditorDocuments, deleteEditorDocuments, loginOverRest } from './editor-documents.mjs'
import { runEditor } from './editor-session.mjs'
import { runForms } from './form-traffic.mjs'
import { startMemorySampler } from './memory-sampler.mjs'
import { memoryTrend } from './memory-trend.mjs'
import { parseSoakOptions } from './options.mjs'
import { createRequestTally } from './request-tally.mjs'
import { startSoakServer } from './server-process.mjs'
import { readSiteInventory } from './site-inventory.mjs'
import { runVisitors } from './visitor-traffic.mjs'
import { root } from '../../scripts/lib/build.mjs'

const options = parseSoakOptions(process.argv.slice(2))
const date = new Date().toISOString()
const stamp = date.replace(/[:.]/g, '-')
const resultsDir = path.join(root, 'bench', 'results')
fs.mkdirSync(resultsDir, { recursive: true })
const serverLog = path.join(os.tmpdir(), `koers-soak-server-${stamp}.log`)

const ownEditor = { email: 'redactie@koersgroep.nl', password: 'soak-editor-password-0123456789' }
const editorAccount = options.url
  ? { email: process.env.SOAK_EDITOR_EMAIL || ownEditor.email, password: process.env.SOAK_EDITOR_PASSWORD || '' }
  : ownEditor
const withEditor = options.editor && Boolean(editorAccount.password)

const stopTraffic = new AbortController()
/** @type {string | null} */
let crash = null
/** Set once the traffic is over: the soak then closes the inspector and stops the server itself. */
let finished = false
const died = (/** @type {string} */ reason) => {
  if (crash || finished) return
  crash = reason
  console.log(`\n!! De server is gestopt: ${reason}`)
  stopTraffic.abort()
}

// --- the server under test -----------------------------------------------------------------
/** @type {Awaited<ReturnType<typeof startSoakServer>> | null} */
let own = null
let origin = options.url ?? ''
/** @type {Record<string, string>} */
let settings = { note: 'attached to a running server: its settings are not known to the soak' }
/** @type {string | undefined} */
let inspector = options.inspect
if (!options.url) {
  console.log('Server starten en democontent laden…')
  own = await startSoakServer({ editorPassword: ownEditor.password, logFile: serverLog })
  origin = own.origin
  inspector = own.inspector
  settings = own.settings
  own.child.once('exit', (code, signal) => died(signal ? `signal ${signal}` : `exit code ${code}`))
  // Interrupted: the server started for the run goes with it.
  for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM']))
    process.once(signal, () => {
      finished = true
      own?.child.kill('SIGTERM')
      process.exit(130)
    })
}
const heap = inspector ? await connectHeapInspector(inspector, { onClose: () => died('its inspector closed') }) : null
const pid = heap?.pid ?? options.pid ?? null
console.log(`Server onder test: ${origin} (pid ${pid ?? 'onbekend'})`)
for (const [name, value] of Object.entries(settings)) console.log(`  ${name}: ${value}`)
if (own) console.log(`  server log: ${serverLog}`)
if (!heap) console.log('  (zonder --inspect geen live heap: alleen RSS, en alleen met --pid)')

/** Attached: the server is watched over /healthz (three unanswered probes in a row mean it is gone). */
function watchHealth() {
  let misses = 0
  const timer = setInterval(async () => {
    try {
      await (await fetch(`${origin}/healthz`, { signal: AbortSignal.timeout(20_000) })).arrayBuffer()
      misses = 0
    } catch (error) {
      if (++misses >= 3) died(`/healthz unanswered three times (${String(error)})`)
    }
  }, 5000)
  return () => clearInterval(timer)
}
const stopWatching = own ? () => {} : watchHealth()

// --- the run ---------------------------------------------------------------------------------
const tally = createRequestTally()
const inventory = await readSiteInventory(origin)
const token = withEditor ? await loginOverRest(origin, editorAccount) : null
const documents = token ? await createEditorDocuments(origin, token) : []
console.log(
  `Duurtest: ${options.minutes} min; ${options.visitors} bezoekers tegelijk, een formulier per ${options.formSeconds} s, ` +
    `een vacature-alert per ${options.alertSeconds} s, ${withEditor ? 'een redacteur in /admin' : 'GEEN redacteur'}\n`,
)
const startedAt = Date.now()
const until = startedAt + options.minutes * 60_000
const sampler = startMemorySampler({ heap, pid, startedAt, intervalSeconds: options.sampleSeconds })
const stop = stopTraffic.signal
const [visitors, , editor] = await Promise.all([
  runVisitors({ origin, inventory, tally, visitors: options.visitors, until, stop }),
  runForms({
    origin,
    vacancyIds: inventory.vacancyIds,
    tally,
    formSeconds: options.formSeconds,
    alertSeconds: options.alertSeconds,
    until,
    stop,
  }),
  withEditor
    ? runEditor({ origin, account: editorAccount, documents, tally, until, stop }).catch((error) => ({
        loops: 0,
        failedSteps: [{ step: 'start the browser', message: String(error) }],
      }))
    : null,
])
await sampler.stop(!crash)
finished = true
stopWatching()

// --- the report ------------------------------------------------------------------------------
if (token && !crash) await deleteEditorDocuments(origin, token, documents).catch(() => {})
heap?.close()
const serverTail = own?.tail() ?? []
if (own) await own.stop()

const totals = tally.totals()
const unexercised = tally.kindsWithoutSuccess()
console.log('\nAanvragen per soort (verwacht: geen 5xx, geen onbeantwoorde):')
console.table(tally.rows())
console.log(`Paginatypes bezocht: ${visitors.pageTypes.join(', ')}`)
if (editor) {
  console.log(`Redacteur: ${editor.loops} rondes voltooid, ${editor.failedSteps.length} stappen mislukt`)
  for (const { step, message } of editor.failedSteps.slice(0, 10)) console.log(`  ${step}: ${message}`)
}
const problems = tally.firstProblems()
if (problems.length) {
  console.log('Eerste onverwachte antwoorden:')
  for (const { kind, status, detail } of problems) console.log(`  ${kind} ${status} ${detail}`)
}

/** @param {'heapMb' | 'rssMb'} key */
const trendOf = (key) =>
  memoryTrend(
    sampler.samples.flatMap((sample) => {
      const mb = sample[key]
      return mb === null ? [] : [{ minutes: sample.minutes, mb }]
    }),
  )
const trends = { heap: trendOf('heapMb'), rss: trendOf('rssMb') }
for (const [name, trend] of Object.entries({ 'live heap': trends.heap, RSS: trends.rss })) {
  if (trend.slopePer10Minutes === null || trend.mean === null || trend.spread === null) {
    console.log(`${name}: te weinig metingen voor een trend`)
    continue
  }
  console.log(
    `${name}, tweede helft (vanaf minuut ${trend.fromMinute?.toFixed(1)}, ${trend.samples} metingen): ` +
      `helling ${trend.slopePer10Minutes.toFixed(1)} MB per 10 min, gemiddeld ${trend.mean.toFixed(1)} MB, ` +
      `grootste afwijking ${(trend.spread * 100).toFixed(1)}% (${trend.stable ? 'binnen' : 'BUITEN'} ±5%)`,
  )
}
if (crash) {
  console.log(`\nDe server stierf na ${((Date.now() - startedAt) / 60_000).toFixed(1)} min: ${crash}`)
  if (serverTail.length)
    console.log(`Laatste regels van de server:\n${serverTail.map((line) => `  ${line}`).join('\n')}`)
}

const failures = [
  crash && `de server stierf (${crash})`,
  totals.server5xx && `${totals.server5xx} antwoorden 5xx`,
  totals.failed && `${totals.failed} aanvragen zonder antwoord`,
  !crash && unexercised.length && `nooit het verwachte antwoord: ${unexercised.join(', ')}`,
  !crash && editor && editor.loops === 0 && 'de redacteur voltooide geen enkele ronde',
].filter(Boolean)

const file = path.join(resultsDir, `soak-${stamp}.json`)
fs.writeFileSync(
  file,
  JSON.stringify(
    {
      date,
      machine: { cpus: os.cpus().length, memoryGb: Math.round(os.totalmem() / 2 ** 30) },
      options,
      origin,
      settings,
      crash,
      serverTail: crash ? serverTail : [],
      totals,
      requests: tally.rows(),
      editor,
      trends,
      samples: sampler.samples,
      failures,
    },
    null,
    2,
  ),
)
console.log(`\n${file}`)
if (failures.length) {
  console.log(`MISLUKT: ${failures.join('; ')}`)
  process.exit(1)
}
console.log(`Geslaagd: ${totals.total} aanvragen, geen 5xx, geen crash.`)
process.exit(0)
