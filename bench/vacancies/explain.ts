/**
 * Prints the query plans of the overview's database work for a few benchmark states, on the
 * configured (benchmark) database: EXPLAIN ANALYZE on PostgreSQL, EXPLAIN QUERY PLAN on SQLite.
 * Every statement the overview runs through `payload.db.execute` (the page and the faceted counts)
 * is run once more under EXPLAIN.
 *   BENCH_STATES=0,5,40 node scripts/payload.mjs run bench/vacancies/explain.ts
 */
import { sql, type SQL } from 'drizzle-orm'
import { getPayload } from 'payload'

import { buildVacancyLookups } from '@/search/vacancy-options'
import config from '@payload-config'

import { BENCH_QUERIES, benchHref } from './queries.mjs'
import { parseListQuery } from '../../src/lists/list-query'
import { vacancyStateOf } from '../../src/lists/vacancy-url'
import { countVacancyOptions, fetchVacancyFilterData, searchVacancies } from '../../src/search/server/vacancy-queries'

const payload = await getPayload({ config })
const postgres = payload.db.name === 'postgres'
const { groups } = await fetchVacancyFilterData(payload)
const lookups = buildVacancyLookups(groups)

const statements: SQL[] = []
const execute = payload.db.execute.bind(payload.db)
payload.db.execute = (args) => {
  if (args.sql) statements.push(args.sql)
  return execute(args)
}

const picks = (process.env.BENCH_STATES || '0,1,5,6').split(',').map(Number)
for (const pick of picks) {
  const href = benchHref(BENCH_QUERIES[pick % BENCH_QUERIES.length])
  const state = vacancyStateOf(parseListQuery(new URLSearchParams(href.split('?')[1])))
  const salaried = process.env.BENCH_SALARY ? { ...state, salaris: 3000 as const } : state
  statements.length = 0
  await searchVacancies(payload, salaried, { lookups })
  await countVacancyOptions(payload, salaried, { groups })
  const captured = [...statements]
  payload.db.execute = execute
  for (const [index, statement] of captured.entries()) {
    const explain = postgres
      ? sql`EXPLAIN (ANALYZE, BUFFERS, COSTS OFF) ${statement}`
      : sql`EXPLAIN QUERY PLAN ${statement}`
    const result = await execute({ drizzle: payload.db.drizzle, sql: explain })
    console.log(`\n=== ${href}${process.env.BENCH_SALARY ? ' + salaris=3000' : ''} — statement ${index + 1}`)
    for (const row of result.rows as Array<Record<string, unknown>>)
      console.log(postgres ? row['QUERY PLAN'] : `${row.id} ${row.parent} ${row.detail}`)
  }
  payload.db.execute = (args) => {
    if (args.sql) statements.push(args.sql)
    return execute(args)
  }
}
await payload.destroy()
process.exit(0)
