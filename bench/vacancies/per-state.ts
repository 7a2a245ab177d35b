/**
 * The overview's page and its faceted counts timed apart, per benchmark state, on the configured
 * (benchmark) database: p95 and median of each, and the states whose counts and pages are slowest
 * (the fastest of ROUNDS runs each, after one warm-up round). With BENCH_OUTPUT, writes each
 * state's fastest [page, counts] in ms as JSON, to compare two versions state by state.
 *   ROUNDS=3 node scripts/payload.mjs run bench/vacancies/per-state.ts
 */
import fs from 'node:fs'
import { getPayload } from 'payload'

import { buildVacancyLookups } from '@/search/vacancy-options'
import config from '@payload-config'

import { BENCH_QUERIES, benchHref } from './queries.mjs'
import { parseListQuery } from '../../src/lists/list-query'
import { vacancyStateOf } from '../../src/lists/vacancy-url'
import { countVacancyOptions, fetchVacancyFilterData, searchVacancies } from '../../src/search/server/vacancy-queries'

const payload = await getPayload({ config })
const { groups } = await fetchVacancyFilterData(payload)
const lookups = buildVacancyLookups(groups)
const rounds = Number(process.env.ROUNDS || 3)

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)].toFixed(1)
}
async function time(run: () => Promise<unknown>): Promise<number> {
  const started = performance.now()
  await run()
  return performance.now() - started
}

const pages: number[] = []
const counts: number[] = []
const perState = new Map<string, { page: number[]; counts: number[] }>()
for (let round = 0; round <= rounds; round++) {
  for (const query of BENCH_QUERIES) {
    const href = benchHref(query)
    const state = vacancyStateOf(parseListQuery(new URLSearchParams(href.split('?')[1])))
    const page = await time(() => searchVacancies(payload, state, { lookups }))
    const counted = await time(() => countVacancyOptions(payload, state, { groups }))
    if (round === 0) continue
    pages.push(page)
    counts.push(counted)
    const times = perState.get(href) ?? { page: [], counts: [] }
    times.page.push(page)
    times.counts.push(counted)
    perState.set(href, times)
  }
}
console.log(`page: p95 ${percentile(pages, 95)} ms, median ${percentile(pages, 50)} ms`)
console.log(`counts: p95 ${percentile(counts, 95)} ms, median ${percentile(counts, 50)} ms`)
const fastest = [...perState].map(([href, times]) => ({
  href,
  page: Math.min(...times.page),
  counts: Math.min(...times.counts),
}))
for (const key of ['counts', 'page'] as const) {
  console.log(`\nslowest ${key}:`)
  for (const state of [...fastest].sort((a, b) => b[key] - a[key]).slice(0, 10))
    console.log(`${state[key].toFixed(1)} ms  ${state.href}`)
}
if (process.env.BENCH_OUTPUT)
  fs.writeFileSync(
    process.env.BENCH_OUTPUT,
    JSON.stringify(Object.fromEntries(fastest.map((state) => [state.href, [state.page, state.counts]]))),
  )
await payload.destroy()
process.exit(0)
