import { expect, type Browser, type Page } from '@playwright/test'

import { test } from './cleanup'
import { ADMIN, applyForVacancy, EDITOR, findId, signIn, mailJobsOf, QUICK_TYPING, sendWaitingMailNow } from './helpers'
import { startMailCatcher } from './mail-catcher'
import { baseURL, smtpPort } from '../../playwright.config'

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

type Job = { input: { submissionId?: number; recipient?: string; subject?: string; body?: string } }

const PHONE = { width: 390, height: 844 }

/** A request context logged in as the administrator, who may read and run the mail queue. */
async function asAdmin(browser: Browser) {
  const context = await browser.newContext({ baseURL })
  await context.request.post('/api/users/login', { data: ADMIN })
  return context
}

async function publishedVacancy(page: Page) {
  const vacancies = await page.request.get('/api/vacancies?where[_status][equals]=published&limit=1&depth=0')
  return ((await vacancies.json()) as { docs: Array<{ id: number; title: string }> }).docs[0]
}

test('a recruiter sees what needs attention and mails the applicant on a status change', async ({ page, browser }) => {
  const lastName = `Statustest ${Date.now().toString(36)}`
  await signIn(page, EDITOR)
  const vacancies = await page.request.get('/api/vacancies?where[_status][equals]=published&limit=1&depth=0')
  const vacancy = ((await vacancies.json()) as { docs: Array<{ id: number; title: string }> }).docs[0]
  await applyForVacancy(page.request, lastName, vacancy.id)

  // The dashboard lists the new application under its vacancy and links to the filtered list.
  await page.goto('/admin')
  const panel = page.getByTestId('attention-panel')
  await expect(panel.getByRole('heading', { name: 'Wat aandacht vraagt' })).toBeVisible()
  await panel
    .getByRole('link', { name: new RegExp(`^${escaped(vacancy.title)}: \\d+$`) })
    .first()
    .click()
  await page.waitForURL(/\/admin\/collections\/applications\?/)
  await expect(page.getByRole('cell', { name: lastName })).toBeVisible()

  const id = await findId(page.request, 'applications', 'lastName', lastName)
  await page.goto(`/admin/collections/applications/${id}`)
  await expect(page.getByTestId('status-message')).toHaveCount(0)
  await page.locator('#field-status').click()
  await page.getByRole('option', { name: 'Uitgenodigd voor een gesprek' }).click()

  // The preview: the status's message with the applicant's name and the vacancy filled in.
  const message = page.getByTestId('status-message')
  const send = message.getByRole('checkbox', { name: 'Stuur de sollicitant een bericht' })
  await expect(send).toBeChecked()
  const body = message.getByRole('textbox', { name: 'Voorbeeld' })
  await expect(body).toHaveValue(new RegExp(`^Beste Noor ${escaped(lastName)},`))
  await expect(body).toHaveValue(new RegExp(escaped(vacancy.title)))
  await body.press('End')
  await body.pressSequentially(' Tot dinsdag!')
  await page.getByRole('button', { name: 'Bewaar', exact: true }).click()
  await expect(page.getByTestId('status-message')).toHaveCount(0)

  // The mail job carries the text as the recruiter left it.
  const admin = await browser.newContext({ baseURL })
  await admin.request.post('/api/users/login', { data: ADMIN })
  const jobs = await admin.request.get('/api/payload-jobs?where[queue][equals]=mail&sort=-createdAt&limit=50&depth=0')
  const job = ((await jobs.json()) as { docs: Job[] }).docs.find(
    (candidate) => candidate.input.submissionId === id && candidate.input.recipient === 'status',
  )
  expect(job?.input.subject).toBe('Uitnodiging voor een gesprek')
  expect(job?.input.body).toMatch(/Tot dinsdag!$/)
  await admin.close()
})

