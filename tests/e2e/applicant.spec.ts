import { expect, test, type APIRequestContext } from '@playwright/test'
import fs from 'node:fs'
import { fileURLToPath } from 'node:url'

import {
  ADMIN,
  applyForVacancy,
  EDITOR,
  findId,
  signIn,
  loginAsEditor,
  QUICK_TYPING,
  sendWaitingMailNow,
} from './helpers'
import { startMailCatcher } from './mail-catcher'
import { smtpPort } from '../../playwright.config'

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
const DESKTOP = { width: 1280, height: 800 }
/** A one-page CV as a phone saves it: a small, real PDF. */
const CV = fileURLToPath(new URL('../fixtures/cv-sanne.pdf', import.meta.url))

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

test('the whole applicant loop: apply from a phone without a CV, add it, get invited, withdraw, erase, ask for the link again', async ({
  browser,
  request,
}) => {
  test.setTimeout(300_000)
  const baseURL = test.info().project.use.baseURL
  const { docs } = (await (await request.get('/api/vacancies?limit=1&depth=0&sort=title')).json()) as {
    docs: Array<{ id: number; title: string }>
  }
  const vacancy = docs[0]
  const address = `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.7`
  const applicant = await browser.newContext({
    javaScriptEnabled: false,
    viewport: PHONE,
    baseURL,
    extraHTTPHeaders: { 'X-Forwarded-For': address },
    acceptDownloads: true,
  })
  const page = await applicant.newPage()
  const stamp = Date.now()
  const email = `sanne.${stamp}@example.nl`
  const lastName = `de Wit-${stamp}`
  const type = (name: string, value: string) =>
    page.getByRole('textbox', { name, exact: true }).pressSequentially(value, QUICK_TYPING)
  const subjects = () => catcher.to(email).map((mail) => mail.subject)

  // A quick application from the phone: no CV at hand.
  await page.goto(`/solliciteren?vacature=${vacancy.id}`)
  await page.getByRole('radio', { name: 'Vrouw' }).check()
  await type('Voornaam', 'Sanne')
  await type('Achternaam', lastName)
  await type('E-mailadres', email)
  await type('Telefoonnummer', '06 12345678')
  await page.getByRole('button', { name: 'Verstuur sollicitatie' }).click()
  // The page after sending names the vacancy applied for.
  await expect(page).toHaveURL(new RegExp(`/bedankt-voor-je-sollicitatie\\?vacature=${vacancy.id}$`))
  await expect(page.getByTestId('application-received')).toContainText(vacancy.title)

  // The confirmation mail, from the real SMTP server: one personal link, nothing personal in it.
  await runMailQueue(request)
  await expect.poll(subjects).toEqual(['Bedankt voor je sollicitatie'])
  const link = /Bekijk je sollicitatie: (\S+)/.exec(catcher.to(email)[0].text ?? '')?.[1] ?? ''
  const url = new URL(link)
  expect(url.pathname).toBe('/mijn-sollicitatie')
  for (const personal of [email, 'Sanne', lastName]) expect(decodeURIComponent(link)).not.toContain(personal)
  const pagePath = `${url.pathname}${url.search}`

  // The page: complete in its first HTML, not indexed, not stored.
  const response = await page.goto(pagePath)
  expect(response?.status()).toBe(200)
  expect(response?.headers()['cache-control']).toContain('no-store')
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mijn sollicitatie')
  await expect(page.getByText(vacancy.title)).toBeVisible()
  await expect(page.getByText('Ontvangen', { exact: true })).toBeVisible()
  await expect(page.getByText('Geen documenten meegestuurd.')).toBeVisible()
  const history = page.getByRole('region', { name: 'Verloop' })
  await expect(history.getByRole('listitem')).toHaveCount(1)
  await expect(history.getByRole('listitem')).toContainText(/\d{1,2} \w+ \d{4}, \d{2}:\d{2}: Ontvangen \(door jou\)/)

  // The CV after all. A file that is no document is refused, in Dutch, and nothing changes.
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
  await upload.getByLabel('Cv toevoegen').setInputFiles(CV)
  await upload.getByRole('button', { name: 'Documenten versturen' }).click()
  await expect(page.getByText('We hebben je documenten ontvangen. We hebben je een bevestiging gemaild.')).toBeVisible()
  await expect(page.getByText(/^Cv: PDF-bestand, 1 kB$/)).toBeVisible()
  await expect(upload.getByLabel('Cv vervangen')).toBeVisible()
  await runMailQueue(request)
  await expect.poll(subjects).toEqual(['Bedankt voor je sollicitatie', 'We hebben je documenten ontvangen'])

  // A recruiter at a desk, with JavaScript, invites her: reads the message before it goes, and sends it.
  const recruiter = await browser.newContext({ viewport: DESKTOP, baseURL })
  const admin = await recruiter.newPage()
  await signIn(admin, EDITOR)
  const id = await findId(admin.request, 'applications', 'emailAddress', email)
  await admin.goto(`/admin/collections/applications/${id}`)
  const notes = admin.getByTestId('timeline')
  await notes.getByLabel('Notitie', { exact: true }).pressSequentially('Belt dinsdag terug', QUICK_TYPING)
  await notes.getByRole('button', { name: 'Notitie toevoegen' }).click()
  await expect(notes.locator('li[data-kind="note"]').first()).toContainText(/Notitie, door .+Belt dinsdag terug/s)
  await admin.locator('#field-status').click()
  await admin.getByRole('option', { name: 'Uitgenodigd voor een gesprek' }).click()
  const message = admin.getByTestId('status-message')
  await expect(message.getByText(/^De status wordt Uitgenodigd voor een gesprek\./)).toBeVisible()
  await expect(message.getByRole('checkbox', { name: 'Stuur de sollicitant een bericht' })).toBeChecked()
  const preview = message.getByRole('textbox', { name: 'Voorbeeld' })
  await expect(preview).toHaveValue(new RegExp(`^Beste Sanne ${escaped(lastName)},`))
  await expect(preview).toHaveValue(new RegExp(escaped(vacancy.title)))
  const subject = await message.getByRole('textbox', { name: 'Onderwerp' }).inputValue()
  expect(subject).toBe('Uitnodiging voor een gesprek')
  const sentText = await preview.inputValue()
  await admin.getByRole('button', { name: 'Bewaar', exact: true }).click()
  await expect(message).toHaveCount(0)
  // The recruiter's timeline: each change with its date in Dutch time and who made it, newest first.
  await admin.reload()
  const changes = admin.getByTestId('timeline').locator('li[data-kind="status"]')
  await expect(changes).toHaveCount(2)
  await expect(changes.nth(0)).toContainText(/^\d{1,2} \w+ \d{4}, \d{2}:\d{2}/)
  await expect(changes.nth(0)).toContainText(/Status: Uitgenodigd voor een gesprek, door \S+/)
  await expect(changes.nth(1)).toContainText('Status: Ontvangen, door de sollicitant')
  // The message waits its minute for 'Niet versturen'; here the minute has passed.
  const office = await browser.newContext({ baseURL })
  await office.request.post('/api/users/login', { data: ADMIN })
  await sendWaitingMailNow(office.request, id, 'status')
  await office.close()
  await recruiter.close()

  // The applicant's page shows the new status and its history, without the recruiter's notes; the mail arrives.
  await page.goto(pagePath)
  await expect(page.getByText('Uitgenodigd voor een gesprek', { exact: true })).toBeVisible()
  await expect(history.getByRole('listitem')).toHaveCount(2)
  await expect(history.getByRole('listitem').nth(1)).toContainText('Uitgenodigd voor een gesprek (door een medewerker)')
  await expect(page.getByText('Belt dinsdag terug')).toHaveCount(0)
  await runMailQueue(request)
  await expect.poll(subjects).toContain(subject)
  const invitation = catcher.to(email).find((mail) => mail.subject === subject)
  expect(invitation?.text).toContain(sentText)
  expect(invitation?.text).toContain(`Bekijk je sollicitatie: ${link}`)

  // The copy of her data: a JSON download with the history, without the internal notes.
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
  expect(data.sollicitatie).toMatchObject({ voornaam: 'Sanne', achternaam: lastName, 'e-mailadres': email })
  expect(data.statusverloop.map((change) => `${change.status} ${change.door}`)).toEqual([
    'Ontvangen de sollicitant',
    'Uitgenodigd voor een gesprek een medewerker',
  ])
  expect(data.documenten.map((document) => document.document)).toEqual(['Cv'])
  expect(JSON.stringify(data)).not.toContain('Belt dinsdag terug')

  // Withdraw: a confirmation step, then the POST.
  await page.getByRole('link', { name: 'Sollicitatie intrekken' }).click()
  await expect(page.getByRole('heading', { name: 'Sollicitatie intrekken' })).toBeVisible()
  expect(await (await request.get(pagePath)).text(), 'opening the link (a mail scanner) changes nothing').not.toContain(
    'Ingetrokken',
  )
  await page.getByRole('button', { name: 'Ja, trek mijn sollicitatie in' }).click()
  await expect(page.getByText('Je sollicitatie is ingetrokken. We hebben je een bevestiging gemaild.')).toBeVisible()
  await expect(page.getByText('Ingetrokken', { exact: true })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Sollicitatie intrekken' })).toHaveCount(0)
  await runMailQueue(request)
  await expect.poll(subjects).toContain('Je sollicitatie is ingetrokken')
  expect(catcher.to(email).find((mail) => mail.subject === 'Je sollicitatie is ingetrokken')?.text).toContain(link)

  // Erase: a confirmation step, then the POST; the link says the application no longer exists.
  await page.getByRole('link', { name: 'Verwijder mijn gegevens' }).click()
  await page.getByRole('button', { name: 'Ja, verwijder mijn gegevens' }).click()
  await expect(page).toHaveURL(/\/mijn-sollicitatie\/verwijderd$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Je gegevens zijn verwijderd')
  await runMailQueue(request)
  await expect
    .poll(subjects)
    .toEqual([
      'Bedankt voor je sollicitatie',
      'We hebben je documenten ontvangen',
      subject,
      'Je sollicitatie is ingetrokken',
      'Je gegevens zijn verwijderd',
    ])
  const gone = await page.goto(pagePath)
  expect(gone?.status()).toBe(404)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Deze sollicitatie bestaat niet (meer)')
  // Next's own robots tag of a 404 comes first; the page's says the same.
  await expect(page.locator('meta[name="robots"]').first()).toHaveAttribute('content', /noindex/)
  const forged = await request.get(`/mijn-sollicitatie?token=${url.searchParams.get('token')?.slice(0, -3)}abc`)
  expect(forged.status()).toBe(404)

  // 'Vraag je link opnieuw aan': the same answer for her address, now unknown, and a known one.
  const known = await applyForVacancy(request, `Linktest ${stamp.toString(36)}`, vacancy.id)
  const answers: string[] = []
  for (const asked of [email, known]) {
    if (asked === email) await page.getByRole('link', { name: 'Vraag je link opnieuw aan' }).click()
    else await page.goto('/mijn-sollicitatie/link-aanvragen')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Vraag je link opnieuw aan')
    await type('E-mailadres', asked)
    await page.getByRole('button', { name: 'Stuur mij de link' }).click()
    await expect(page).toHaveURL(/\/mijn-sollicitatie\/link-aanvragen\?aangevraagd=1$/)
    answers.push(await page.getByRole('main').innerText())
  }
  expect(answers[0]).toContain('Als er een sollicitatie met dit e-mailadres bij ons bekend is')
  expect(answers[1]).toBe(answers[0])
  await runMailQueue(request)
  await expect.poll(() => catcher.to(known).map((mail) => mail.subject)).toContain('Je link naar je sollicitatie')
  expect(subjects()).toHaveLength(5)
  await applicant.close()
})
