/**
 * Text as search and place lookup compare it: lower case, diacritics removed, apostrophes dropped,
 * every other run of characters that are not letters or digits one space.
 */
export function foldText(text: string | null | undefined): string {
  return (text ?? '')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['‘’`´]/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
}
