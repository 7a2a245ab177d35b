/**
 * Location normalisation for the vacancy filter (SPEC 5): spelling variants merge into one name,
 * combined values split into places, generic regions drop out.
 */

/** Comparison key: lower case, no diacritics, one kind of apostrophe and dash, single spaces. */
function locationKey(value: string): string {
  return value
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[‘’`´]/g, "'")
    .replace(/\s*-\s*/g, '-')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase()
}

const CANONICAL_NAMES: Record<string, string> = {
  "'s-hertogenbosch": "'s-Hertogenbosch",
  "'s hertogenbosch": "'s-Hertogenbosch",
  's-hertogenbosch': "'s-Hertogenbosch",
  's hertogenbosch': "'s-Hertogenbosch",
  hertogenbosch: "'s-Hertogenbosch",
  'den bosch': "'s-Hertogenbosch",
  'den haag': 'Den Haag',
  "'s-gravenhage": 'Den Haag',
  "'s gravenhage": 'Den Haag',
  's-gravenhage': 'Den Haag',
  's gravenhage': 'Den Haag',
  'the hague': 'Den Haag',
  utrecht: 'Utrecht',
  'utrecht area': 'Utrecht',
  'utrecht e.o.': 'Utrecht',
  'regio utrecht': 'Utrecht',
  'alphen aan de rijn': 'Alphen aan den Rijn',
  'alphen aan den rijn': 'Alphen aan den Rijn',
}

/** Generic regions that say nothing about a place and are left out of the filter. */
const DROPPED_REGIONS = new Set(
  [
    'Door heel Nederland',
    'Landelijk',
    'Regio Brabant',
    'Regio Zuid Holland',
    'Zuid Holland',
    'Zuid-Holland',
    'Noord-Holland',
    'Noord-Brabant',
    'Nederland',
  ].map(locationKey),
)

// Separators of combined values; the apostrophe forms of 's-Hertogenbosch contain no separator.
const SEPARATORS = /\s+en\s+|\s*[/,;&|]\s*|\s+-\s+/i

const LOWER_WORDS = new Set(['aan', 'den', 'de', 'der', 'op', 'van', 'bij', 'in', 'het', 'en', 'e.o.'])

/** Title case for values typed in one case ("ROTTERDAM", "alphen aan den rijn"). */
function tidyCase(value: string): string {
  const hasUpper = /[A-ZÀ-Þ]/.test(value)
  const hasLower = /[a-zß-ÿ]/.test(value)
  if (hasUpper && hasLower) return value
  return value
    .toLowerCase()
    .split(' ')
    .map((word, index) =>
      index > 0 && LOWER_WORDS.has(word)
        ? word
        : word.replace(/(^|-)(\p{L})/gu, (_, dash: string, letter: string) => dash + letter.toUpperCase()),
    )
    .join(' ')
}

function canonicalPlace(part: string): string | null {
  const cleaned = part.replace(/\s+/g, ' ').trim()
  if (!cleaned) return null
  const key = locationKey(cleaned)
  if (DROPPED_REGIONS.has(key)) return null
  return CANONICAL_NAMES[key] ?? tidyCase(cleaned)
}

/** The places one location value stands for, e.g. 'Tilburg / Den Haag' → ['Tilburg', 'Den Haag']. */
export function normaliseLocation(raw: string | null | undefined): string[] {
  if (!raw) return []
  // A whole value that is itself a known name or region wins over splitting ('Zuid - Holland').
  const wholeKey = locationKey(raw)
  if (DROPPED_REGIONS.has(wholeKey)) return []
  if (CANONICAL_NAMES[wholeKey]) return [CANONICAL_NAMES[wholeKey]]
  const places = raw
    .split(SEPARATORS)
    .map(canonicalPlace)
    .filter((place): place is string => place !== null)
  return uniqueSorted(places)
}

const dutchCollator = new Intl.Collator('nl', { sensitivity: 'base', ignorePunctuation: true })

/** Deduplicated (case- and accent-insensitively) and sorted in Dutch collation. */
export function uniqueSorted(places: string[]): string[] {
  const byKey = new Map<string, string>()
  for (const place of places) {
    const key = locationKey(place)
    if (!byKey.has(key)) byKey.set(key, place)
  }
  return [...byKey.values()].sort(dutchCollator.compare)
}

/** Filter options from many location values: every place once, alphabetically. */
export function buildLocationOptions(values: Array<string | null | undefined>): string[] {
  return uniqueSorted(values.flatMap(normaliseLocation))
}
