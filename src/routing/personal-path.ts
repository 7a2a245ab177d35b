import { nl } from '@/i18n/nl'

/**
 * Personal data in a requested path, as a visitor or a mistyped link can put there: an e-mail
 * address, also disguised (`%2540`, a fullwidth `＠`, `(at)`), a phone number, an IBAN or a
 * BSN-like number. Found in each segment after percent-decoding (repeated: `%2540` is `@` encoded
 * twice) and NFKC normalisation (which makes `＠` an `@` and fullwidth digits plain ones).
 */
const PERSONAL_PATTERNS: readonly RegExp[] = [
  // E-mail: an at sign, written or spelled out.
  /@|[([{]\s*(?:at|apenstaartje)\s*[)\]}]/i,
  // Dutch phone number: 0 and nine digits, or +31 / 0031 and nine, with spaces, dots, dashes.
  /(?<!\d)(?:(?:\+|00)31[\s.()-]*(?:\(0\)[\s.-]*)?|0)(?:\d[\s.()-]{0,2}){8}\d(?!\d)/,
  // IBAN: country, check digits and 11 to 30 letters or digits, possibly in groups of four.
  /(?<![a-z0-9])[a-z]{2}\d{2}(?:[\s-]?[a-z0-9]){11,30}(?![a-z0-9])/i,
  // BSN-like: nine digits in a row, possibly grouped.
  /(?<!\d)(?:\d[\s.-]?){8}\d(?!\d)/,
]

/** Bounded: each round undoes one layer of percent-encoding. */
const MAX_DECODE_ROUNDS = 4

/** The segment as a reader would see it: percent-decoded until stable (bounded) and NFKC. */
function revealed(segment: string): string {
  let value = segment
  for (let round = 0; round < MAX_DECODE_ROUNDS; round++) {
    const decoded = value.replace(/(?:%[0-9a-f]{2})+/gi, (encoded) => {
      try {
        return decodeURIComponent(encoded)
      } catch {
        return encoded
      }
    })
    if (decoded === value) break
    value = decoded
  }
  return value.normalize('NFKC')
}

/** Whether `segment` (of a path) holds something that looks like personal data. */
export function looksPersonal(segment: string): boolean {
  const value = revealed(segment)
  return PERSONAL_PATTERNS.some((pattern) => pattern.test(value))
}

/** `path` with each segment that looks personal replaced by a placeholder. */
export function redactPersonalSegments(path: string): string {
  return path
    .split('/')
    .map((segment) => (looksPersonal(segment) ? nl.admin.notFoundLog.redacted : segment))
    .join('/')
}
