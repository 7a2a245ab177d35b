/**
 * Gendered (or age-bound) words in Dutch job titles and a neutral word for each. A vacancy is for
 * everyone (Algemene wet gelijke behandeling; the pay transparency rules of 1 January 2027 ask for
 * gender-neutral titles too), so the admin warns about these and suggests the neutral word. It
 * never rewrites a title itself: a suggestion is the editor's to take or to dismiss with a reason.
 */

type GenderedTerm = {
  /** As it is found, lower case. */
  term: string
  suggestion: string
  /**
   * Also the tail of a compound ('baliemedewerkster', 'doktersassistente'); otherwise only a
   * whole word, so that 'host' stays out of 'hostess' and 'dame' out of 'Amsterdamer'.
   */
  compound?: boolean
  /** Said instead of the word, where the neutral form is to leave it out. */
  remove?: boolean
}

export const GENDERED_TITLE_TERMS: readonly GenderedTerm[] = [
  { term: '(m/v)', suggestion: '', remove: true },
  { term: '(v/m)', suggestion: '', remove: true },
  { term: 'medewerkster', suggestion: 'medewerker', compound: true },
  { term: 'verpleegster', suggestion: 'verpleegkundige', compound: true },
  { term: 'secretaresse', suggestion: 'secretaris / managementassistent', compound: true },
  { term: 'schoonmaakster', suggestion: 'schoonmaker', compound: true },
  { term: 'hostess', suggestion: 'host', compound: true },
  { term: 'stewardess', suggestion: 'cabinemedewerker' },
  { term: 'jonge collega', suggestion: 'nieuwe collega' },
  { term: 'zakenman', suggestion: 'zakelijk adviseur' },
  { term: 'vakman', suggestion: 'vakkracht', compound: true },
  { term: 'kassajuffrouw', suggestion: 'kassamedewerker' },
  { term: 'juffrouw', suggestion: 'medewerker', compound: true },
  { term: 'serveerster', suggestion: 'bediening' },
  { term: 'verkoopster', suggestion: 'verkoper', compound: true },
  { term: 'kapster', suggestion: 'kapper' },
  { term: 'huishoudster', suggestion: 'huishoudelijk medewerker' },
  { term: 'verzorgster', suggestion: 'verzorgende', compound: true },
  { term: 'receptioniste', suggestion: 'receptionist' },
  { term: 'telefoniste', suggestion: 'telefonist' },
  { term: 'assistente', suggestion: 'assistent', compound: true },
  { term: 'administratrice', suggestion: 'administrateur' },
  { term: 'directrice', suggestion: 'directeur' },
  { term: 'lerares', suggestion: 'leraar' },
  { term: 'chauffeuse', suggestion: 'chauffeur' },
  { term: 'gastvrouw', suggestion: 'host' },
  { term: 'gastheer', suggestion: 'host' },
  { term: 'baliedame', suggestion: 'baliemedewerker' },
]

export type GenderedFinding = { found: string; term: string; suggestion: string }

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')

const LETTER = '\\p{L}'

/** A term's pattern: a whole word, or the tail of a compound; '(m/v)' is not a word at all. */
function patternOf({ term, compound }: GenderedTerm): RegExp {
  const wordLike = /^\p{L}/u.test(term)
  const start = compound || !wordLike ? '' : `(?<!${LETTER})`
  const end = /\p{L}$/u.test(term) ? `(?!${LETTER})` : ''
  return new RegExp(`${start}${escape(term)}${end}`, 'giu')
}

const PATTERNS = GENDERED_TITLE_TERMS.map((term) => ({ ...term, pattern: patternOf(term) }))

/**
 * The gendered words in a title, each once, in the order of the list. A longer term found at a
 * place hides the shorter ones it contains ('kassajuffrouw' is not also 'juffrouw').
 */
export function findGenderedTerms(title: string | null | undefined): GenderedFinding[] {
  if (!title) return []
  const taken: Array<[number, number]> = []
  const findings: GenderedFinding[] = []
  const bySpecificity = [...PATTERNS].sort((a, b) => b.term.length - a.term.length)
  for (const { term, suggestion, pattern } of bySpecificity) {
    for (const match of title.matchAll(pattern)) {
      const start = match.index
      const end = start + match[0].length
      if (taken.some(([from, to]) => start < to && end > from)) continue
      taken.push([start, end])
      if (!findings.some((finding) => finding.term === term)) findings.push({ found: match[0], term, suggestion })
    }
  }
  const order = (finding: GenderedFinding) => GENDERED_TITLE_TERMS.findIndex(({ term }) => term === finding.term)
  return findings.sort((a, b) => order(a) - order(b))
}

/** The found word's capital kept: 'Verpleegster' becomes 'Verpleegkundige'. */
const likeCase = (found: string, replacement: string) =>
  found.charAt(0) === found.charAt(0).toUpperCase() && found.charAt(0) !== found.charAt(0).toLowerCase()
    ? replacement.charAt(0).toUpperCase() + replacement.slice(1)
    : replacement

/**
 * The title with every gendered word replaced by its neutral one, as a suggestion to show; null
 * when the title is neutral already. In a compound only the tail changes ('Baliemedewerker').
 */
export function suggestNeutralTitle(title: string | null | undefined): string | null {
  const findings = findGenderedTerms(title)
  if (!title || !findings.length) return null
  let suggestion = title
  for (const { term, suggestion: neutral } of findings) {
    const pattern = PATTERNS.find((entry) => entry.term === term)?.pattern
    if (!pattern) continue
    suggestion = suggestion.replace(pattern, (found, offset: number) => {
      // The tail of a compound keeps the compound's own first letter.
      const inCompound = offset > 0 && /\p{L}/u.test(suggestion.charAt(offset - 1))
      return inCompound ? neutral : likeCase(found, neutral)
    })
  }
  return suggestion.replace(/\s{2,}/g, ' ').trim()
}
