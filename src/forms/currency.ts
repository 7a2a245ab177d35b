/**
 * What a currency field keeps of typed or pasted text: digits and one decimal comma with at most
 * two digits after it ('1.234,567' → '1234,56').
 */
export function sanitiseCurrencyInput(input: string): string {
  let result = ''
  let hasComma = false
  let decimals = 0
  for (const character of input) {
    if (character >= '0' && character <= '9') {
      if (hasComma && decimals === 2) continue
      if (hasComma) decimals += 1
      result += character
    } else if (character === ',' && !hasComma) {
      hasComma = true
      result += character
    }
  }
  return result
}

/** The amount a sanitised value stands for ('12,5' → 12.5), or null when there is none. */
export function parseCurrency(value: string): number | null {
  const clean = sanitiseCurrencyInput(value)
  if (!/\d/.test(clean)) return null
  return Number(clean.replace(',', '.').replace(/\.$/, ''))
}
