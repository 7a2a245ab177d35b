/**
 * Dutch writes compounds as one word: 'Servicemonteur', 'Magazijnmedewerker', 'Wijkverpleegkundige'.
 * Full-text search matches whole words (or the start of the word being typed), so a search for
 * 'monteur' would miss 'Servicemonteur'. The index therefore also holds the head of a compound when
 * that head is one of the words people search a vacancy by: the occupations and fields below. A
 * fixed list, not a dictionary-wide split, so that 'kok' finds 'Hulpkok' but nothing splits a
 * place name or a word that merely ends in a few common letters.
 */

/** Heads as folded text (lower case, no accents), singular: occupations, then fields of work. */
const COMPOUND_HEADS = (
  'medewerker monteur verpleegkundige verzorgende chauffeur planner adviseur manager assistent ' +
  'leidinggevende leider technicus engineer operator ontwikkelaar developer programmeur consultant ' +
  'specialist coordinator begeleider schoonmaker picker timmerman elektricien loodgieter installateur ' +
  'lasser schilder metselaar bediende verkoper inkoper boekhouder administrateur calculator tekenaar ' +
  'voorbereider uitvoerder opzichter beheerder analist architect tester docent instructeur receptionist ' +
  'secretaresse telefonist bezorger koerier kok kapper therapeut arts apotheker beveiliger stukadoor ' +
  'dakdekker hovenier mecanicien bakker slager ' +
  'zorg techniek logistiek bouw horeca administratie productie onderhoud service'
).split(' ')

/** Endings a head may carry inside a compound: plural and adjective forms. */
const INFLECTIONS = ['', 's', 'n', 'en', 'e'] as const

/** Shortest part in front of the head: 'smonteur' is no compound, 'servicemonteur' is. */
const MIN_MODIFIER = 2

/**
 * The head of a compound as the word writes it ('servicemonteurs' → ['monteurs']): the longest
 * head the word ends with, so that 'zorgbegeleider' gives 'begeleider' and not also 'leider'.
 * Empty for a word that is itself a head ('begeleider') or no compound of one.
 */
export function compoundHeads(word: string): string[] {
  const split = splitCompound(word)
  return split ? [split.head] : []
}

/**
 * A compound as its modifier and head ('wijkverpleegkundige' → 'wijk' + 'verpleegkundige'), or
 * null for a word that is no compound of a known head. A search for the compound also finds the
 * two written apart ('Verpleegkundige Wijkzorg'): the head as a word, the modifier as the start of one.
 */
export function splitCompound(word: string): { modifier: string; head: string } | null {
  let longest = ''
  for (const head of COMPOUND_HEADS) {
    for (const ending of INFLECTIONS) {
      const tail = head + ending
      if (tail.length > longest.length && word.endsWith(tail)) longest = tail
    }
  }
  const modifier = word.slice(0, word.length - longest.length)
  return longest && modifier.length >= MIN_MODIFIER ? { modifier, head: longest } : null
}
