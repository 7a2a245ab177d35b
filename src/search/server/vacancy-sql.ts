import 'server-only'

/**
 * The overview's and the similar vacancies' query in SQL, for SQLite and PostgreSQL alike: the
 * full-text match (FTS5 over our stems / a tsvector with the `dutch` configuration), relevance,
 * and the distance filter (a bounding box on the indexed coordinates, then the exact great-circle
 * distance). Returns the ids of one page in order, their distance and the total; the caller reads
 * the rows themselves through Payload.
 */
import { sql, type SQL } from 'drizzle-orm'
import type { Payload } from 'payload'

import { boundingBox } from '@/geo/gazetteer'
import type { SearchTerm } from '@/search/search-tokens'

type VacancyOrder = 'relevance' | 'newest' | 'distance'

export type VacancyMatchQuery = {
  now: Date
  /** Every one of these normalised places (the location filter). */
  places?: readonly string[]
  sectorId?: number | null
  functionId?: number | null
  /** Either group (the similar vacancies): the same function group or the same sector. */
  anyGroup?: { sectorId: number | null; functionId: number | null }
  terms?: readonly SearchTerm[]
  /** Distance from a point; with `km`, only vacancies with a place that near. */
  near?: { lat: number; lon: number; km: number | null } | null
  excludeId?: number
  /** 'Salaris vanaf': vacancies that can pay at least this much gross a month (their stored ceiling). */
  minMonthlySalary?: number | null
  /** Vacancy alerts: only vacancies first published after `after`, up to and including `until`. */
  published?: { after: Date; until: Date }
  order: VacancyOrder
  limit: number
  offset: number
}

export type VacancyMatch = { id: number; distanceKm: number | null }

export type VacancyMatches = { matches: VacancyMatch[]; total: number }

type Dialect = 'sqlite' | 'postgres'

const TITLE_SCORE = 4
const CATEGORY_SCORE = 2
const BODY_SCORE = 1

const quote = (text: string) => `"${text.replace(/"/g, '')}"`

/**
 * FTS5 query syntax for one term: its stem, quoted (no operators). The word being typed matches
 * as a prefix of the stem or of the word as typed: a cut-off word stems differently from the whole
 * one ('verpleeg' → 'verpleg', yet 'verpleegkundige' → 'verpleegkund'). A compound also matches
 * its parts written apart: the head's stem and a word starting with the modifier.
 */
function ftsTerm(term: SearchTerm, column?: string): string {
  const whole = term.prefix ? `${quote(term.stem)}* OR ${quote(term.word)}*` : quote(term.stem)
  const parts = term.parts ? ` OR (${quote(term.parts.modifier)}* AND ${quote(term.parts.headStem)})` : ''
  const match = `(${whole}${parts})`
  return column ? `{${column}} : ${match}` : match
}

const tsWord = (term: SearchTerm) => term.word.replace(/[^\p{L}\p{N}]/gu, '')

/**
 * The tsquery of one term, restricted to a weight if given. PostgreSQL stems the word itself with
 * the `dutch` configuration; the word being typed also matches as a prefix unstemmed (`simple`),
 * as on SQLite.
 */
function tsTerm(term: SearchTerm, weight = ''): SQL {
  const word = tsWord(term)
  const whole = term.prefix
    ? sql`(to_tsquery('dutch', ${`${word}:*${weight}`}) || to_tsquery('simple', ${`${word}:*${weight}`}))`
    : sql`to_tsquery('dutch', ${`${word}${weight ? `:${weight}` : ''}`})`
  if (!term.parts) return whole
  const modifier = term.parts.modifier.replace(/[^\p{L}\p{N}]/gu, '')
  const head = term.parts.head.replace(/[^\p{L}\p{N}]/gu, '')
  return sql`(${whole} || (to_tsquery('simple', ${`${modifier}:*${weight}`}) && to_tsquery('dutch', ${`${head}${weight ? `:${weight}` : ''}`})))`
}

function matchCondition(dialect: Dialect, terms: readonly SearchTerm[]): SQL {
  if (dialect === 'sqlite') {
    const query = terms.map((term) => ftsTerm(term)).join(' AND ')
    return sql`v.id IN (SELECT rowid FROM vacancies_fts WHERE vacancies_fts MATCH ${query})`
  }
  return sql`v.search_vector @@ (${sql.join(
    terms.map((term) => tsTerm(term)),
    sql` && `,
  )})`
}

/** Per word 4 when the title has it, else 2 when the category has it, else 1 (the rest has it). */
function scoreExpression(dialect: Dialect, terms: readonly SearchTerm[]): SQL {
  if (!terms.length) return sql`0`
  const parts = terms.map((term) => {
    if (dialect === 'sqlite') {
      const inColumn = (column: string) =>
        sql`v.id IN (SELECT rowid FROM vacancies_fts WHERE vacancies_fts MATCH ${ftsTerm(term, column)})`
      return sql`(CASE WHEN ${inColumn('stems_title')} THEN ${sql.raw(String(TITLE_SCORE))} WHEN ${inColumn('stems_category')} THEN ${sql.raw(String(CATEGORY_SCORE))} ELSE ${sql.raw(String(BODY_SCORE))} END)`
    }
    const hasWeight = (weight: string) => sql`v.search_vector @@ ${tsTerm(term, weight)}`
    return sql`(CASE WHEN ${hasWeight('A')} THEN ${sql.raw(String(TITLE_SCORE))} WHEN ${hasWeight('B')} THEN ${sql.raw(String(CATEGORY_SCORE))} ELSE ${sql.raw(String(BODY_SCORE))} END)`
  })
  return sql.join(parts, sql` + `)
}