test('on a phone, the status message is in view before saving and can be stopped after', async ({ page, browser }) => {
  await page.setViewportSize(PHONE)
  const lastName = `Telefoon ${Date.now().toString(36)}`
  await signIn(page, EDITOR)
  await applyForVacancy(page.request, lastName, (await publishedVacancy(page)).id)
  const id = await findId(page.request, 'applications', 'lastName', lastName)
  await page.goto(`/admin/collections/applications/${id}`)
  const timeline = page.getByTestId('timeline')
  await expect(timeline.locator('li[data-kind="status"]')).toHaveCount(1)

  await page.locator('#field-status').click()
  await page.getByRole('option', { name: 'Afgewezen' }).click()
  // Right below the Status field, on the same screen: what goes out and the box to keep it.
  const message = page.getByTestId('status-message')
  const send = message.getByRole('checkbox', { name: 'Stuur de sollicitant een bericht' })
  await expect(send).toBeChecked()
  await expect(send).toBeInViewport()
  await expect(message.getByRole('textbox', { name: 'Voorbeeld' })).toHaveValue(
    new RegExp(`^Beste Noor ${escaped(lastName)},`),
  )
  await page.getByRole('button', { name: 'Bewaar', exact: true }).click()

  // Saving says the mail goes in a minute, and offers to stop it; the timeline shows both at once.
  const notice = page
    .locator('[data-sonner-toast]')
    .filter({ hasText: 'Bericht aan de sollicitant gaat over 1 minuut weg' })
  await expect(notice).toBeVisible()
  await expect(timeline.locator('li[data-kind="status"]').first()).toContainText('Status: Afgewezen, door')
  const waiting = timeline.locator('li[data-kind="mail"]').filter({ hasText: 'Gaat over 1 minuut weg' })
  await expect(waiting).toContainText('door')
  await notice.getByRole('button', { name: 'Niet versturen' }).click()
  await expect(page.getByText('Het bericht gaat niet weg.')).toBeVisible()
  await expect(timeline.locator('li[data-kind="mail"]').first()).toContainText('Niet verstuurd')
  await expect(timeline.getByRole('button', { name: 'Niet versturen' })).toHaveCount(0)

  const admin = await asAdmin(browser)
  expect(await mailJobsOf(admin.request, id, 'status')).toEqual([])
  await admin.close()
})

test('a bulk rejection carries the message, filled in for each applicant', async ({ page, browser }) => {
  const lastName = `Bulk ${Date.now().toString(36)}`
  await signIn(page, EDITOR)
  const vacancy = await publishedVacancy(page)
  await applyForVacancy(page.request, lastName, vacancy.id)
  await applyForVacancy(page.request, lastName, vacancy.id)
  await page.goto(`/admin/collections/applications?search=${encodeURIComponent(lastName)}`)
  await expect(page.getByRole('cell', { name: lastName })).toHaveCount(2)
  await page.locator('#select-all').check()
  await page.getByRole('button', { name: 'Bewerk', exact: true }).click()
  const drawer = page.locator('.edit-many__main')
  const fields = drawer.locator('.field-select')
  for (const field of ['Status', 'Bericht aan de sollicitanten']) {
    await fields.locator('.rs__control').click()
    await drawer.locator('.rs__option', { hasText: new RegExp(`^${field}$`) }).click()
  }
  await drawer.locator('#field-status').click()
  await page.getByRole('option', { name: 'Afgewezen' }).click()
  const message = drawer.getByTestId('status-message')
  await expect(message.getByText(/^De status wordt Afgewezen\. Elke gekozen sollicitant/)).toBeVisible()
  await expect(message.getByRole('checkbox', { name: 'Stuur de sollicitant een bericht' })).toBeChecked()
  const body = message.getByRole('textbox', { name: 'Voorbeeld' })
  await expect(body).toHaveValue(/^Beste \{naam\},/)
  await body.press('End')
  await body.pressSequentially(' Succes!', QUICK_TYPING)
  await drawer.getByRole('button', { name: 'Bewaar', exact: true }).click()
  await expect(page.locator('.edit-many__main')).toHaveCount(0)

  const admin = await asAdmin(browser)
  const { docs } = (await (
    await page.request.get(`/api/applications?where[lastName][equals]=${encodeURIComponent(lastName)}&depth=0`)
  ).json()) as { docs: Array<{ id: number; status: string }> }
  expect(docs.map((doc) => doc.status)).toEqual(['rejected', 'rejected'])
  for (const doc of docs) {
    const [job] = await mailJobsOf(admin.request, doc.id, 'status')
    expect(job?.input.body).toMatch(new RegExp(`^Beste Noor ${escaped(lastName)},[\\s\\S]*Succes!$`))
  }
  await admin.close()
})

