/**
 * Times the overview's database work on the configured (benchmark) database, without any cache:
 * one page of a filtered, searched query; the same with the options counted for it (faceted
 * counts, as the page shows them); the same states with 'Salaris vanaf' and without it, in turn;
 * and the unfiltered filter options. Writes JSON to BENCH_OUTPUT.
 *   BENCH_OUTPUT=/tmp/x.json node scripts/payload.mjs run bench/vacancies/measure-query.ts
 */
import fs from 'node:fs'
import { getPayload } from 'payload'

import { buildVacancyLookups } from '@/search/vacancy-options'
import config from '@payload-config'

import { BENCH_QUERIES, benchHref } from './queries.mjs'
import { parseListQuery } from '../../src/lists/list-query'
import { vacancyStateOf } from '../../src/lists/vacancy-url'
import { countVacancyOptions, fetchVacancyFilterData, searchVacancies } from '../../src/search/server/vacancy-queries'

const RUNS = 200
const payload = await getPayload({ config })

async function time(run: () => Promise<unknown>): Promise<number> {
  const started = performance.now()
  await run()
  return performance.now() - started
}

const options: number[] = []
for (let run = 0; run < 12; run++) options.push(await time(() => fetchVacancyFilterData(payload)))
const { groups } = await fetchVacancyFilterData(payload)
const lookups = buildVacancyLookups(groups)

const stateOf = (run: number) =>
  vacancyStateOf(
    parseListQuery(new URLSearchParams(benchHref(BENCH_QUERIES[run % BENCH_QUERIES.length]).split('?')[1])),
  )

const search: number[] = []
const overview: number[] = []
const withSalary: number[] = []
const withoutSalary: number[] = []
const totals: number[] = []
for (let run = 0; run < RUNS + 10; run++) {
  const state = stateOf(run)
  let total = 0
  const ms = await time(async () => {
    total = (await searchVacancies(payload, state, { lookups })).total
  })
  // The page as the overview reads it: one page and the options counted for its state.
  const both = await time(() =>
    Promise.all([searchVacancies(payload, state, { lookups }), countVacancyOptions(payload, state, { groups })]),
  )
  // 'Salaris vanaf' against the same query without it, in turn, so that load affects both alike;
  // which goes first alternates, since the second of a pair finds the caches the first warmed.
  const salaried = { ...state, salaris: 3000 as const }
  const timePaid = () => time(() => searchVacancies(payload, salaried, { lookups }))
  const timeUnpaid = () => time(() => searchVacancies(payload, state, { lookups }))
  let paid: number
  let unpaid: number
  if (run % 2 === 0) {
    paid = await timePaid()
    unpaid = await timeUnpaid()
  } else {
    unpaid = await timeUnpaid()
    paid = await timePaid()
  }
  // The first runs warm the connection and the statement cache.
  if (run >= 10) {
    search.push(ms)
    overview.push(both)
    withSalary.push(paid)
    withoutSalary.push(unpaid)
    totals.push(total)
  }
}
const { totalDocs } = await payload.count({ collection: 'vacancies', overrideAccess: true })
fs.writeFileSync(
  String(process.env.BENCH_OUTPUT),
  JSON.stringify({
    vacancies: totalDocs,
    search,
    overview,
    withSalary,
    withoutSalary,
    options: options.slice(2),
    matches: totals,
  }),
)
await payload.destroy()
process.exit(0)