/** Great-circle (haversine) distance in km from a point to a place row `p`, as in gazetteer.ts. */
function distanceExpression(dialect: Dialect, lat: number, lon: number): SQL {
  const pLat = dialect === 'postgres' ? sql`p.lat::float8` : sql`p.lat`
  const pLon = dialect === 'postgres' ? sql`p.lon::float8` : sql`p.lon`
  const least = dialect === 'postgres' ? sql`least` : sql`min`
  return sql`(12742 * asin(${least}(1, sqrt(
    power(sin(radians(${pLat} - ${lat}) / 2), 2) +
    cos(radians(${lat})) * cos(radians(${pLat})) * power(sin(radians(${pLon} - ${lon}) / 2), 2)
  ))))`
}

function dialectOf(payload: Payload): Dialect {
  return payload.db.name === 'postgres' ? 'postgres' : 'sqlite'
}

async function rows(payload: Payload, query: SQL): Promise<Array<Record<string, unknown>>> {
  const result = await payload.db.execute({ drizzle: payload.db.drizzle, sql: query })
  return result.rows.map((row) => (typeof row === 'object' && row !== null ? { ...row } : {}))
}

const toNumber = (value: unknown): number | null =>
  value === null || value === undefined || value === '' ? null : Number(value)

/** An open vacancy `v`: published, and not past its validThrough (openVacancyWhere in SQL). */
function openConditions(dialect: Dialect, now: Date): SQL[] {
  return [
    sql`v._status = 'published'`,
    dialect === 'postgres'
      ? sql`(v.valid_through IS NULL OR v.valid_through > ${now.toISOString()}::timestamptz)`
      : sql`(v.valid_through IS NULL OR v.valid_through > ${now.toISOString()})`,
  ]
}

/** A filter that a facet's count leaves out: each option is counted with every other filter applied. */
type Facet = 'places' | 'sector' | 'function' | 'salary'

/** The conditions on `v` of a query (open, search text, filters), without the facet's own filter. */
function whereConditions(dialect: Dialect, query: VacancyMatchQuery, without?: Facet): SQL[] {
  const terms = query.terms ?? []
  const conditions: SQL[] = openConditions(dialect, query.now)
  if (terms.length) conditions.push(matchCondition(dialect, terms))
  if (without !== 'places') {
    for (const place of query.places ?? []) {
      conditions.push(
        sql`v.id IN (SELECT t.parent_id FROM vacancies_texts t WHERE t.path = 'locationPlaces' AND t.text = ${place})`,
      )
    }
  }
  if (query.sectorId && without !== 'sector') conditions.push(sql`v.first_sector_group_id = ${query.sectorId}`)
  if (query.functionId && without !== 'function') conditions.push(sql`v.first_function_group_id = ${query.functionId}`)
  if (query.anyGroup) {
    const { sectorId, functionId } = query.anyGroup
    const either = [
      ...(functionId ? [sql`v.first_function_group_id = ${functionId}`] : []),
      ...(sectorId ? [sql`v.first_sector_group_id = ${sectorId}`] : []),
    ]
    conditions.push(either.length ? sql`(${sql.join(either, sql` OR `)})` : sql`1 = 0`)
  }
  if (query.excludeId) conditions.push(sql`v.id <> ${query.excludeId}`)
  if (query.minMonthlySalary && without !== 'salary')
    conditions.push(sql`v.salary_per_month >= ${query.minMonthlySalary}`)
  if (query.published) {
    const [after, until] = [query.published.after.toISOString(), query.published.until.toISOString()]
    conditions.push(
      dialect === 'postgres'
        ? sql`v.first_published_at > ${after}::timestamptz AND v.first_published_at <= ${until}::timestamptz`
        : sql`v.first_published_at > ${after} AND v.first_published_at <= ${until}`,
    )
  }
  return conditions
}

/**
 * The join that gives each vacancy `v` its distance `d.distance_km` to the query's point: with a
 * radius only the vacancies that near (a bounding box on the indexed coordinates first), without
 * one every vacancy (those without a place get NULL).
 */
