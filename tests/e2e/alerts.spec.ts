import { expect, request as playwrightRequest, test, type APIRequestContext } from '@playwright/test'

import { loginAsEditor, QUICK_TYPING } from './helpers'
import { startMailCatcher } from './mail-catcher'
import { baseURL, smtpPort } from '../../playwright.config'

type Doc = { id: number; title: string }

let catcher: Awaited<ReturnType<typeof startMailCatcher>>

test.beforeAll(async () => {
  catcher = await startMailCatcher(smtpPort)
})
test.afterAll(async () => {
  await catcher.close()
})

async function createVacancy(request: APIRequestContext, title: string, sector: number): Promise<number> {
  const response = await request.post('/api/vacancies?draft=false', {
    data: {
      title,
      slug: title.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
      vacancyLocation: 'Utrecht',
      vacancySectorGroup: [sector],
      salary: { min: 3000, max: 4000, unit: 'MONTH' },
      _status: 'published',
    },
  })
  expect(response.status(), await response.text()).toBe(201)
  return ((await response.json()) as { doc: Doc }).doc.id
}

const runQueue = async (request: APIRequestContext, queue: string) =>
  expect((await request.get(`/api/payload-jobs/run?queue=${queue}`)).status()).toBe(200)
const sendDailyDigests = async (request: APIRequestContext) =>
  expect((await request.post('/api/vacancyAlerts/send/daily')).status()).toBe(200)

