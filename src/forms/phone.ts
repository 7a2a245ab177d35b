import { parsePhoneNumberFromString } from 'libphonenumber-js/max'

/**
 * A Dutch ('06 12345678', '010-1234567') or international ('+32 470 12 34 56', '0049 30 1234567')
 * phone number in its international notation, or null when it is not a valid number.
 */
export function normalisePhoneNumber(input: string): string | null {
  const value = input.trim()
  if (!/^[+0-9 ()./-]+$/.test(value)) return null
  const withPlus = value.startsWith('00') ? `+${value.slice(2)}` : value
  const parsed = parsePhoneNumberFromString(withPlus, 'NL')
  return parsed?.isValid() ? parsed.formatInternational() : null
}
