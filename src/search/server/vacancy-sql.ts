import 'server-only'

/**
 * The overview's and the similar vacancies' query in SQL, for SQLite and PostgreSQL alike: the
 * full-text match (FTS5 over our stems / a tsvector with the `dutch` configuration), relevance,
 * and the distance filter (a bounding box on the indexed coordinates, then the exact great-circle
 * distance). Returns the ids of one page in order, their distance and the total; the caller reads
 * the rows themselves through Payload. Every statement reads `vacancy_search v`, a narrow copy of
 * each vacancy with only the columns filtered and ordered on (and PostgreSQL's search vector),
 * which triggers keep in sync with `vacancies` (migration `vacancy_search_rows`): a vacancy's own
 * row is 1.4-1.7 KB of text, and the counts of a broad search word read every match.
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
 * as on SQLite. Most words start with their own stem ('monteur', 'verpleegkundige' →
 * 'verpleegkund'): then every word the unstemmed prefix finds, the stem's prefix finds too, and
 * the query is the stem's prefix alone. Asking both (`'monteur':* | 'monteur':*`) took twice as
 * long on every row and made the planner expect twice the matches, so that it scanned every row
 * where the index finds them. The CASE is decided when the statement is planned (to_tsquery of a
 * constant is one); a word whose stem it does not start with ('verpleeg' → 'verpleg') asks both.
 */
