/**
 * Times route resolution on the configured (benchmark) database, without any cache: what one
 * path costs now (one indexed lookup), what an edit costs, a deep page of the route-table API,
 * and, for comparison, the whole route table that every edit used to rebuild. Writes JSON to
 * BENCH_OUTPUT.
 *   BENCH_OUTPUT=/tmp/x.json node scripts/payload.mjs run bench/vacancies/measure-routes.ts
 */
import fs from 'node:fs'
import { getPayload } from 'payload'

import { fetchRouteTable } from '@/content/documents'
import config from '@payload-config'

import { fetchRoute, fetchRouteTablePage } from '../../src/routing/server/route-lookup'

const payload = await getPayload({ config })

async function time(run: () => Promise<unknown>): Promise<number> {
  const started = performance.now()
  await run()
  return performance.now() - started
}

async function repeat(runs: number, run: (index: number) => Promise<unknown>): Promise<number[]> {
  const times: number[] = []
  // The first runs warm the connection and the statement cache.
  for (let index = 0; index < runs + 5; index++) {
    const ms = await time(() => run(index))
    if (index >= 5) times.push(ms)
  }
  return times
}

const { docs: vacancies } = await payload.find({
  collection: 'vacancies',
  where: { _status: { equals: 'published' } },
  select: { uri: true, title: true },
  sort: '-id',
  limit: 200,
  depth: 0,
})
const paths = vacancies.map((doc) => `/${doc.uri}`)

const wholeTable = await repeat(5, () => fetchRouteTable(payload))
const tableBytes = Buffer.byteLength(JSON.stringify(await fetchRouteTable(payload)))
const vacancyPath = await repeat(200, (index) => fetchRoute(payload, paths[index % paths.length]))
const pagePath = await repeat(200, () => fetchRoute(payload, '/over-ons'))
const notFound = await repeat(200, (index) => fetchRoute(payload, `/vacatures/bestaat-niet-${index}`))
const draftPath = await repeat(50, (index) => fetchRoute(payload, paths[index % paths.length], { draft: true }))

// A deep page: the last vacancies, after 9,000 others.
const deep = vacancies[vacancies.length - 1]
const tablePage = await repeat(20, () =>
  fetchRouteTablePage(payload, { source: 'vacancies', id: Number(deep.id) - 1000 }, 1000),
)
const firstPage = await fetchRouteTablePage(payload, null, 1000)

// An edit through Payload with every hook (uri, redirects, cache expiry), as an editor saves.
const edit = await repeat(20, (index) =>
  payload.update({
    collection: 'vacancies',
    id: vacancies[index % vacancies.length].id,
    data: { title: vacancies[index % vacancies.length].title },
    overrideAccess: true,
  }),
)

const { totalDocs } = await payload.count({ collection: 'vacancies', overrideAccess: true })
fs.writeFileSync(
  String(process.env.BENCH_OUTPUT),
  JSON.stringify({
    vacancies: totalDocs,
    tableBytes,
    firstPageBytes: Buffer.byteLength(JSON.stringify(firstPage.table)),
    wholeTable,
    vacancyPath,
    pagePath,
    notFound,
    draftPath,
    tablePage,
    edit,
  }),
)
await payload.destroy()
process.exit(0)
