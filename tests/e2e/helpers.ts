import { expect, type APIRequestContext, type Page } from '@playwright/test'

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

/** Logs the demo editor in through the admin's login form. */
export async function loginInBrowser(page: Page): Promise<void> {
  await page.goto('/admin/login')
  await page.getByLabel('E-mail').fill(EDITOR.email)
  await page.getByLabel('Wachtwoord').fill(EDITOR.password)
  await page.getByRole('button', { name: 'Inloggen' }).click()
  await page.waitForURL(/\/admin(?!\/login)/)
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

/** Logs an account in through the admin's login form (the demo editor unless told otherwise). */
export async function loginAs(page: Page, account: { email: string; password: string }): Promise<void> {
  await page.goto('/admin/login')
  await page.getByLabel('E-mail').fill(account.email)
  await page.getByLabel('Wachtwoord').fill(account.password)
  await page.getByRole('button', { name: 'Inloggen' }).click()
  await page.waitForURL(/\/admin(?!\/login)/)
}

/** The first optimised image (`/_next/image?...`, entities decoded) a page's HTML shows, if any. */
export function firstOptimisedImage(html: string): string | undefined {
  return /src="(\/_next\/image\?[^"]+)"/.exec(html)?.[1]?.replaceAll('&amp;', '&')
}

/**
 * One path of the route table under each prefix ('/vacatures/' gives a vacancy), from one read of
 * the table; fails when a prefix has none.
 */
export async function pathsUnder(request: APIRequestContext, prefixes: readonly string[]): Promise<string[]> {
  const table = Object.keys((await (await request.get('/api/route-table')).json()) as Record<string, unknown>)
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
