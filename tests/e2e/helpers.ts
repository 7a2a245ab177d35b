import { expect, type APIRequestContext, type Page } from '@playwright/test'

import type { RouteTablePage } from '@/routing/server/route-lookup'

import { minimalPdf } from '../fixtures/files'

export const EDITOR = {
  email: 'redactie@koersgroep.nl',
  password: process.env.E2E_EDITOR_PASSWORD || 'e2e-redacteur-wachtwoord',
}

/** Logs the demo editor in over Payload's REST API; the request context keeps the cookie. */
export async function loginAsEditor(request: APIRequestContext): Promise<string> {
  const response = await request.post('/api/users/login', { data: EDITOR })
  if (!response.ok()) throw new Error(`Login failed: ${response.status()}`)
  const { token } = (await response.json()) as { token: string }
  return token
}

/** Finds one document's id by a field value over REST (editors see drafts too). */
export async function findId(
  request: APIRequestContext,
  collection: string,
  field: string,
  value: string,
): Promise<number> {
  const response = await request.get(
    `/api/${collection}?where[${field}][equals]=${encodeURIComponent(value)}&depth=0&limit=1`,
  )
  const { docs } = (await response.json()) as { docs: Array<{ id: number }> }
  if (!docs[0]) throw new Error(`No ${collection} with ${field}=${value}`)
  return docs[0].id
}

export const ADMIN = {
  email: 'beheer@koersgroep.nl',
  password: process.env.E2E_ADMIN_PASSWORD || 'e2e-beheerder-wachtwoord',
}

/** Logs an account in through the admin's login form. */
export async function loginAs(page: Page, account: { email: string; password: string }): Promise<void> {
  await page.goto('/admin/login')
  await page.getByLabel('E-mail').fill(account.email)
  await page.getByLabel('Wachtwoord').fill(account.password)
  await page.getByRole('button', { name: 'Inloggen' }).click()
  await page.waitForURL(/\/admin(?!\/login)/)
}

/**
 * Signs an account in as the login form leaves it: Payload's session cookie in the page's browser
 * context, from the REST login the form itself calls. A test of an admin view then opens that view
 * at once, without loading the login form and the dashboard first; the form is walked by
 * `loginAs` in the specs about logging in (editors.spec.ts, shell.spec.ts, hardening.spec.ts).
 */
export async function signIn(page: Page, account: { email: string; password: string }): Promise<void> {
  const response = await page.request.post('/api/users/login', { data: account })
  if (!response.ok()) throw new Error(`Login failed: ${response.status()}`)
  // The session as the admin will ask for it: Payload keeps it on the account, where a login of the
  // same account at the same moment elsewhere could overwrite it (as the form's redirect would show).
  const me = (await (await page.request.get('/api/users/me')).json()) as { user: { email: string } | null }
  if (me.user?.email !== account.email) throw new Error(`No session for ${account.email} after the login`)
}

/** The first optimised image (`/_next/image?...`, entities decoded) a page's HTML shows, if any. */
export function firstOptimisedImage(html: string): string | undefined {
  return /src="(\/_next\/image\?[^"]+)"/.exec(html)?.[1]?.replaceAll('&amp;', '&')
}

/** The route table as its API serves it (SPEC 2.1): documents, then redirects, by path. */
export async function routeTable(request: APIRequestContext): Promise<RouteTablePage['table']> {
  const response = await request.get('/api/route-table')
  expect(response.status()).toBe(200)
  return (await response.json()) as RouteTablePage['table']
}

/** A vacancy as the REST API gives it at depth 0, with what the specs read of it. */
export type VacancyRow = { id: number; title: string; uri: string; validThrough?: string | null }

/**
 * Runs `whileClosed` while the first vacancy `query` finds (REST query string) is past its end date, and
 * gives it back its own end date afterwards, also when it fails: the shared demo data stays
 * as every other spec expects it.
 */
