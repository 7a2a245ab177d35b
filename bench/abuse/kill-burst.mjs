#!/usr/bin/env node
/**
 * `npm run bench:abuse -- kill-burst [seconds]`: is every submission stored whole when the server
 * is killed (`kill -9`) in the middle of a burst? Runs the production build on a copy of the demo
 * data (SEEDED_DATA_DIR when set, else seeded at the first start; with BENCH_SEED=false on an
 * empty, migrated database, which the forms need no more than) on 127.0.0.1:BENCH_PORT, with an
 * ATS receiver of its own on BENCH_ATS_PORT (default 4470). For `seconds` (default 120) it posts
 * applications with a CV and contact messages, eight at a time, and kills the server five times
 * at even intervals, starting it again each time. Once the server has run long enough after the
 * last kill to repair what a kill cut off (src/forms/submission-repair.ts), it counts from the
 * database:
 *   - the records stored, and how many of them lack the office's notification, the sender's
 *     confirmation or (applications) the ATS delivery: must be 0;
 *   - answers of 200 whose record is missing (lost submissions): must be 0;
 *   - jobs queued twice for one record, and ATS deliveries received twice (the receiver takes each
 *     key once, so a repeat is harmless but counted).
 * Exits 1 when a record lacks a job or a confirmed submission is missing.
 */
import { createClient as createDatabaseClient } from '@libsql/client'
import http from 'node:http'
import path from 'node:path'

import { createReceiver } from '../../scripts/ats-receiver.mjs'
import { buildIfNeeded } from '../../scripts/lib/build.mjs'
import { copySeededData } from '../../scripts/lib/seeded-data.mjs'
import { createBenchEnv, startServer, stopServer, waitHealthy } from '../lib/bench-server.mjs'

const seconds = Number(process.argv.find((arg) => /^\d+$/.test(arg)) ?? 120)
const KILLS = 5
const CONCURRENCY = 8
const SECRET = 'kill-burst-secret-0123456789abcdef'
const atsPort = Number(process.env.BENCH_ATS_PORT || 4470)
/** The repair leaves submissions younger than a minute alone; it runs every lease check (10 s here). */
const REPAIR_WAIT_MS = 60_000 + 25_000

const bench = createBenchEnv()
const { origin, env } = bench
Object.assign(env, {
  JOBS_AUTORUN: 'true',
  JOB_LEASE_SECONDS: '30',
  ATS_WEBHOOK_URL: `http://127.0.0.1:${atsPort}/`,
  ATS_WEBHOOK_SECRET: SECRET,
  SMTP_URL: '',
})
const seeded = copySeededData(bench.dataDir, path.basename(env.DATABASE_URL))

const sleep = (/** @type {number} */ ms) => new Promise((resolve) => setTimeout(resolve, ms))

/** @type {Map<string, number>} */
const deliveries = new Map()
const receiver = createReceiver({ secret: SECRET })
// The sample receiver answers a repeat without calling back: count every request by its key.
receiver.prependListener('request', (request) => {
  const key = request.headers['idempotency-key']
  if (typeof key === 'string') deliveries.set(key, (deliveries.get(key) ?? 0) + 1)
})
await new Promise((resolve) => receiver.listen(atsPort, '127.0.0.1', () => resolve(undefined)))

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

let counter = 0
const nextAddress = () => {
  counter += 1
  return `127.0.${1 + Math.floor(counter / 250)}.${1 + (counter % 250)}`
}

const BOUNDARY = '----koersKillBurst'
/** @param {string} email */
function applicationRequest(email) {
  const fields = { firstName: 'Sanne', lastName: 'Visser', emailAddress: email, phoneNumber: '0612345678', gender: 'v' }
  const body = Buffer.concat([
    ...Object.entries(fields).map(([name, value]) =>
      Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    ),
    Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="applicationCV"; filename="CV.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
    ),
    minimalPdf(),
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  ])
  return {
    path: '/actions/module/application-form',
    headers: { 'Content-Type': `multipart/form-data; boundary=${BOUNDARY}`, 'Content-Length': body.length },
    body,
  }
}

/** @param {string} email */
function contactRequest(email) {
  const body = JSON.stringify({ name: 'Sanne de Vries', phoneNumber: '06 12345678', email, message: 'Burst.' })
  return { path: '/actions/module/contact', headers: { 'Content-Type': 'application/json' }, body }
}

/**
 * @param {{ path: string, headers: import('node:http').OutgoingHttpHeaders, body: string | Buffer }} options
 * @returns {Promise<number | 'no answer'>}
 */
function post({ path: target, headers, body }) {
  const url = new URL(origin)
  return new Promise((resolve) => {
    const req = http.request(
      {
        host: url.hostname,
        port: url.port,
        method: 'POST',
        path: target,
        headers: { ...headers, Accept: 'application/json' },
        localAddress: nextAddress(),
        agent: false,
      },
      (res) => {
        res.resume()
        res.on('end', () => resolve(res.statusCode ?? 'no answer'))
      },
    )
    req.setTimeout(30_000, () => req.destroy(new Error('timeout')))
    req.on('error', () => resolve('no answer'))
    req.end(body)
  })
}

/** @type {Array<{ kind: 'application' | 'contact', email: string, status: number | 'no answer' }>} */
const sent = []
let up = false
let running = true

async function poster(/** @type {number} */ lane) {
  while (running) {
    if (!up) {
      await sleep(100)
      continue
    }
    const kind = (counter + lane) % 2 ? 'application' : 'contact'
    const email = `burst.${kind}.${lane}.${counter}.${Date.now()}@example.nl`
    const status = await post(kind === 'application' ? applicationRequest(email) : contactRequest(email))
    sent.push({ kind, email, status })
  }
}