test.describe('mail without a status change', () => {
  let catcher: Awaited<ReturnType<typeof startMailCatcher>>
  test.beforeAll(async () => {
    catcher = await startMailCatcher(smtpPort)
  })
  test.afterAll(async () => {
    await catcher.close()
  })

  test('a free mail from a template arrives over SMTP and is on the timeline, beside a note', async ({
    page,
    browser,
    made,
  }) => {
    const lastName = `Vrij ${Date.now().toString(36)}`
    await signIn(page, EDITOR)
    const email = await applyForVacancy(page.request, lastName, (await publishedVacancy(page)).id)
    const id = await findId(page.request, 'applications', 'lastName', lastName)
    const template = await page.request.post('/api/mailTemplates', {
      data: {
        title: `Stuur je VCA-diploma ${lastName}`,
        subject: 'Je VCA-diploma',
        body: 'Beste {naam},\n\nWil je je VCA-diploma sturen voor {vacature}?',
      },
    })
    expect(template.ok()).toBe(true)
    made.add('mailTemplates', ((await template.json()) as { doc: { id: number } }).doc.id)

    await page.goto(`/admin/collections/applications/${id}`)
    const timeline = page.getByTestId('timeline')
    await timeline.getByRole('button', { name: 'E-mail sturen' }).click()
    const form = timeline.getByTestId('free-mail')
    await form.getByLabel('Sjabloon').selectOption({ label: `Stuur je VCA-diploma ${lastName}` })
    await expect(form.getByLabel('Onderwerp')).toHaveValue('Je VCA-diploma')
    const body = form.getByLabel('Bericht', { exact: true })
    await expect(body).toHaveValue(new RegExp(`^Beste Noor ${escaped(lastName)},`))
    await body.press('End')
    await body.pressSequentially(' Alvast bedankt.', QUICK_TYPING)
    await form.getByRole('button', { name: 'Versturen' }).click()
    await expect(page.locator('[data-sonner-toast]').filter({ hasText: 'gaat over 1 minuut weg' })).toBeVisible()
    await expect(timeline.locator('li[data-kind="mail"]').first()).toContainText('Je VCA-diploma')

    await timeline.getByLabel('Notitie', { exact: true }).pressSequentially('Belt vrijdag terug', QUICK_TYPING)
    await timeline.getByRole('button', { name: 'Notitie toevoegen' }).click()
    await expect(timeline.locator('li[data-kind="note"]').first()).toContainText(/Notitie, door .+Belt vrijdag terug/s)

    const admin = await asAdmin(browser)
    await sendWaitingMailNow(admin.request, id, 'free')
    await expect.poll(() => catcher.to(email).map((mail) => mail.subject)).toContain('Je VCA-diploma')
    const mail = catcher.to(email).find((caught) => caught.subject === 'Je VCA-diploma')
    expect(mail?.text).toMatch(/Alvast bedankt\.\s+Bekijk je sollicitatie: http/)
    await admin.close()
    await page.reload()
    await expect(
      page.getByTestId('timeline').locator('li[data-kind="mail"]').filter({ hasText: 'Je VCA-diploma' }),
    ).toContainText('Verstuurd')
  })
})