test('a vacancy alert: sign up, confirm, one digest with only the new matching vacancy, one-click unsubscribe', async ({
  page,
}) => {
  const login = await playwrightRequest.newContext({ baseURL })
  const token = await loginAsEditor(login)
  await login.dispose()
  const request = await playwrightRequest.newContext({ baseURL, extraHTTPHeaders: { Authorization: `JWT ${token}` } })
  const { docs: sectors } = (await (await request.get('/api/sectorGroups?limit=2&depth=0&sort=title')).json()) as {
    docs: Doc[]
  }
  const [sector, otherSector] = sectors
  const email = `alert.${Date.now()}@example.nl`
  const created: number[] = []
  try {
    await page.goto(`/vacatures?search=zonnepanelen&sector=${encodeURIComponent(sector.title)}`)
    const form = page.getByRole('form', { name: 'Vacature-alert' })
    await expect(page.getByRole('heading', { name: 'Ontvang deze vacatures per e-mail' })).toBeVisible()
    await form.getByLabel('E-mailadres').pressSequentially(email, QUICK_TYPING)
    await form.getByRole('button', { name: 'Vacature-alert aanmaken' }).click()
    await expect(page).toHaveURL(/\/vacature-alert\/aangevraagd$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bevestig je vacature-alert')

    // The confirmation mail: a signed link, nothing the visitor typed.
    await runQueue(request, 'mail')
    await expect.poll(() => catcher.to(email).length).toBe(1)
    const confirmation = catcher.to(email)[0]
    expect(confirmation.subject).toBe('Bevestig je vacature-alert')
    expect(confirmation.text).not.toContain('zonnepanelen')
    const link = confirmation.text?.match(/http\S+\/vacature-alert\/bevestigen\?token=\S+/)?.[0]
    expect(link).toBeTruthy()
    expect(confirmation.html).toContain('/vacature-alert/bevestigen?token=')

    // A matching and a non-matching vacancy are published; before confirmation nothing is sent.
    created.push(await createVacancy(request, 'Monteur Zonnepanelen Alerttest', sector.id))
    created.push(await createVacancy(request, 'Monteur Zonnepanelen Andere Sector', otherSector.id))
    await sendDailyDigests(request)
    expect(catcher.to(email)).toHaveLength(1)

    await page.goto(link!)
    await page.getByRole('button', { name: 'Ja, stuur mij deze vacatures' }).click()
    await expect(page).toHaveURL(/\/vacature-alert\/beheren\?token=/)
    await expect(page.getByRole('status')).toContainText('Je vacature-alert is bevestigd')
    const manageUrl = page.url()

    // The confirmation link opened again: confirmed already, nothing to press, a way to the alert.
    await page.goto(link!)
    await expect(page.getByRole('status')).toContainText('is al bevestigd. Je hoeft niets meer te doen.')
    await expect(page.getByRole('button', { name: 'Ja, stuur mij deze vacatures' })).toHaveCount(0)
    await page.getByRole('link', { name: 'Bekijk of wijzig je vacature-alert' }).click()
    await expect(page).toHaveURL(/\/vacature-alert\/beheren\?token=/)

    // Editors see the search and its count, never the address.
    const listed = (await (
      await request.get(`/api/vacancyAlerts?where[label][contains]=zonnepanelen&depth=0`)
    ).json()) as { docs: Array<Record<string, unknown>> }
    expect(listed.docs).toHaveLength(1)
    expect(listed.docs[0].email).toBeUndefined()
    expect(listed.docs[0].status).toBe('confirmed')

    await sendDailyDigests(request)
    await expect.poll(() => catcher.to(email).length).toBe(2)
    const digest = catcher.to(email)[1]
    expect(digest.subject).toBe(`1 nieuwe vacature voor zoekterm "zonnepanelen", sector ${sector.title}`)
    expect(digest.text).toContain('Monteur Zonnepanelen Alerttest')
    expect(digest.text).not.toContain('Andere Sector')
    expect(digest.html).toContain('Monteur Zonnepanelen Alerttest')
    expect(digest.html).not.toContain('Andere Sector')
    expect(digest.html).toContain('/vacatures/monteur-zonnepanelen-alerttest"')
    const header = (name: string) =>
      digest.headerLines.find((line) => line.key === name)?.line.replace(/^[^:]+:\s*/, '')
    expect(header('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click')
    const unsubscribeUrl = header('list-unsubscribe')?.match(/^<(https?:\/\/[^>]+)>$/)?.[1]
    expect(unsubscribeUrl).toContain('/actions/module/vacancy-alert/unsubscribe?token=')

    // Nothing new since: no mail.
    await sendDailyDigests(request)
    expect(catcher.to(email)).toHaveLength(2)

    // RFC 8058: the mail client POSTs, without cookies.
    const client = await playwrightRequest.newContext()
    const oneClick = await client.post(unsubscribeUrl!, { form: { 'List-Unsubscribe': 'One-Click' } })
    expect(oneClick.status()).toBe(200)
    await client.dispose()

    await page.goto(manageUrl)
    await expect(page.getByRole('alert').filter({ hasText: 'Deze vacature-alert bestaat niet meer' })).toBeVisible()
    const after = (await (
      await request.get(`/api/vacancyAlerts?where[label][contains]=zonnepanelen&depth=0`)
    ).json()) as { totalDocs: number }
    expect(after.totalDocs).toBe(0)
  } finally {
    for (const id of created) await request.delete(`/api/vacancies/${id}`)
    await request.dispose()
  }
})

test('with JavaScript, a wrong address is shown in place: no page load, focus on the field, then the sign-up goes through', async ({
  page,
}) => {
  await page.goto('/vacatures?location=Utrecht')
  const form = page.getByRole('form', { name: 'Vacature-alert' })
  const emailField = form.getByLabel('E-mailadres')
  await emailField.pressSequentially('jan@localhost', QUICK_TYPING)
  await form.getByLabel('Wekelijks').check()
  await form.getByRole('button', { name: 'Vacature-alert aanmaken' }).press('Enter')
  // The reason at the field, and in the error summary as a link to it.
  await expect(form.locator('#vacancy-alert-email-error')).toContainText('Vul een geldig e-mailadres in.')
  await expect(form.getByRole('link', { name: 'Vul een geldig e-mailadres in.' })).toBeVisible()
  await expect(page).toHaveURL(/\/vacatures\?location=Utrecht$/)
  await expect(emailField).toBeFocused()
  await expect(emailField).toHaveAttribute('aria-invalid', 'true')
  await expect(form.getByLabel('Wekelijks')).toBeChecked()

  await emailField.fill('')
  await emailField.pressSequentially(`jan.${Date.now()}@example.nl`, QUICK_TYPING)
  await emailField.press('Enter')
  await expect(page).toHaveURL(/\/vacature-alert\/aangevraagd$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bevestig je vacature-alert')
})

test.describe('without JavaScript, on a phone', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 375, height: 800 } })

  test('the alert form posts, comes back with a Dutch error, keeps what was typed and never puts it in the URL', async ({
    page,
  }) => {
    await page.goto('/vacatures?location=Utrecht')
    const form = page.getByRole('form', { name: 'Vacature-alert' })
    const emailField = form.getByLabel('E-mailadres')
    await emailField.pressSequentially('jan@localhost', QUICK_TYPING)
    await form.getByLabel('Wekelijks').check()
    await form.getByRole('button', { name: 'Vacature-alert aanmaken' }).click()
    await expect(page).toHaveURL(/\/vacature-alert\/aanmelden\?zoekopdracht=location%3DUtrecht$/)
    expect(page.url()).not.toContain('jan')
    await expect(page.locator('#vacancy-alert-email-error')).toContainText('Vul een geldig e-mailadres in.')
    await expect(page.getByRole('link', { name: 'Vul een geldig e-mailadres in.' })).toHaveAttribute(
      'href',
      '#vacancy-alert-email',
    )
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ontvang deze vacatures per e-mail')
    await expect(page.getByLabel('E-mailadres')).toHaveValue('jan@localhost')
    await expect(page.getByLabel('Wekelijks')).toBeChecked()
    await expect(page.getByLabel('E-mailadres')).toHaveAttribute('aria-invalid', 'true')

    await page.getByLabel('E-mailadres').fill('')
    await page.getByLabel('E-mailadres').pressSequentially(`jan.${Date.now()}@example.nl`, QUICK_TYPING)
    await page.getByRole('button', { name: 'Vacature-alert aanmaken' }).click()
    await expect(page).toHaveURL(/\/vacature-alert\/aangevraagd$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bevestig je vacature-alert')
  })

  test('a JSON client gets the forms answer shape', async ({ request }) => {
    const invalid = await request.post('/actions/module/vacancy-alert', {
      data: { email: 'nope', frequency: 'hourly' },
      headers: { Accept: 'application/json' },
    })
    expect(invalid.status()).toBe(422)
    expect(await invalid.json()).toEqual({
      errors: { email: ['Vul een geldig e-mailadres in.'], frequency: ['Kies dagelijks of wekelijks.'] },
    })
    const tampered = await request.post('/actions/module/vacancy-alert/unsubscribe?token=abc.def', {
      form: { 'List-Unsubscribe': 'One-Click' },
    })
    expect(tampered.status()).toBe(400)
  })
})
