import { expect, test, type APIRequestContext } from '@playwright/test'
import fs from 'node:fs'

import { loginAsEditor, loginInBrowser } from './helpers'
import { startMailCatcher } from './mail-catcher'
import { smtpPort } from '../../playwright.config'
import { minimalPdf } from '../fixtures/files'

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
  await expect(page.getByText(/^\d{1,2} \w+ \d{4}, \d{2}:\d{2}$/)).toBeVisible()

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

test('an applicant who applied from a phone without a CV adds it later without JavaScript, and follows the history', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000)
  const address = `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.9`
  const context = await browser.newContext({
    javaScriptEnabled: false,
    viewport: PHONE,
    baseURL: test.info().project.use.baseURL,
    extraHTTPHeaders: { 'X-Forwarded-For': address },
    acceptDownloads: true,
  })
  const page = await context.newPage()
  const email = `snel.${Date.now()}@example.nl`
  const lastName = `Bakker-${Date.now()}`

  // A quick open application from the phone: no CV at hand.
  await page.goto('/solliciteren')
  await page.getByRole('radio', { name: 'Man' }).check()
  await page.getByRole('textbox', { name: 'Voornaam', exact: true }).pressSequentially('Daan', { delay: 150 })
  await page.getByRole('textbox', { name: 'Achternaam', exact: true }).pressSequentially(lastName, { delay: 150 })
  await page.getByRole('textbox', { name: 'E-mailadres', exact: true }).pressSequentially(email, { delay: 150 })
  await page
    .getByRole('textbox', { name: 'Telefoonnummer', exact: true })
    .pressSequentially('06 87654321', { delay: 150 })
  await page.getByRole('button', { name: 'Verstuur sollicitatie' }).click()
  await expect(page).toHaveURL(/\/bedankt-voor-je-sollicitatie$/)

  await runMailQueue(request)
  await expect.poll(() => catcher.to(email).length).toBeGreaterThanOrEqual(1)
  const link = /Bekijk je sollicitatie: (\S+)/.exec(catcher.to(email)[0].text ?? '')?.[1] ?? ''
  const url = new URL(link)
  await page.goto(`${url.pathname}${url.search}`)
  await expect(page.getByText('Geen documenten meegestuurd.')).toBeVisible()
  const history = page.getByRole('region', { name: 'Verloop' })
  await expect(history.getByRole('listitem')).toHaveCount(1)
  await expect(history.getByRole('listitem')).toContainText(/\d{1,2} \w+ \d{4}, \d{2}:\d{2}: Ontvangen \(door jou\)/)

  // A file that is no document is refused, in Dutch, and nothing changes.
  const upload = page.getByRole('region', { name: 'Documenten toevoegen of vervangen' })
  await upload.getByLabel('Cv toevoegen').setInputFiles({
    name: 'cv.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('MZ dit is geen pdf'),
  })
  await upload.getByRole('button', { name: 'Documenten versturen' }).click()
  await expect(upload.getByText('Je documenten zijn niet verstuurd')).toBeVisible()
  await expect(upload.getByText('Dit bestandstype is niet toegestaan.')).toBeVisible()
  await expect(page.getByText('Geen documenten meegestuurd.')).toBeVisible()

  // The real CV: received, named by kind and format, and confirmed by mail.
  await upload.getByLabel('Cv toevoegen').setInputFiles({
    name: 'cv-daan.pdf',
    mimeType: 'application/pdf',
    buffer: minimalPdf(),
  })
  await upload.getByRole('button', { name: 'Documenten versturen' }).click()
  await expect(page.getByText('We hebben je documenten ontvangen. We hebben je een bevestiging gemaild.')).toBeVisible()
  await expect(page.getByText(/^Cv: PDF-bestand/)).toBeVisible()
  await expect(upload.getByLabel('Cv vervangen')).toBeVisible()
  await expect(page.getByText('Dit bestandstype is niet toegestaan.')).toHaveCount(0)
  await runMailQueue(request)
  await expect.poll(() => catcher.to(email).map((mail) => mail.subject)).toContain('We hebben je documenten ontvangen')

  // A recruiter takes it up; the applicant sees it in the history.
  const editorToken = await loginAsEditor(request)
  const found = (await (
    await request.get(`/api/applications?where[emailAddress][equals]=${encodeURIComponent(email)}&depth=0`, {
      headers: { Authorization: `JWT ${editorToken}` },
    })
  ).json()) as { docs: Array<{ id: number }> }
  const id = found.docs[0].id
  const changed = await request.patch(`/api/applications/${id}`, {
    headers: { Authorization: `JWT ${editorToken}` },
    data: { status: 'inProgress', internalNotes: 'Belt dinsdag terug' },
  })
  expect(changed.status()).toBe(200)
  await page.reload()
  await expect(history.getByRole('listitem')).toHaveCount(2)
  await expect(history.getByRole('listitem').nth(1)).toContainText('In behandeling (door een medewerker)')
  await expect(page.getByText('Belt dinsdag terug')).toHaveCount(0)

  // The copy of their data: a JSON download with the history, without the internal notes.
  const downloading = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Download je gegevens' }).click()
  const download = await downloading
  expect(download.suggestedFilename()).toMatch(/^mijn-sollicitatie-\d{4}-\d{2}-\d{2}\.json$/)
  expect(download.url()).not.toContain(email)
  const data = JSON.parse(fs.readFileSync(await download.path(), 'utf8')) as {
    sollicitatie: Record<string, unknown>
    statusverloop: Array<{ status: string; door: string }>
    documenten: Array<{ document: string }>
  }
  expect(data.sollicitatie).toMatchObject({ voornaam: 'Daan', achternaam: lastName, 'e-mailadres': email })
  expect(data.statusverloop.map((change) => `${change.status} ${change.door}`)).toEqual([
    'Ontvangen de sollicitant',
    'In behandeling een medewerker',
  ])
  expect(data.documenten.map((document) => document.document)).toEqual(['Cv'])
  expect(JSON.stringify(data)).not.toContain('Belt dinsdag terug')
  await context.close()

  // The recruiter sees the same history in the admin, with who did it, in Dutch.
  const admin = await browser.newContext({ baseURL: test.info().project.use.baseURL })
  const adminPage = await admin.newPage()
  await loginInBrowser(adminPage)
  await adminPage.goto(`/admin/collections/applications/${id}`)
  await expect(adminPage.getByText('Statusverloop', { exact: true })).toBeVisible()
  // Each change with its date in Dutch time and who made it: the applicant, then the editor by name.
  const changes = adminPage.getByRole('listitem').filter({ hasText: /^\d{1,2} \w+ \d{4}, \d{2}:\d{2}/ })
  await expect(changes).toHaveCount(2)
  await expect(changes.nth(0)).toContainText('Ontvangen, door de sollicitant')
  await expect(changes.nth(1)).toContainText(/In behandeling, door \S+/)
  await expect(adminPage.getByLabel('Interne notities')).toHaveValue('Belt dinsdag terug')
  await admin.close()
})
