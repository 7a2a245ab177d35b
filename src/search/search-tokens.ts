/**
 * The words of the vacancy search, the same for both databases: text is folded (lower case, no
 * accents, every non-letter a space) before it is stored or searched, so PostgreSQL's parser and
 * ours see the same words; words are stemmed with Snowball Dutch — PostgreSQL's `dutch`
 * configuration does that itself, SQLite's FTS5 gets the stems from here — and PostgreSQL's Dutch
 * stop words are dropped on both sides.
 */
import { newStemmer } from 'snowball-stemmers'

import { foldText } from '@/text/fold-text'

import { compoundHeads, splitCompound } from './compound-words'

const dutch = newStemmer('dutch')

/**
 * PostgreSQL's `dutch` stop-word list (tsearch_data/dutch.stop, from the Snowball project): its
 * words never reach a tsvector, so SQLite leaves them out too.
 */
const STOP_WORDS = new Set(
  (
    'de en van ik te dat die in een hij het niet zijn is was op aan met als voor had er maar om hem dan ' +
    'zou of wat mijn men dit zo door over ze zich bij ook tot je mij uit der daar haar naar heb hoe heeft ' +
    'hebben deze u want nog zal me zij nu ge geen omdat iets worden toch al waren veel meer doen toen moet ' +
    'ben zonder kan hun dus alles onder ja eens hier wie werd altijd doch wordt wezen kunnen ons zelf ' +
    'tegen na reeds wil kon niets uw iemand geweest andere'
  ).split(' '),
)

/** Lower case, diacritics removed, every run of other characters than letters and digits one space. */
export function foldSearchText(text: string | null | undefined): string {
  return foldText(text)
}

/** The words of a text as the index holds them: folded, without stop words. */
export function searchWords(text: string | null | undefined): string[] {
  const folded = foldSearchText(text)
  return folded ? folded.split(' ').filter((word) => !STOP_WORDS.has(word)) : []
}

/**
 * The words of a text as the index holds them: its own words, then the heads of its compounds
 * ('Servicemonteur' → 'servicemonteur monteur'), so that a search for the head finds it.
 */
function indexWords(text: string | null | undefined): string[] {
  const words = searchWords(text)
  return [...words, ...words.flatMap(compoundHeads)]
}

/** The folded text PostgreSQL builds its tsvector from: the words plus their compounds' heads. */
export function indexedText(text: string | null | undefined): string {
  return indexWords(text).join(' ')
}

/** Snowball Dutch stem of one folded word ('verpleegkundigen' → 'verpleegkund'). */
export function stemWord(word: string): string {
  return dutch.stem(word)
}

/** The stems of a text as the index holds them, for SQLite's FTS5 columns. */
export function stemmedText(text: string | null | undefined): string {
  return indexWords(text).map(stemWord).join(' ')
}

/** Most words a search uses: longer searches keep their first words. */
const MAX_SEARCH_TERMS = 8

/**
 * A search term: the folded word, its stem and whether it matches as a prefix (the last word);
 * for a compound also its parts, which match instead when both are there (the head as a word, the
 * modifier as the start of one): 'wijkverpleegkundige' finds 'Verpleegkundige Wijkzorg'.
 */
export type SearchTerm = {
  word: string
  stem: string
  prefix: boolean
  parts?: { modifier: string; head: string; headStem: string }
}

/**
 * The terms of a search text: every word must match (in any order), the last one as a prefix
 * while the visitor is still typing it. Characters like % and _ separate words and match nothing
 * themselves. An empty list means the text has no searchable word.
 */
export function parseSearchTerms(search: string): SearchTerm[] {
  const words = [...new Set(searchWords(search))].slice(0, MAX_SEARCH_TERMS)
  return words.map((word, index) => {
    const term: SearchTerm = { word, stem: stemWord(word), prefix: index === words.length - 1 }
    const split = splitCompound(word)
    return split ? { ...term, parts: { ...split, headStem: stemWord(split.head) } } : term
  })
}