function tsTerm(term: SearchTerm, weight = ''): SQL {
  const word = tsWord(term)
  const typed = `${word}:*${weight}`
  // The one lexeme of a prefix query, as in `'verpleegkund':*A`; NULL for anything else.
  const lexeme = (config: 'dutch' | 'simple') =>
    sql`substring(CAST(to_tsquery(${sql.raw(`'${config}'`)}, ${typed}) AS TEXT) from ${"^'([^']+)':\\*[A-D]*$"})`
  const whole = term.prefix
    ? sql`(CASE WHEN starts_with(${lexeme('simple')}, ${lexeme('dutch')}) THEN to_tsquery('dutch', ${typed})
        ELSE to_tsquery('dutch', ${typed}) || to_tsquery('simple', ${typed}) END)`
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

/** Each facet's own filter on `v`, when the query sets it. */
function facetConditions(query: VacancyMatchQuery): Record<Facet, SQL | null> {
  const places = (query.places ?? []).map(
    (place) =>
      sql`v.id IN (SELECT t.parent_id FROM vacancies_texts t WHERE t.path = 'locationPlaces' AND t.text = ${place})`,
  )
  return {
    places: places.length ? sql.join(places, sql` AND `) : null,
    sector: query.sectorId ? sql`v.first_sector_group_id = ${query.sectorId}` : null,
    function: query.functionId ? sql`v.first_function_group_id = ${query.functionId}` : null,
    salary: query.minMonthlySalary ? sql`v.salary_per_month >= ${query.minMonthlySalary}` : null,
  }
}

/** The conditions on `v` of a query (open, search text, filters), without the facets' filters if asked. */
function whereConditions(dialect: Dialect, query: VacancyMatchQuery, withFacets = true): SQL[] {
  const terms = query.terms ?? []
  const conditions: SQL[] = openConditions(dialect, query.now)
  if (terms.length) conditions.push(matchCondition(dialect, terms))
  if (withFacets)
    for (const condition of Object.values(facetConditions(query))) if (condition) conditions.push(condition)
  if (query.anyGroup) {
    const { sectorId, functionId } = query.anyGroup
    const either = [
      ...(functionId ? [sql`v.first_function_group_id = ${functionId}`] : []),
      ...(sectorId ? [sql`v.first_sector_group_id = ${sectorId}`] : []),
    ]
    conditions.push(either.length ? sql`(${sql.join(either, sql` OR `)})` : sql`1 = 0`)
  }
  if (query.excludeId) conditions.push(sql`v.id <> ${query.excludeId}`)
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

const FACETS: readonly Facet[] = ['places', 'sector', 'function', 'salary']

/**
 * The filter options' counts for a query, the way faceted search counts: each filter's options
 * with the search text, the distance and every other filter applied, but not the filter's own
 * value, so that every option offered leads to as many vacancies as it says. One statement, one
 * round trip, whatever the number of options: the vacancies that match the search text and the
 * distance are found once (the expensive part), each with whether it passes each filter, and every
 * facet is counted from those rows with the other filters' flags.
 */
export async function countFacets(
  payload: Payload,
  query: VacancyMatchQuery,
  salaryAmounts: readonly number[],
): Promise<FacetCounts> {
  const dialect = dialectOf(payload)
  const filters = facetConditions(query)
  const flag = (facet: Facet) => sql.raw(`ok_${facet}`)
  const flags = FACETS.map((facet) => {
    const condition = filters[facet]
    return sql`${condition ? sql`CASE WHEN ${condition} THEN 1 ELSE 0 END` : sql`1`} AS ${flag(facet)}`
  })
  // A row failing two filters counts for no facet; one failing a single filter only for that one.
  const failing = FACETS.flatMap((facet) => {
    const condition = filters[facet]
    return condition ? [sql`(CASE WHEN ${condition} THEN 0 ELSE 1 END)`] : []
  })
  const relevant = failing.length > 1 ? [sql`${sql.join(failing, sql` + `)} <= 1`] : []
  const others = (facet: Facet) =>
    sql.join(
      FACETS.filter((other) => other !== facet).map((other) => sql`b.${flag(other)} = 1`),
      sql` AND `,
    )
  const byGroup = (facet: 'sector' | 'function') => {
    const column = sql.raw(facet === 'sector' ? 'b.sector_id' : 'b.function_id')
    return sql`SELECT ${sql.raw(`'${facet}'`)} AS facet, CAST(${column} AS TEXT) AS key, COUNT(*) AS count
      FROM base b WHERE ${column} IS NOT NULL AND ${others(facet)} GROUP BY ${column}`
  }
  const amounts = salaryAmounts.map((amount) => sql.raw(`SELECT ${Math.trunc(amount)} AS amount`))
  const conditions = sql.join([...whereConditions(dialect, query, false), ...relevant], sql` AND `)
  // CROSS JOIN: SQLite reads the matching rows first and each one's places by the vacancy's index
  // (it cannot know how few rows `base` has); PostgreSQL plans it as any join.
  const statement = sql`WITH base AS MATERIALIZED (
      SELECT v.id AS id, v.first_sector_group_id AS sector_id, v.first_function_group_id AS function_id,
        v.salary_per_month AS salary, ${sql.join(flags, sql`, `)}
      FROM vacancy_search v ${distanceJoin(dialect, query.near)}
      WHERE ${conditions}
    )
    SELECT 'places' AS facet, t.text AS key, COUNT(DISTINCT b.id) AS count
      FROM base b CROSS JOIN vacancies_texts t
      WHERE t.parent_id = b.id AND t.path = 'locationPlaces' AND ${others('places')} GROUP BY t.text
    UNION ALL ${byGroup('sector')}
    UNION ALL ${byGroup('function')}
    ${
      amounts.length
        ? sql`UNION ALL SELECT 'salary' AS facet, CAST(c.amount AS TEXT) AS key, COUNT(*) AS count
          FROM base b JOIN (${sql.join(amounts, sql` UNION ALL `)}) c ON b.salary >= c.amount
          WHERE ${others('salary')} GROUP BY c.amount`
        : sql``
    }`
  const counts: FacetCounts = { places: new Map(), sectors: new Map(), functions: new Map(), salaries: new Map() }
  for (const row of await rows(payload, statement)) {
    const key = String(row.key)
    const count = Number(row.count)
    if (row.facet === 'places') counts.places.set(key, count)
    else if (row.facet === 'sector') counts.sectors.set(Number(key), count)
    else if (row.facet === 'function') counts.functions.set(Number(key), count)
    else counts.salaries.set(Number(key), count)
  }
  return counts
}

/** The ORDER BY of a query: relevance, distance or newest first; `score` is its relevance. */
function orderExpression(query: VacancyMatchQuery, score: SQL): SQL {
  const newest = sql`v.date_posted DESC, v.id DESC`
  if (query.order === 'relevance' && query.terms?.length) return sql`${score} DESC, ${newest}`
  if (query.order === 'distance' && query.near)
    return sql`(CASE WHEN d.distance_km IS NULL THEN 1 ELSE 0 END), d.distance_km, ${newest}`
  return newest
}

/** One page of open vacancies matching the query, in order, with the total. */
export async function matchVacancies(payload: Payload, query: VacancyMatchQuery): Promise<VacancyMatches> {
  const dialect = dialectOf(payload)
  const conditions = sql.join(whereConditions(dialect, query), sql` AND `)
  const join = distanceJoin(dialect, query.near)
  const score = scoreExpression(dialect, query.terms ?? [])

  const found = await rows(
    payload,
    sql`SELECT v.id AS id, ${score} AS score, ${query.near ? sql`d.distance_km` : sql`NULL`} AS distance_km, COUNT(*) OVER () AS total
      FROM vacancy_search v ${join}
      WHERE ${conditions}
      ORDER BY ${orderExpression(query, sql`score`)}
      LIMIT ${query.limit} OFFSET ${query.offset}`,
  )
  let total = toNumber(found[0]?.total) ?? 0
  if (!found.length && query.offset > 0) {
    const [counted] = await rows(
      payload,
      sql`SELECT COUNT(*) AS total FROM vacancy_search v ${join} WHERE ${conditions}`,
    )
    total = toNumber(counted?.total) ?? 0
  }
  return {
    matches: found.map((row) => ({ id: Number(row.id), distanceKm: toNumber(row.distance_km) })),
    total,
  }
}

/**
 * The pages of several queries in one statement (one round trip), each in its own order, without
 * their totals: each query's page is numbered by its own order, and the pages are joined by
 * UNION ALL. Returns one list of matches per query, in the queries' order.
 */
export async function matchVacancyLists(
  payload: Payload,
  queries: readonly VacancyMatchQuery[],
): Promise<VacancyMatch[][]> {
  if (!queries.length) return []
  const dialect = dialectOf(payload)
  const pages = queries.map((query, list) => {
    const conditions = sql.join(whereConditions(dialect, query), sql` AND `)
    // Typed, so that PostgreSQL can join a page without distances to one with them.
    const distance = query.near ? sql`d.distance_km` : sql`CAST(NULL AS DOUBLE PRECISION)`
    // The window numbers the rows in the page's own order; it cannot name the select's aliases.
    const order = orderExpression(query, scoreExpression(dialect, query.terms ?? []))
    return sql`SELECT * FROM (
      SELECT ${sql.raw(String(list))} AS list, ROW_NUMBER() OVER (ORDER BY ${order}) AS position,
        v.id AS id, ${distance} AS distance_km
      FROM vacancy_search v ${distanceJoin(dialect, query.near)}
      WHERE ${conditions}
      ORDER BY position
      LIMIT ${query.limit} OFFSET ${query.offset}
    ) ${sql.raw(`page_${list}`)}`
  })
  const found = await rows(payload, sql`${sql.join(pages, sql` UNION ALL `)} ORDER BY list, position`)
  const lists: VacancyMatch[][] = queries.map(() => [])
  for (const row of found) lists[Number(row.list)].push({ id: Number(row.id), distanceKm: toNumber(row.distance_km) })
  return lists
}

/** How many open vacancies each query matches, all in one statement (one round trip), in order. */
export async function countVacancyMatches(payload: Payload, queries: readonly VacancyMatchQuery[]): Promise<number[]> {
  if (!queries.length) return []
  const dialect = dialectOf(payload)
  const counts = queries.map(
    (query, list) =>
      sql`SELECT ${sql.raw(String(list))} AS list, COUNT(*) AS total
      FROM vacancy_search v ${distanceJoin(dialect, query.near)}
      WHERE ${sql.join(whereConditions(dialect, query), sql` AND `)}`,
  )
  const totals = queries.map(() => 0)
  for (const row of await rows(payload, sql.join(counts, sql` UNION ALL `)))
    totals[Number(row.list)] = Number(row.total)
  return totals
}