export async function withClosedVacancy<T>(
  request: APIRequestContext,
  query: string,
  whileClosed: (vacancy: VacancyRow) => Promise<T>,
): Promise<T> {
  const headers = { Authorization: `JWT ${await loginAsEditor(request)}` }
  const found = await request.get(`/api/vacancies?${query}&limit=1&depth=0`, { headers })
  const [vacancy] = ((await found.json()) as { docs: VacancyRow[] }).docs
  if (!vacancy) throw new Error(`No vacancy for ${query}`)
  const setEnd = (validThrough: string | null) =>
    request.patch(`/api/vacancies/${vacancy.id}`, { headers, data: { validThrough } })
  expect((await setEnd(new Date(Date.now() - 60_000).toISOString())).ok()).toBe(true)
  try {
    return await whileClosed(vacancy)
  } finally {
    expect((await setEnd(vacancy.validThrough ?? null)).ok()).toBe(true)
  }
}

/**
 * One path of the route table under each prefix ('/vacatures/' gives a vacancy), from one read of
 * the table; fails when a prefix has none.
 */
export async function pathsUnder(request: APIRequestContext, prefixes: readonly string[]): Promise<string[]> {
  const table = Object.keys(await routeTable(request))
  return prefixes.map((prefix) => {
    const path = table.find((candidate) => candidate.startsWith(prefix) && candidate.length > prefix.length)
    if (!path) throw new Error(`The route table lists no page under ${prefix}`)
    return path
  })
}

/**
 * Waits until React has hydrated the element `selector` finds (React marks the elements it owns):
 * before that, a button does nothing and a file field takes any file.
 */
export async function waitForHydration(page: Page, selector: string): Promise<void> {
  await page.waitForFunction(
    (target) => Object.keys(document.querySelector(target) ?? {}).some((key) => key.startsWith('__react')),
    selector,
  )
}

/**
 * Applies for a vacancy as Noor with a PDF CV, over the form's endpoint; `lastName` finds her
 * again. Gives back the address she applied with.
 */
export async function applyForVacancy(
  request: APIRequestContext,
  lastName: string,
  vacancyId: number,
): Promise<string> {
  const emailAddress = `noor.${Date.now()}@example.nl`
  const response = await request.post('/actions/module/application-form', {
    multipart: {
      gender: 'v',
      firstName: 'Noor',
      lastName,
      emailAddress,
      phoneNumber: '06 12345678',
      vacancyId: String(vacancyId),
      applicationCV: { name: 'cv-noor.pdf', mimeType: 'application/pdf', buffer: minimalPdf() },
    },
  })
  expect(response.status()).toBe(200)
  return emailAddress
}

/** The vacancy overview's results heading ('64 vacatures', '6 vacatures in Utrecht', 'Geen vacatures gevonden.'). */
export const resultsHeading = (page: Page) => page.locator('h2#vacancy-results')

/**
 * Typing key by key. At a person's pace (150 ms a key) where what is tested reacts to the pace: a
 * search box's throttle, the admin's autosave and live preview. Elsewhere keys still arrive one
 * by one, as events a person's typing makes, only without the waits.
 */
export const HUMAN_TYPING = { delay: 150 } as const
export const QUICK_TYPING = { delay: 20 } as const

type MailJob = { id: number; input: { submissionId?: number; recipient?: string; subject?: string; body?: string } }

/**
 * The newest mail jobs of one application and kind ('status', 'free'), read as the administrator
 * (`admin`: a request context logged in as ADMIN).
 */
export async function mailJobsOf(admin: APIRequestContext, submissionId: number, recipient: string) {
  const jobs = await admin.get('/api/payload-jobs?where[queue][equals]=mail&sort=-createdAt&limit=100&depth=0')
  expect(jobs.ok()).toBe(true)
  return ((await jobs.json()) as { docs: MailJob[] }).docs.filter(
    (job) => job.input.submissionId === submissionId && job.input.recipient === recipient,
  )
}

/**
 * The minute a recruiter's mail waits (for 'Niet versturen') has passed: the administrator's
 * 'Opnieuw aanbieden' of the mail queue sends it at once.
 */
export async function sendWaitingMailNow(admin: APIRequestContext, submissionId: number, recipient: string) {
  const [job] = await mailJobsOf(admin, submissionId, recipient)
  expect(job, `a waiting ${recipient} mail for application ${submissionId}`).toBeDefined()
  const response = await admin.post('/api/mail-queue/retry', { form: { id: String(job.id) }, maxRedirects: 0 })
  expect(response.status()).toBe(303)
}
