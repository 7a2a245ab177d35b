import { describe, expect, it } from 'vitest'

import { buildExitPath } from '@/forms/exit-path'
import { firstError } from '@/forms/field-errors'
import { submitForm } from '@/forms/submit'
import { nl } from '@/i18n/nl'
import { parseListQuery } from '@/lists/list-query'
import { buildApplicationHeading } from '@/page-data/application-vacancy'
import type { Page } from '@/payload-types'
import { thankYouPath } from '@/routing/uri'

const answer = (status: number, body: unknown) => async () =>
  new Response(typeof body === 'string' ? body : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  })

describe('submitForm', () => {
  it('sorts the answers', async () => {
    const body = new FormData()
    expect(await submitForm('/x', body, answer(200, { success: true }))).toEqual({ kind: 'success' })
    expect(await submitForm('/x', body, answer(422, { errors: { name: ['Vul je naam in.'] } }))).toEqual({
      kind: 'errors',
      errors: { name: ['Vul je naam in.'] },
    })
    expect(await submitForm('/x', body, answer(503, { errors: { form: ['Later'] } }))).toEqual({
      kind: 'errors',
      errors: { form: ['Later'] },
    })
  })

  it('treats a network failure or an answer of another shape as no answer', async () => {
    const body = new FormData()
    const offline = async (): Promise<Response> => {
      throw new TypeError('Failed to fetch')
    }
    expect(await submitForm('/x', body, offline)).toEqual({ kind: 'noResponse' })
    expect(await submitForm('/x', body, answer(502, '<html>Bad gateway</html>'))).toEqual({ kind: 'noResponse' })
    expect(await submitForm('/x', body, answer(200, { success: 'ja' }))).toEqual({ kind: 'noResponse' })
    expect(await submitForm('/x', body, answer(422, { errors: { name: 'geen lijst' } }))).toEqual({
      kind: 'noResponse',
    })
    expect(await submitForm('/x', body, answer(422, { errors: {} }))).toEqual({ kind: 'noResponse' })
  })

  it('finds the thank-you path and the first error of a field', () => {
    expect(thankYouPath('/contact')).toBe('/contact/bedankt')
    expect(thankYouPath('/contact-voor-bedrijven/')).toBe('/contact-voor-bedrijven/bedankt')
    expect(firstError({ email: ['Eerste', 'Tweede'] }, 'email')).toBe('Eerste')
    expect(firstError({}, 'email')).toBeUndefined()
  })
})

describe('application page', () => {
  it('reads the vacature query', () => {
    const parseVacancyQuery = (value: string | undefined) =>
      parseListQuery(new URLSearchParams(value === undefined ? '' : { vacature: value })).vacature
    expect(parseVacancyQuery('12')).toBe(12)
    expect(parseVacancyQuery(' 7 ')).toBe(7)
    for (const value of [undefined, '', '0', '-1', '1.5', 'abc', '12345678901', '2147483648', '1e3'])
      expect(parseVacancyQuery(value)).toBeNull()
  })

  it("titles the page 'Solliciteer op' plus the vacancy, or 'Open sollicitatie'", () => {
    expect(buildApplicationHeading({ title: 'Verpleegkundige' }, nl.application)).toBe('Solliciteer op Verpleegkundige')
    expect(buildApplicationHeading(null, nl.application)).toBe('Open sollicitatie')
  })

  it('leaves for the exit page, or the thank-you path without one', () => {
    const exitPage = { uri: 'bedankt-voor-je-sollicitatie' } as Page
    expect(buildExitPath({ formExitPage: exitPage }, '/solliciteren')).toBe('/bedankt-voor-je-sollicitatie')
    expect(buildExitPath({ formExitPage: 3 }, '/solliciteren')).toBe('/solliciteren/bedankt')
    expect(buildExitPath({ formExitPage: null }, '/solliciteren')).toBe('/solliciteren/bedankt')
  })
})