function distanceJoin(dialect: Dialect, near: VacancyMatchQuery['near']): SQL {
  if (!near) return sql``
  const distance = distanceExpression(dialect, near.lat, near.lon)
  if (near.km === null) {
    return sql`LEFT JOIN (
      SELECT p._parent_id AS vacancy_id, MIN(${distance}) AS distance_km
      FROM vacancies_location_points p
      WHERE p.lat IS NOT NULL
      GROUP BY p._parent_id
    ) d ON d.vacancy_id = v.id`
  }
  const box = boundingBox(near, near.km)
  return sql`JOIN (
    SELECT p._parent_id AS vacancy_id, MIN(${distance}) AS distance_km
    FROM vacancies_location_points p
    WHERE p.lat BETWEEN ${box.minLat} AND ${box.maxLat} AND p.lon BETWEEN ${box.minLon} AND ${box.maxLon}
    GROUP BY p._parent_id
  ) d ON d.vacancy_id = v.id AND d.distance_km <= ${near.km}`
}

/** Per option of each filter, how many vacancies match it together with every other active filter. */
export type FacetCounts = {
  places: Map<string, number>
  sectors: Map<number, number>
  functions: Map<number, number>
  /** Per 'Salaris vanaf' amount, the vacancies that reach it. */
  salaries: Map<number, number>
}

/**
 * The filter options' counts for a query, the way faceted search counts: each filter's options
 * with the search text, the distance and every other filter applied, but not the filter's own
 * value, so that every option offered leads to as many vacancies as it says. One statement (four
 * grouped counts joined by UNION ALL), one round trip, whatever the number of options.
 */
export async function countFacets(
  payload: Payload,
  query: VacancyMatchQuery,
  salaryAmounts: readonly number[],
): Promise<FacetCounts> {
  const dialect = dialectOf(payload)
  const join = distanceJoin(dialect, query.near)
  const where = (without: Facet) => sql.join(whereConditions(dialect, query, without), sql` AND `)
  const byGroup = (facet: 'sector' | 'function') => {
    const column = sql.raw(facet === 'sector' ? 'v.first_sector_group_id' : 'v.first_function_group_id')
    return sql`SELECT ${sql.raw(`'${facet}'`)} AS facet, CAST(${column} AS TEXT) AS key, COUNT(*) AS count
      FROM vacancies v ${join} WHERE ${where(facet)} AND ${column} IS NOT NULL GROUP BY ${column}`
  }
  const amounts = salaryAmounts.map((amount) => sql.raw(`SELECT ${Math.trunc(amount)} AS amount`))
  const parts = [
    sql`SELECT 'places' AS facet, t.text AS key, COUNT(DISTINCT v.id) AS count
      FROM vacancies v ${join} JOIN vacancies_texts t ON t.parent_id = v.id AND t.path = 'locationPlaces'
      WHERE ${where('places')} GROUP BY t.text`,
    byGroup('sector'),
    byGroup('function'),
    ...(amounts.length
      ? [
          sql`SELECT 'salary' AS facet, CAST(c.amount AS TEXT) AS key, COUNT(*) AS count
          FROM vacancies v ${join} JOIN (${sql.join(amounts, sql` UNION ALL `)}) c ON v.salary_per_month >= c.amount
          WHERE ${where('salary')} GROUP BY c.amount`,
        ]
      : []),
  ]
  const counts: FacetCounts = { places: new Map(), sectors: new Map(), functions: new Map(), salaries: new Map() }
  for (const row of await rows(payload, sql.join(parts, sql` UNION ALL `))) {
    const key = String(row.key)
    const count = Number(row.count)
    if (row.facet === 'places') counts.places.set(key, count)
    else if (row.facet === 'sector') counts.sectors.set(Number(key), count)
    else if (row.facet === 'function') counts.functions.set(Number(key), count)
    else counts.salaries.set(Number(key), count)
  }
  return counts
}

/** One page of open vacancies matching the query, in order, with the total. */
export async function matchVacancies(payload: Payload, query: VacancyMatchQuery): Promise<VacancyMatches> {
  const dialect = dialectOf(payload)
  const terms = query.terms ?? []
  const conditions = sql.join(whereConditions(dialect, query), sql` AND `)
  const join = distanceJoin(dialect, query.near)
  const near = query.near
  const score = scoreExpression(dialect, terms)
  const newest = sql`v.date_posted DESC, v.id DESC`
  const orderBy =
    query.order === 'relevance' && terms.length
      ? sql`score DESC, ${newest}`
      : query.order === 'distance' && near
        ? sql`(CASE WHEN d.distance_km IS NULL THEN 1 ELSE 0 END), d.distance_km, ${newest}`
        : newest

  const found = await rows(
    payload,
    sql`SELECT v.id AS id, ${score} AS score, ${near ? sql`d.distance_km` : sql`NULL`} AS distance_km, COUNT(*) OVER () AS total
      FROM vacancies v ${join}
      WHERE ${conditions}
      ORDER BY ${orderBy}
      LIMIT ${query.limit} OFFSET ${query.offset}`,
  )
  let total = toNumber(found[0]?.total) ?? 0
  if (!found.length && query.offset > 0) {
    const [counted] = await rows(payload, sql`SELECT COUNT(*) AS total FROM vacancies v ${join} WHERE ${conditions}`)
    total = toNumber(counted?.total) ?? 0
  }
  return {
    matches: found.map((row) => ({ id: Number(row.id), distanceKm: toNumber(row.distance_km) })),
    total,
  }
}