buildIfNeeded(env)
let server = startServer(bench, !seeded && process.env.BENCH_SEED !== 'false')
const deadline = setTimeout(
  () => {
    console.error('Kill burst over its time limit: stopping')
    server.kill('SIGKILL')
    process.exit(1)
  },
  (seconds + 30 * 60) * 1000,
)
await waitHealthy(origin)
up = true
const started = performance.now()
const posters = Array.from({ length: CONCURRENCY }, (_, lane) => poster(lane))
for (let kill = 1; kill <= KILLS; kill++) {
  await sleep((seconds * 1000) / (KILLS + 1))
  server.kill('SIGKILL')
  up = false
  await new Promise((resolve) => server.once('exit', resolve))
  console.log(`kill -9 #${kill} after ${Math.round((performance.now() - started) / 1000)} s`)
  server = startServer(bench, false)
  await waitHealthy(origin)
  up = true
}
await sleep(Math.max(0, seconds * 1000 - (performance.now() - started)))
running = false
await Promise.all(posters)
console.log(`burst over after ${Math.round((performance.now() - started) / 1000)} s; waiting for the repair`)
await sleep(REPAIR_WAIT_MS)

const database = createDatabaseClient({ url: env.DATABASE_URL })
const rows = async (/** @type {string} */ sql) => (await database.execute(sql)).rows
const jobKeys = await rows(
  `select json_extract(input, '$.collection') as collection, json_extract(input, '$.submissionId') as submission,
     json_extract(input, '$.recipient') as recipient, json_extract(input, '$.applicationId') as application, task_slug
   from payload_jobs where task_slug in ('sendSubmissionMail', 'deliverApplicationToAts')`,
)
/** @type {Map<string, number>} */
const jobs = new Map()
for (const job of jobKeys) {
  const key =
    job.task_slug === 'deliverApplicationToAts'
      ? `ats:${job.application}`
      : `${job.collection}:${job.submission}:${job.recipient}`
  jobs.set(key, (jobs.get(key) ?? 0) + 1)
}
const records = [
  ...(await rows(`select id, email_address as email from applications where email_address like 'burst.%'`)).map(
    (row) => ({ collection: 'applications', id: Number(row.id), email: String(row.email) }),
  ),
  ...(await rows(`select id, email from contact_messages where email like 'burst.%'`)).map((row) => ({
    collection: 'contactMessages',
    id: Number(row.id),
    email: String(row.email),
  })),
]
const expectedKeys = (/** @type {{ collection: string, id: number }} */ record) => [
  `${record.collection}:${record.id}:office`,
  `${record.collection}:${record.id}:sender`,
  ...(record.collection === 'applications' ? [`ats:${record.id}`] : []),
]
const withoutJobs = records.filter((record) => expectedKeys(record).some((key) => !jobs.has(key)))
const duplicateJobs = records.flatMap(expectedKeys).filter((key) => (jobs.get(key) ?? 0) > 1).length
const storedEmails = new Set(records.map((record) => record.email))
const confirmedMissing = sent.filter((entry) => entry.status === 200 && !storedEmails.has(entry.email))
const storedUnconfirmed = sent.filter((entry) => entry.status !== 200 && storedEmails.has(entry.email))
const storedTwice = records.length - storedEmails.size
// Jobs queued well after their record: by the repair, for a unit a kill cut off.
const repairedJobs = Number(
  (
    await rows(
      `select count(*) as n from payload_jobs j join (
         select id, 'applications' as collection, created_at from applications where email_address like 'burst.%'
         union all select id, 'contactMessages', created_at from contact_messages where email like 'burst.%'
       ) r on (j.task_slug = 'sendSubmissionMail' and json_extract(j.input, '$.collection') = r.collection
               and json_extract(j.input, '$.submissionId') = r.id)
           or (j.task_slug = 'deliverApplicationToAts' and r.collection = 'applications'
               and json_extract(j.input, '$.applicationId') = r.id)
       where julianday(j.created_at) - julianday(r.created_at) > 30.0 / 86400`,
    )
  )[0].n,
)
const orphanFiles = Number(
  (
    await rows(
      `select count(*) as n from application_files f where not exists (select 1 from applications a
         where a.application_c_v_id = f.id or a.application_motivation_id = f.id)`,
    )
  )[0].n,
)
database.close()

const statuses = Object.entries(
  sent.reduce(
    (tally, { status }) => ({ ...tally, [status]: (tally[status] ?? 0) + 1 }),
    /** @type {Record<string, number>} */ ({}),
  ),
)
const counts = {
  seconds,
  kills: KILLS,
  posted: sent.length,
  answers: Object.fromEntries(statuses),
  storedApplications: records.filter((record) => record.collection === 'applications').length,
  storedContactMessages: records.filter((record) => record.collection === 'contactMessages').length,
  storedWithoutJobs: withoutJobs.length,
  confirmedButMissing: confirmedMissing.length,
  storedWithoutConfirmation: storedUnconfirmed.length,
  storedTwice,
  duplicateJobs,
  repairedJobs,
  atsDeliveriesRepeated: [...deliveries.values()].filter((times) => times > 1).length,
  orphanFiles,
}
console.log(JSON.stringify(counts, null, 2))

clearTimeout(deadline)
await stopServer(server)
receiver.close()
bench.cleanup()
process.exit(withoutJobs.length || confirmedMissing.length ? 1 : 0)
