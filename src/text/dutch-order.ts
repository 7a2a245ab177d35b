/**
 * Alphabetical order as Dutch readers expect it, for every list of names on the site (places,
 * filter options): Dutch collation, case, accents and punctuation aside, and a leading elided
 * article ignored, so "'s-Hertogenbosch" stands under H and "'t Harde" under H, not under S or T.
 * No server imports: the browser bundle uses it too.
 */
const collator = new Intl.Collator('nl', { sensitivity: 'base', ignorePunctuation: true })

/** "'s-", "'s ", "'t " (any apostrophe) at the start of a name. */
const ELISION = /^['‘’`]\s?[st](?:-|\s+)/i

/** The name as it is filed: without a leading 's- or 't. */
export function filingName(name: string): string {
  return name.trim().replace(ELISION, '')
}

/** Compares two names in Dutch order; names that file alike keep a fixed order by their full spelling. */
export function compareDutch(a: string, b: string): number {
  return collator.compare(filingName(a), filingName(b)) || collator.compare(a, b)
}

/** A sorted copy of the items by their names in Dutch order. */
export function sortDutch<T>(items: Iterable<T>, name: (item: T) => string): T[] {
  return [...items].sort((a, b) => compareDutch(name(a), name(b)))
}
