import { isValid, parse } from 'date-fns'
import { nl } from 'date-fns/locale'
import { describe, expect, it } from 'vitest'

import { TYPED_TIME_FORMATS } from '@/cms/admin/conventions'

/** The moment a typed text means to the admin's date picker, which tries each format in turn. */
function read(text: string): string | null {
  for (const format of TYPED_TIME_FORMATS) {
    const date = parse(text, format, new Date(2026, 0, 1), { locale: nl })
    if (isValid(date))
      return `${date.getFullYear()}-${date.getMonth() + 1}-${date.getDate()} ${date.getHours()}:${date.getMinutes()}`
  }
  return null
}

describe('a planned moment typed the ways the Dutch write it', () => {
  it.each([
    '28 november 2026 om 15:30',
    '28 november 2026 15:30',
    '28 nov. 2026 15:30',
    '28-11-2026 15:30',
    '28/11/2026 15:30',
    '28/11/2026, 15:30',
    '2026-11-28 15:30',
  ])('reads %s', (text) => {
    expect(read(text)).toBe('2026-11-28 15:30')
  })

  it('reads a single-digit hour', () => {
    expect(read('28-11-2026 9:05')).toBe('2026-11-28 9:5')
  })
})
