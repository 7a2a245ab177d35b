import { expect, test, type APIRequestContext } from '@playwright/test'

import { smtpPort } from '../../playwright.config'
import { minimalPdf } from '../fixtures/files'

import { loginAsEditor } from './helpers'
import { startMailCatcher } from './mail-catcher'

let catcher: Awaited<ReturnType<typeof startMailCatcher>>

test.beforeAll(async () => {
  catcher = await startMailCatcher(smtpPort)
})
test.afterAll(async () => {
  await catcher.close()
})

async function runMailQueue(request: APIRequestContext) {
  const token = await loginAsEditor(request)
  const response = await request.get('/api/payload-jobs/run?queue=mail', { headers: { Authorization: `JWT ${token}` } })
  expect(response.status()).toBe(200)
}

const PHONE = { width: 375, height: 740 }

test('an applicant opens the link from the confirmation mail, withdraws, then erases, without JavaScript', async ({
  browser,
  request,
}) => {
  const { docs } = (await (await request.get('/api/vacancies?limit=1&depth=0&sort=title')).json()) as {
    docs: Array<{ id: number; title: string }>
  }
  const vacancy = docs[0]
  const address = `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.7`
  const context = await browser.newContext({
    javaScriptEnabled: false,
    viewport: PHONE,
    baseURL: test.info().project.use.baseURL,
    extraHTTPHeaders: { 'X-Forwarded-For': address },
  })
  const page = await context.newPage()
  const email = `sollicitant.${Date.now()}@example.nl`
  const lastName = `Visser-${Date.now()}`

  await page.goto(`/solliciteren?vacature=${vacancy.id}`)
  await page.getByRole('radio', { name: 'Vrouw' }).check()
  await page.getByRole('textbox', { name: 'Voornaam', exact: true }).fill('Lotte')
  await page.getByRole('textbox', { name: 'Achternaam', exact: true }).fill(lastName)
  await page.getByRole('textbox', { name: 'E-mailadres', exact: true }).fill(email)
  await page.getByRole('textbox', { name: 'Telefoonnummer', exact: true }).fill('06 12345678')
  await page
    .locator('input[name="applicationCV"]')
    .setInputFiles({ name: 'cv-lotte.pdf', mimeType: 'application/pdf', buffer: minimalPdf() })
  await page.getByRole('button', { name: 'Verstuur sollicitatie' }).click()
  await expect(page).toHaveURL(/\/bedankt-voor-je-sollicitatie$/)

  // The confirmation mail, from the real SMTP server: one personal link, nothing personal in it.
  await runMailQueue(request)
  await expect.poll(() => catcher.to(email).length).toBeGreaterThanOrEqual(1)
  const confirmation = catcher.to(email)[0]
  expect(confirmation.subject).toBe('Bedankt voor je sollicitatie')
  const link = /Bekijk je sollicitatie: (\S+)/.exec(confirmation.text ?? '')?.[1] ?? ''
  const url = new URL(link)
  expect(url.pathname).toBe('/mijn-sollicitatie')
  for (const personal of [email, 'Lotte', lastName]) expect(decodeURIComponent(link)).not.toContain(personal)
  const pagePath = `${url.pathname}${url.search}`

  // The page: complete in its first HTML, not indexed, not stored.
  const response = await page.goto(pagePath)
  expect(response?.status()).toBe(200)
  expect(response?.headers()['cache-control']).toContain('no-store')
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mijn sollicitatie')
  await expect(page.getByText(vacancy.title)).toBeVisible()
  await expect(page.getByText('Ontvangen', { exact: true })).toBeVisible()
  await expect(page.getByText(/^Cv: PDF-bestand/)).toBeVisible()
  await expect(page.getByText(/\d{1,2} \w+ \d{4}, \d{2}:\d{2}/)).toBeVisible()

  // Withdraw: a confirmation step, then the POST.
  await page.getByRole('link', { name: 'Sollicitatie intrekken' }).click()
  await expect(page.getByRole('heading', { name: 'Sollicitatie intrekken' })).toBeVisible()
  expect(await (await request.get(pagePath)).text(), 'opening the link (a mail scanner) changes nothing').toContain(
    'Ontvangen',
  )
  await page.getByRole('button', { name: 'Ja, trek mijn sollicitatie in' }).click()
  await expect(page.getByText('Je sollicitatie is ingetrokken. We hebben je een bevestiging gemaild.')).toBeVisible()
  await expect(page.getByText('Ingetrokken', { exact: true })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Sollicitatie intrekken' })).toHaveCount(0)
  await runMailQueue(request)
  await expect.poll(() => catcher.to(email).length).toBe(2)
  const withdrawn = catcher.to(email)[1]
  expect(withdrawn.subject).toBe('Je sollicitatie is ingetrokken')
  expect(withdrawn.text).toContain(link)

  // Erase: a confirmation step, then the POST; the link opens nothing after.
  await page.getByRole('link', { name: 'Verwijder mijn gegevens' }).click()
  await page.getByRole('button', { name: 'Ja, verwijder mijn gegevens' }).click()
  await expect(page).toHaveURL(/\/mijn-sollicitatie\/verwijderd$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Je gegevens zijn verwijderd')
  await runMailQueue(request)
  await expect.poll(() => catcher.to(email).length).toBe(3)
  expect(catcher.to(email)[2].subject).toBe('Je gegevens zijn verwijderd')

  const gone = await page.goto(pagePath)
  expect(gone?.status()).toBe(404)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Deze sollicitatie bestaat niet (meer)')
  // Next's own robots tag of a 404 comes first; the page's says the same.
  await expect(page.locator('meta[name="robots"]').first()).toHaveAttribute('content', /noindex/)
  const forged = await page.goto(`/mijn-sollicitatie?token=${url.searchParams.get('token')?.slice(0, -3)}abc`)
  expect(forged?.status()).toBe(404)
  await context.close()
})
