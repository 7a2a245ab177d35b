import { REST_PATCH, REST_POST } from '@payloadcms/next/routes'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { guardApi } from '@/cms/api-guard'
import { countVacanciesWithoutSalary, listVacanciesWithoutSalary } from '@/cms/missing-salary'
import { nl } from '@/i18n/nl'
import { EMPTY_VACANCY_STATE, type VacancyListState } from '@/lists/vacancy-url'
import { ADULT_MINIMUM_HOURLY_WAGE } from '@/pay/salary-rules'
import type { User } from '@/payload-types'
import { searchVacancies } from '@/search/server/vacancy-queries'
import { buildVacancyLookups } from '@/search/vacancy-options'
import config from '@payload-config'

import { getMigratedPayload } from './helpers'
import { PUBLISHABLE_SALARY } from '../fixtures/salary'

let payload: Payload
let authorization: string
let editor: User
const password = 'een-sterk-wachtwoord-voor-tests'

const handlers = { POST: guardApi(REST_POST(config)), PATCH: guardApi(REST_PATCH(config)) }
type FieldError = { label?: string; message: string; path: string }
type Answer = {
  doc?: { id: number; _status?: string }
  errors?: Array<{ message: string; data?: { errors: FieldError[] } }>
}

async function call(
  method: keyof typeof handlers,
  path: string,
  body: unknown,
): Promise<{ status: number; answer: Answer }> {
  const url = new URL(path, 'http://localhost')
  const slug = url.pathname.replace(/^\/api\//, '').split('/')
  const response = await handlers[method](
    new Request(url, {
      method,
      headers: { 'content-type': 'application/json', authorization },
      body: JSON.stringify(body),
    }),
    { params: Promise.resolve({ slug }) },
  )
  return { status: response.status, answer: (await response.json()) as Answer }
}

let counter = 0
const vacancy = (overrides: Record<string, unknown>) => {
  counter += 1
  return {
    title: `Magazijnmedewerker loontransparantie ${counter}`,
    slug: `magazijnmedewerker-loontransparantie-${Date.now().toString(36)}-${counter}`,
    vacancyLocation: 'Utrecht',
    datePosted: new Date().toISOString(),
    ...overrides,
  }
}

/** The field errors of a refused save, by path. */
const fieldErrors = (answer: Answer): Record<string, string> =>
  Object.fromEntries((answer.errors?.[0]?.data?.errors ?? []).map((error) => [error.path, error.message]))

beforeAll(async () => {
  payload = await getMigratedPayload()
  const email = `loontransparantie-${Date.now()}@example.nl`
  editor = await payload.create({
    collection: 'users',
    overrideAccess: true,
    data: { email, password, role: 'editor' },
  })
  const { token } = await payload.login({ collection: 'users', data: { email, password } })
  authorization = `JWT ${token}`
}, 600_000)

// The test files share one database: the vacancies this file made go again when it is done (a later
// file checks that every vacancy has a salary and a neutral title).
afterAll(async () => {
  await payload.delete({
    collection: 'vacancies',
    where: { slug: { like: 'magazijnmedewerker-loontransparantie-' } },
    overrideAccess: true,
  })
  await payload.delete({ collection: 'users', id: editor.id, overrideAccess: true })
})

describe('a vacancy is published only with a concrete salary', () => {
  it('refuses to publish without a salary, naming the field in Dutch', async () => {
    const { status, answer } = await call('POST', '/api/vacancies', vacancy({ _status: 'published' }))
    expect(status).toBe(400)
    expect(fieldErrors(answer)).toMatchObject({ 'salary.min': nl.pay.problems.missing })
    expect(answer.errors?.[0]?.message).toContain(nl.pay.fields.group)
  })

  it('saves a draft without a salary, and refuses to publish it until the salary is filled in', async () => {
    const draft = await call('POST', '/api/vacancies?draft=true', vacancy({ _status: 'draft' }))
    expect(draft.status).toBe(201)
    const id = draft.answer.doc?.id
    const refused = await call('PATCH', `/api/vacancies/${id}`, { _status: 'published' })
    expect(refused.status).toBe(400)
    expect(fieldErrors(refused.answer)).toMatchObject({ 'salary.min': nl.pay.problems.missing })
    const published = await call('PATCH', `/api/vacancies/${id}`, { salary: PUBLISHABLE_SALARY, _status: 'published' })
    expect(published.status).toBe(200)
    expect(published.answer.doc?._status).toBe('published')
  })

  it('refuses to plan the publication of a draft without a salary', async () => {
    const publishOn = new Date(Date.now() + 24 * 60 * 60 * 1000).toISOString()
    const { status, answer } = await call('POST', '/api/vacancies?draft=true', vacancy({ _status: 'draft', publishOn }))
    expect(status).toBe(400)
    expect(fieldErrors(answer)).toMatchObject({ 'salary.min': nl.pay.problems.missing })
  })

  it('refuses a minimum above the maximum', async () => {
    const salary = { min: 4100, max: 3200, unit: 'MONTH' }
    const { status, answer } = await call('POST', '/api/vacancies', vacancy({ salary, _status: 'published' }))
    expect(status).toBe(400)
    expect(fieldErrors(answer)).toEqual({ 'salary.max': nl.pay.problems.minAboveMax })
  })

  it('refuses an amount that is not plausible for its unit', async () => {
    const salary = { min: 45_000, unit: 'MONTH' }
    const { status, answer } = await call('POST', '/api/vacancies', vacancy({ salary, _status: 'published' }))
    expect(status).toBe(400)
    expect(fieldErrors(answer)['salary.min']).toMatch(/^€\s45\.000 per maand is geen aannemelijk brutosalaris/)
  })

  it('asks to confirm a youth wage for an hourly amount below the adult minimum wage', async () => {
    const salary = { min: 8.83, max: 11.77, unit: 'HOUR' }
    expect(salary.min).toBeLessThan(ADULT_MINIMUM_HOURLY_WAGE)
    const refused = await call('POST', '/api/vacancies', vacancy({ salary, _status: 'published' }))
    expect(refused.status).toBe(400)
    expect(fieldErrors(refused.answer)['salary.youthWage']).toContain('onder het wettelijk minimumloon')
    const confirmed = await call(
      'POST',
      '/api/vacancies',
      vacancy({ salary: { ...salary, youthWage: true }, _status: 'published' }),
    )
    expect(confirmed.status).toBe(201)
  })

  it('refuses vague pay in the intro and the cao fields, with the reason', async () => {
    const intro = 'Een salaris dat marktconform is en goede secundaire voorwaarden.'
    const { status, answer } = await call(
      'POST',
      '/api/vacancies',
      vacancy({ intro, salary: { ...PUBLISHABLE_SALARY, caoScale: 'n.o.t.k.' }, _status: 'published' }),
    )
    expect(status).toBe(400)
    expect(fieldErrors(answer)).toEqual({
      intro: nl.pay.problems.vague('marktconform'),
      'salary.caoScale': nl.pay.problems.vague('n.o.t.k.'),
    })
  })

  it('lets a closed vacancy go without a salary: it is no longer advertised', async () => {
    const validThrough = new Date(Date.now() - 60_000).toISOString()
    const { status } = await call('POST', '/api/vacancies', vacancy({ validThrough, _status: 'published' }))
    expect(status).toBe(201)
  })

  it('publishes a fixed amount with its cao and scale', async () => {
    const salary = { min: 3250, unit: 'MONTH', cao: 'cao Metaal en Techniek', caoScale: 'Schaal 7' }
    const { status, answer } = await call('POST', '/api/vacancies', vacancy({ salary, _status: 'published' }))
    expect(status, JSON.stringify(answer.errors)).toBe(201)
    expect(answer.doc?._status).toBe('published')
  })
})

describe('the vacancy list flags gendered titles and missing salaries', () => {
  const flagged = async (field: 'titleNotNeutral' | 'salaryMissing') =>
    (
      await payload.find({
        collection: 'vacancies',
        where: { [field]: { equals: true } },
        draft: true,
        pagination: false,
        depth: 0,
        overrideAccess: true,
        select: { title: true },
      })
    ).docs.map((doc) => doc.id)

  it('flags a gendered title on save without changing it, until the editor gives a reason', async () => {
    const title = `Verpleegster nachtdienst ${Date.now().toString(36)}`
    const { status, answer } = await call(
      'POST',
      '/api/vacancies',
      vacancy({ title, salary: PUBLISHABLE_SALARY, _status: 'published' }),
    )
    expect(status).toBe(201)
    const id = answer.doc?.id ?? 0
    const saved = await payload.findByID({ collection: 'vacancies', id, depth: 0, overrideAccess: true })
    expect(saved).toMatchObject({ title, titleNotNeutral: true, salaryMissing: false })
    expect(await flagged('titleNotNeutral')).toContain(id)

    const dismissed = await call('PATCH', `/api/vacancies/${id}`, {
      neutralTitleDismissal: 'Zo heet de functie in de cao van de opdrachtgever.',
    })
    expect(dismissed.status).toBe(200)
    expect(await flagged('titleNotNeutral')).not.toContain(id)
    const after = await payload.findByID({ collection: 'vacancies', id, depth: 0, overrideAccess: true })
    expect(after.title).toBe(title)
  })

  it('flags a draft without a salary, and no longer once it has one', async () => {
    const draft = await call('POST', '/api/vacancies?draft=true', vacancy({ _status: 'draft' }))
    const id = draft.answer.doc?.id ?? 0
    expect(await flagged('salaryMissing')).toContain(id)
    expect(await flagged('titleNotNeutral')).not.toContain(id)
    await call('PATCH', `/api/vacancies/${id}?draft=true`, { salary: PUBLISHABLE_SALARY })
    expect(await flagged('salaryMissing')).not.toContain(id)
  })
})

describe("the overview's 'Salaris vanaf' filter", () => {
  it('compares what each vacancy can pay a month, whatever its unit', async () => {
    const word = `Kwelderwachter${Date.now().toString(36)}`
    const create = async (suffix: string, salary: Record<string, unknown>) => {
      const { status, answer } = await call(
        'POST',
        '/api/vacancies',
        vacancy({ title: `${word} ${suffix}`, salary, _status: 'published' }),
      )
      expect(status, JSON.stringify(answer.errors)).toBe(201)
      return answer.doc?.id
    }
    // € 18,50 × 173,33 ≈ € 3.207; € 2.900; € 60.000 / 12,96 ≈ € 4.630 a month.
    const hourly = await create('uur', { min: 18.5, unit: 'HOUR' })
    const monthly = await create('maand', { min: 2600, max: 2900, unit: 'MONTH' })
    const yearly = await create('jaar', { min: 45_000, max: 60_000, unit: 'YEAR' })
    const found = async (salaris: VacancyListState['salaris']) =>
      (
        await searchVacancies(
          payload,
          { ...EMPTY_VACANCY_STATE, search: word, salaris },
          { lookups: buildVacancyLookups({ sectors: [], functions: [] }) },
        )
      ).items
        .map((item) => item.id)
        .sort()
    expect(await found(null)).toEqual([hourly, monthly, yearly].sort())
    expect(await found(3000)).toEqual([hourly, yearly].sort())
    expect(await found(3500)).toEqual([yearly])
    expect(await found(5000)).toEqual([])
  })
})

describe("the view 'Vacatures zonder salaris'", () => {
  it('lists every vacancy, drafts included, that may not be published for its salary, with the reasons', async () => {
    const before = await countVacanciesWithoutSalary(payload, editor)
    const draft = async (overrides: Record<string, unknown>) => {
      const { status, answer } = await call(
        'POST',
        '/api/vacancies?draft=true',
        vacancy({ _status: 'draft', ...overrides }),
      )
      expect(status, JSON.stringify(answer.errors)).toBe(201)
      return answer.doc?.id ?? 0
    }
    const none = await draft({})
    const upsideDown = await draft({ salary: { min: 4100, max: 3200, unit: 'MONTH' } })
    const vague = await draft({ salary: PUBLISHABLE_SALARY, intro: 'Een marktconform salaris en een leuk team.' })
    const youth = await draft({ salary: { min: 9.5, max: 11, unit: 'HOUR' } })
    const fine = await draft({ salary: PUBLISHABLE_SALARY })

    const rows = new Map((await listVacanciesWithoutSalary(payload, editor)).map((row) => [row.id, row]))
    expect(rows.get(none)).toMatchObject({ status: 'draft', source: 'editor', reasons: ['Geen salaris'] })
    expect(rows.get(upsideDown)?.reasons).toEqual(['Minimum hoger dan maximum'])
    expect(rows.get(vague)?.reasons).toEqual(['Vage term: marktconform'])
    expect(rows.get(youth)?.reasons).toEqual([nl.pay.reasons.belowMinimumWage('€\u00a09,50')])
    expect(rows.has(fine)).toBe(false)
    expect(await countVacanciesWithoutSalary(payload, editor)).toBe(before + 4)

    // Confirming the youth wage is what it lacked.
    await call('PATCH', `/api/vacancies/${youth}?draft=true`, {
      salary: { min: 9.5, max: 11, unit: 'HOUR', youthWage: true },
    })
    expect((await listVacanciesWithoutSalary(payload, editor)).map((row) => row.id)).not.toContain(youth)
  })

  it('counts nothing from the demo content, where every vacancy has a salary', async () => {
    const rows = await listVacanciesWithoutSalary(payload, editor)
    expect(rows.filter((row) => !row.title.startsWith('Magazijnmedewerker loontransparantie'))).toEqual([])
  })
})
