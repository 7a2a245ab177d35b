/** Filtered and searched overview states for the benchmark: every search with every filter. */
const SEARCHES = [
  'planner',
  'monteur',
  'SAP',
  'wijkzorg',
  'engineer',
  'team',
  'rijbewijs',
  'supply chain',
  'Finova',
  'utrecht',
  'werkvoorbereider',
  'projectleider',
  'uitvoerder',
  'calculator',
  'constructeur',
  'programmeur',
  'tekenaar',
  'verpleegkundige',
  'verzorgende',
  'warehouse',
  'transport',
  'analist',
  'administratief',
  'controller',
  'accountmanager',
  'vergunning',
  'beheerder',
  'hybride',
  'Van Vliet',
  'Noordhaven',
]
const FILTERS = [
  { sector: 'Techniek' },
  { location: 'Utrecht' },
  { function: 'Planning' },
  { sector: 'Zorg & Welzijn', location: "'s-Hertogenbosch" },
  { sector: 'Bouw & Infra', function: 'Projectmanagement' },
  { near: 'Utrecht', km: 25 },
  { near: 'Eindhoven', km: 50, sector: 'Techniek' },
]
const EMPTY = { page: 1, search: '', function: '', sector: '', location: '' }

export const BENCH_QUERIES = SEARCHES.flatMap((search) => FILTERS.map((filter) => ({ ...EMPTY, ...filter, search })))

/**
 * The overview URL of a state (the proxy puts the parameters in a fixed order itself).
 * @param {Record<string, string | number | undefined>} state
 */
export function benchHref(state) {
  const params = new URLSearchParams()
  for (const key of ['search', 'location', 'function', 'sector', 'near', 'km']) {
    if (state[key]) params.set(key, String(state[key]))
  }
  return `/vacatures?${params}`
}
