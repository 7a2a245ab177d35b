/**
 * Words that promise pay without naming it. Under the pay transparency rules they no longer stand
 * in for a salary, so a published vacancy may not use them in its salary fields or its intro.
 */

type VagueTerm = {
  /** As shown to the editor. */
  term: string
  pattern: RegExp
  /**
   * Only about pay when a pay word is near ('in overleg' is also how a team plans its week), so in
   * running text it counts only beside 'salaris', 'loon' and the like.
   */
  needsPayWord?: boolean
}

const VAGUE_TERMS: VagueTerm[] = [
  { term: 'marktconform', pattern: /\bmarkt[\s-]?conform/i },
  { term: 'competitief', pattern: /\bcompetitie[fv]/i },
  { term: 'n.o.t.k.', pattern: /\bn\.?\s?o\.?\s?t\.?\s?k\b\.?/i },
  { term: 'nader overeen te komen', pattern: /\bnader\s+overeen\s+te\s+komen\b/i },
  { term: 'in overleg', pattern: /\bin\s+overleg\b/i, needsPayWord: true },
  { term: 'bespreekbaar', pattern: /\bbespreekbaar\b/i, needsPayWord: true },
  { term: 'naar ervaring', pattern: /\b(naar|afhankelijk van)\s+(je\s+)?ervaring\b/i, needsPayWord: true },
]

const PAY_WORD = /\b(salaris|loon|beloning|salariëring|inkomen|verdienste)/i
/** How far, in characters and within one sentence, a pay word may stand from the vague term. */
const NEAR = 40

function nearPayWord(text: string, index: number, length: number): boolean {
  const before =
    text
      .slice(Math.max(0, index - NEAR), index)
      .split(/[.!?]/)
      .pop() ?? ''
  const after = text.slice(index + length, index + length + NEAR).split(/[.!?]/)[0] ?? ''
  return PAY_WORD.test(before) || PAY_WORD.test(after)
}

/**
 * The first vague pay term in the text, or null. In a salary field ('salaryField') every term
 * counts; in running text ('text') the ambiguous ones only near a pay word.
 */
export function findVagueSalaryTerm(text: string | null | undefined, where: 'salaryField' | 'text'): string | null {
  if (!text) return null
  for (const { term, pattern, needsPayWord } of VAGUE_TERMS) {
    const match = pattern.exec(text)
    if (!match) continue
    if (where === 'text' && needsPayWord && !nearPayWord(text, match.index, match[0].length)) continue
    return term
  }
  return null
}
