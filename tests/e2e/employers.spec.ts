import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { parse } from 'csv-parse/sync'
import fs from 'node:fs'

import { EXPORT_DRAWER_ENGLISH, englishOn, knownEnglish, openExportDrawer, wordsIn } from './admin-words'
import { expectNoAxeViolations } from './axe'
import { EDITOR, QUICK_TYPING, loginAsEditor, signIn, waitForHydration } from './helpers'
import { startMailCatcher } from './mail-catcher'
import { answeredWithin, chunkedPost, rawRequest } from './raw-http'
import { baseURL, smtpPort } from '../../playwright.config'
import { formatDutchDay, todayIn, workingDaysAfter } from '../../src/forms/working-days'
import { nl } from '../../src/i18n/nl'

/*
 * The employer's side as an employer and the office go through it: from the home page through a
 * service and a sector to a staffing request (typed key by key, with and without JavaScript, on a
 * phone and a desktop), the mails on a real SMTP server, and the request's follow-up in the admin.
 * Nothing on these forms reacts to the pace of typing (no throttle, no autosave, no preview): keys
 * arrive one by one without a person's pauses (QUICK_TYPING).
 */

const PHONE = { width: 375, height: 812 }
const DESKTOP = { width: 1280, height: 800 }

const STAFFING_FORM = 'form[aria-label="Personeel aanvragen"]'
const REQUESTS_API = '/api/staffingRequests'
/** The demo's Techniek sector and its account manager. */
const SECTOR = 'Techniek'
const MANAGER = { name: 'Aylin Demir', email: 'aylin@koersgroep.nl', phone: '030 123 45 70' }

let catcher: Awaited<ReturnType<typeof startMailCatcher>>

test.beforeAll(async () => {
  catcher = await startMailCatcher(smtpPort)
})

test.afterAll(async () => {
  await catcher.close()
})

/** A calendar date this many days from today on the site's calendar, as 'YYYY-MM-DD'. */
const daysAhead = (days: number) => todayIn(new Date(Date.now() + days * 24 * 60 * 60 * 1000))

/** A client of one run: an address and a company name no other request has. */
function newClient(tag: string) {
  const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`
  return { email: `henk.${tag}.${stamp}@example.nl`, businessName: `Jansen Installaties ${stamp}` }
}

type Client = ReturnType<typeof newClient>

/** The editor's REST headers. */
async function editorHeaders(request: APIRequestContext) {
  return { Authorization: `JWT ${await loginAsEditor(request)}` }
}

type StoredRequest = {
  id: number
  status: string
  headcount: number
  place: string
  startDate: string
  sector: { title: string } | null
}

async function storedRequests(request: APIRequestContext, where: string): Promise<StoredRequest[]> {
  const response = await request.get(`${REQUESTS_API}?${where}&depth=1&limit=100`, {
    headers: await editorHeaders(request),
  })
  return ((await response.json()) as { docs: StoredRequest[] }).docs
}

async function countRequests(request: APIRequestContext): Promise<number> {
  const response = await request.get(`${REQUESTS_API}?limit=1&depth=0`, { headers: await editorHeaders(request) })
  return ((await response.json()) as { totalDocs: number }).totalDocs
}

/** Removes the requests a test made: the shared server's data stays as it was. */
async function removeRequests(request: APIRequestContext, ids: number[]) {
  const headers = await editorHeaders(request)
  for (const id of ids) await request.delete(`${REQUESTS_API}/${id}`, { headers, maxRetries: 1 })
}

/** A complete request over the endpoint, as the scripted form sends it. */
async function postRequest(request: APIRequestContext, client: Client, sector: string) {
  const response = await request.post('/actions/module/staffing-request', {
    data: {
      role: 'Planner',
      headcount: '1',
      startDate: daysAhead(10),
      duration: 'oneToThreeMonths',
      hoursPerWeek: '32',
      place: 'Utrecht',
      sector,
      name: 'Henk Jansen',
      businessName: client.businessName,
      email: client.email,
      phoneNumber: '030 123 4567',
    },
  })
  expect(response.status()).toBe(200)
  const [stored] = await storedRequests(request, `where[email][equals]=${encodeURIComponent(client.email)}`)
  return stored
}

/** The main menu's link, behind 'Menu openen' on a phone (a disclosure without JavaScript). */
async function followMenu(page: Page, name: string, { phone, script }: { phone: boolean; script: boolean }) {
  if (phone) {
    if (script) {
      await waitForHydration(page, 'button.menu-toggle')
      await page.getByRole('button', { name: 'Menu openen' }).click()
    } else {
      await page.locator('summary', { hasText: 'Menu openen' }).click()
    }
  }
  await page.getByRole('navigation', { name: 'Hoofdmenu' }).getByRole('link', { name, exact: true }).click()
}

/**
 * A date input typed key by key in the order its segments show. Debian's Chromium has no Dutch
 * language pack: its date field reads month, day, year whatever the page's language.
 */
async function typeDate(page: Page, label: string, isoDate: string) {
  const [year, month, day] = isoDate.split('-')
  const field = page.getByLabel(label)
  await field.focus()
  await page.keyboard.type(`${month}${day}${year}`, QUICK_TYPING)
  await expect(field).toHaveValue(isoDate)
}

/** Types the staffing request key by key; the sector stays as the sector page's link chose it. */
async function typeStaffingRequest(page: Page, client: Client, headcount: string) {
  const type = (role: 'combobox' | 'spinbutton' | 'textbox', name: string, value: string) =>
    page.getByRole(role, { name, exact: true }).pressSequentially(value, QUICK_TYPING)
  // An input with suggestions is a combobox to assistive technology.
  await type('combobox', 'Functie of rol', 'Elektromonteur')
  await type('spinbutton', 'Aantal mensen', headcount)
  await type('spinbutton', 'Uren per week', '40')
  await typeDate(page, 'Gewenste startdatum', daysAhead(21))
  await page.getByRole('combobox', { name: 'Duur van de inzet' }).selectOption({ label: '3 tot 6 maanden' })
  await type('textbox', 'Werklocatie (plaats)', 'Den Bosch')
  await type('textbox', 'Eisen en wensen', 'VCA en rijbewijs B.')
  await type('textbox', 'Je naam', 'Henk Jansen')
  await type('textbox', 'Bedrijfsnaam', client.businessName)
  await type('textbox', 'Telefoonnummer', '030 123 4567')
  await type('textbox', 'E-mailadres', client.email)
}

/**
 * The employer's thank-you page: what happens now, the sector's account manager as a person and
 * the services, never a job seeker's steps.
 */
async function expectEmployersThankYou(page: Page) {
  await expect(page).toHaveURL(new RegExp(`/personeel-aanvragen/bedankt\\?sector=${SECTOR}$`))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bedankt, je aanvraag is binnen')
  const steps = page.getByTestId('employer-next-steps')
  await expect(steps.getByRole('heading', { name: 'Wat gebeurt er nu?' })).toBeVisible()
  await expect(steps.getByText(nl.employers.thankYou.steps[0])).toBeVisible()
  const manager = steps.getByTestId('account-manager')
  await expect(manager.getByRole('heading', { name: 'Je accountmanager' })).toBeVisible()
  await expect(manager).toContainText(MANAGER.name)
  await expect(manager.getByRole('link', { name: MANAGER.phone })).toBeVisible()
  await expect(manager.getByRole('link', { name: MANAGER.email })).toHaveAttribute('href', `mailto:${MANAGER.email}`)
  await expect(manager.locator('img')).toHaveCount(1)
  await expect(steps.getByRole('link', { name: 'Uitzenden' })).toHaveAttribute('href', '/uitzenden')
  await expect(steps.getByRole('link', { name: 'Alle diensten voor werkgevers' })).toHaveAttribute(
    'href',
    '/werkgevers',
  )
  await expect(page.getByRole('heading', { name: nl.thankYou.nextSteps.title })).toHaveCount(0)
  for (const name of [nl.thankYou.nextSteps.vacancies, nl.thankYou.nextSteps.alert])
    await expect(page.getByRole('link', { name })).toHaveCount(0)
}

/**
 * Home → 'Werkgevers' → the service 'Uitzenden' → the sector's label page → its staffing request,
 * sent once with an error (0 people) and once complete → the employers' thank-you page. With
 * JavaScript every page is checked with axe (it needs scripts).
 */
async function walkTheJourney(page: Page, client: Client, { phone, script }: { phone: boolean; script: boolean }) {
  const axe = (label: string) => (script ? expectNoAxeViolations(page, label) : Promise.resolve())
  await page.goto('/')
  await expect(page.getByRole('link', { name: 'Ik zoek personeel' }).first()).toHaveAttribute(
    'href',
    '/personeel-aanvragen',
  )
  await axe('home')

  await followMenu(page, 'Werkgevers', { phone, script })
  await expect(page).toHaveURL(/\/werkgevers$/)
  const services = page.getByTestId('services')
  for (const name of ['Uitzenden', 'Detacheren', 'Werving & selectie', 'Payroll'])
    await expect(services.getByRole('link', { name })).toBeVisible()
  await axe('werkgevers')

  // A service: what it is, for whom, how it works, the terms, its sectors and the request.
  await services.getByRole('link', { name: 'Uitzenden' }).click()
  await expect(page).toHaveURL(/\/uitzenden$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Uitzenden')
  await expect(page.getByRole('heading', { name: 'Wat is uitzenden?' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Voor wie?' })).toBeVisible()
  await expect(page.getByText('Wat betaal ik precies?')).toBeVisible()
  await expect(page.getByRole('main').getByRole('link', { name: 'Vraag personeel aan' }).first()).toHaveAttribute(
    'href',
    '/personeel-aanvragen',
  )
  await axe('uitzenden')

  // On to the sector: its vacancies, its account manager as a person, and the request for it.
  await page
    .getByRole('main')
    .getByRole('link', { name: /Koers Techniek/ })
    .first()
    .click()
  await expect(page).toHaveURL(/\/labels\/koers-techniek$/)
  const vacancies = page.getByTestId('sector-vacancies')
  await expect(vacancies.getByRole('heading', { name: `Open vacatures in ${SECTOR}` })).toBeVisible()
  await expect(vacancies.getByRole('listitem').first()).toBeVisible()
  await expect(vacancies.getByRole('link', { name: /^Bekijk (alle \d+ vacatures|de vacature)$/ })).toHaveAttribute(
    'href',
    `/vacatures?sector=${SECTOR}`,
  )
  const manager = page.getByTestId('account-manager')
  await expect(manager).toContainText(MANAGER.name)
  await expect(manager.getByRole('link', { name: MANAGER.email })).toHaveAttribute('href', `mailto:${MANAGER.email}`)
  await expect(manager.getByRole('link', { name: MANAGER.phone })).toHaveAttribute('href', /^tel:\+?\d+$/)
  await expect(manager.locator('img')).toHaveCount(1)
  await axe('koers-techniek')
  await page.getByTestId('sector-cta').getByRole('link', { name: 'Vraag personeel aan' }).click()

  await expect(page).toHaveURL(new RegExp(`/personeel-aanvragen\\?sector=${SECTOR}$`))
  if (script) await waitForHydration(page, STAFFING_FORM)
  await expect(page.getByRole('combobox', { name: 'Sector' })).toHaveValue(SECTOR)
  await axe('personeel-aanvragen')
  await typeStaffingRequest(page, client, '0')
  await page.getByRole('button', { name: 'Aanvraag versturen' }).click()

  // Refused: the message at the field, everything typed still there, nothing stored.
  const headcount = page.getByRole('spinbutton', { name: 'Aantal mensen' })
  if (!script) await expect(page).toHaveURL(/\/personeel-aanvragen\?sector=Techniek#formulierfouten$/)
  await expect(page.getByText(nl.employers.errors.headcount).last()).toBeVisible()
  await expect(headcount).toHaveAttribute('aria-invalid', 'true')
  if (script) await expect(headcount).toBeFocused()
  await expect(page.getByRole('textbox', { name: 'E-mailadres' })).toHaveValue(client.email)
  await expect(page.getByRole('combobox', { name: 'Sector' })).toHaveValue(SECTOR)
  await axe('personeel-aanvragen met fout')
  await headcount.fill('')
  await headcount.pressSequentially('3', QUICK_TYPING)
  await page.getByRole('button', { name: 'Aanvraag versturen' }).click()
  await expectEmployersThankYou(page)
  await axe('bedankt')
}

/** The account manager's notice and the client's confirmation, as the SMTP server received them. */
async function expectStaffingMails(client: Client, manager: { email: string; name: string; phone: string }) {
  const notices = () => catcher.to(manager.email).filter((mail) => mail.replyTo?.text === client.email)
  await expect.poll(() => notices().length, { timeout: 30_000 }).toBe(1)
  await expect.poll(() => catcher.to(client.email).length, { timeout: 30_000 }).toBe(1)
  const [notice] = notices()
  return { notice, confirmation: catcher.to(client.email)[0], callBy: formatDutchDay(workingDaysAfter(new Date(), 1)) }
}

for (const viewport of [PHONE, DESKTOP]) {
  const phone = viewport === PHONE
  test(`the employer's journey at ${viewport.width} px: home, a service, a sector, a staffing request without and with JavaScript, the thank-you page and the mails`, async ({
    browser,
    request,
  }) => {
    // Eight pages, each checked with axe, and two forms typed key by key.
    test.setTimeout(300_000)
    const clients: Client[] = []
    try {
      for (const script of [false, true]) {
        const client = newClient(script ? 'js' : 'html')
        clients.push(client)
        const context = await browser.newContext({ baseURL, viewport, javaScriptEnabled: script })
        try {
          await walkTheJourney(await context.newPage(), client, { phone, script })
        } finally {
          await context.close()
        }

        // Stored once, for the sector, waiting for its account manager; the place as the gazetteer spells it.
        const stored = await storedRequests(request, `where[email][equals]=${encodeURIComponent(client.email)}`)
        expect(stored).toHaveLength(1)
        expect(stored[0]).toMatchObject({ status: 'new', headcount: 3, place: "'s-Hertogenbosch" })
        expect(stored[0].startDate.slice(0, 10)).toBe(daysAhead(21))
        expect(stored[0].sector?.title).toBe(SECTOR)

        // The sector's account manager hears of it, and the client reads who calls and by when.
        const { notice, confirmation, callBy } = await expectStaffingMails(client, MANAGER)
        expect(notice.recipients).toEqual([MANAGER.email])
        expect(notice.subject).toBe(`Nieuwe personeelsaanvraag: Elektromonteur bij ${client.businessName}`)
        for (const line of [
          'Aantal mensen: 3',
          `Gewenste startdatum: ${formatDutchDay(new Date(`${daysAhead(21)}T12:00:00.000Z`), { withYear: true })}`,
          'Duur van de inzet: 3 tot 6 maanden',
          "Werklocatie (plaats): 's-Hertogenbosch",
          `Sector: ${SECTOR}`,
          `Bedrijfsnaam: ${client.businessName}`,
          'Telefoonnummer: +31 30 123 4567',
          'VCA en rijbewijs B.',
          `${baseURL}/admin/collections/staffingRequests/${stored[0].id}`,
        ])
          expect(notice.text).toContain(line)
        expect(confirmation.recipients).toEqual([client.email])
        expect(confirmation.subject).toBe('We hebben je personeelsaanvraag ontvangen')
        expect(confirmation.replyTo?.text).toBe(MANAGER.email)
        expect(confirmation.text).toContain(`${MANAGER.name} belt je uiterlijk ${callBy}`)
        expect(confirmation.text).toContain(`Bel ${MANAGER.phone}`)
        // Nothing the client typed is mailed back to the address they typed.
        for (const typed of ['Elektromonteur', client.businessName, 'VCA'])
          expect(confirmation.text).not.toContain(typed)
      }
    } finally {
      // By the clients' addresses: also a request stored by a journey that failed after sending it.
      const where = clients.map(
        (client, index) => `where[or][${index}][email][equals]=${encodeURIComponent(client.email)}`,
      )
      if (where.length)
        await removeRequests(
          request,
          (await storedRequests(request, where.join('&'))).map(({ id }) => id),
        )
    }
  })
}

test('a sector without account manager: the office gets the request and the client hears a colleague calls', async ({
  request,
}) => {
  const headers = await editorHeaders(request)
  const sectors = (await (
    await request.get('/api/sectorGroups?where[title][equals]=Overheid&depth=0', { headers })
  ).json()) as { docs: Array<{ id: number; accountManager: number | null }> }
  const sector = sectors.docs[0]
  const settings = (await (await request.get('/api/globals/siteSettings?depth=0', { headers })).json()) as {
    notificationEmail: string
    phone: string
  }
  const client = newClient('kantoor')
  let id: number | undefined
  await request.patch(`/api/sectorGroups/${sector.id}`, { headers, data: { accountManager: null } })
  try {
    id = (await postRequest(request, client, 'Overheid')).id
    const notices = () => catcher.to(settings.notificationEmail).filter((mail) => mail.replyTo?.text === client.email)
    await expect.poll(() => notices().length, { timeout: 30_000 }).toBe(1)
    expect(notices()[0].subject).toBe(`Nieuwe personeelsaanvraag: Planner bij ${client.businessName}`)
    await expect.poll(() => catcher.to(client.email).length, { timeout: 30_000 }).toBe(1)
    const confirmation = catcher.to(client.email)[0]
    expect(confirmation.text).toContain(`${nl.employers.mail.callerFallback} belt je uiterlijk`)
    expect(confirmation.text).toContain(`Bel ${settings.phone}`)
  } finally {
    await request.patch(`/api/sectorGroups/${sector.id}`, {
      headers,
      data: { accountManager: sector.accountManager },
      maxRetries: 1,
    })
    if (id) await removeRequests(request, [id])
  }
})

test('a 50 MB staffing request, declared or chunked, is a Dutch 413 and stores nothing', async ({ request }) => {
  test.setTimeout(120_000)
  const before = await countRequests(request)
  const fiftyMegabytes = 50 * 1024 * 1024
  const refused = { errors: { form: [nl.forms.errors.bodyTooLarge] } }
  const answers = await answeredWithin(
    Promise.all([
      rawRequest({
        origin: baseURL,
        method: 'POST',
        path: '/actions/module/staffing-request',
        headers: { 'Content-Type': 'application/json', 'Content-Length': fiftyMegabytes },
        body: Buffer.alloc(fiftyMegabytes, 0x61),
        from: '127.0.0.45',
      }),
      chunkedPost({
        origin: baseURL,
        path: '/actions/module/staffing-request',
        totalBytes: fiftyMegabytes,
        from: '127.0.0.46',
        contentType: 'application/x-www-form-urlencoded',
      }),
    ]),
    60_000,
  )
  expect(answers).not.toBe('no answer')
  if (answers === 'no answer') return
  for (const answer of answers) {
    expect(answer.status).toBe(413)
    expect(JSON.parse(answer.body)).toEqual(refused)
  }
  expect(await countRequests(request)).toBe(before)
})

/** The admin's select (react-select) of a field: opened by clicking, an option chosen by clicking. */
async function choose(page: Page, field: string, option: string) {
  await page.locator(`#field-${field} .rs__control`).click()
  await page.locator('.rs__menu').getByText(option, { exact: true }).click()
}

/** One more condition of the list's filter: its field, 'is gelijk aan', and the value chosen or typed. */
async function filterOn(page: Page, field: string, value: { choose: string } | { type: string }) {
  const condition = page.locator('.where-builder .condition').last()
  await condition.locator('.condition__field .rs__control').click()
  await page.locator('.rs__menu').getByText(field, { exact: true }).click()
  await expect(condition.locator('.condition__operator')).toContainText('is gelijk aan')
  if ('choose' in value) {
    await condition.locator('.condition__value .rs__control').click()
    await page.locator('.rs__menu').getByText(value.choose, { exact: true }).click()
  } else {
    await condition.locator('.condition__value input').pressSequentially(value.type, QUICK_TYPING)
  }
}

test('the office follows a request up in the admin: owner, status and note by clicking, filters per sector and owner, the export', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000)
  const ours = newClient('admin')
  const otherSector = newClient('zorg')
  const unowned = newClient('nieuw')
  const made = [
    (await postRequest(request, ours, SECTOR)).id,
    (await postRequest(request, otherSector, 'Zorg & Welzijn')).id,
    (await postRequest(request, unowned, SECTOR)).id,
  ]
  const english = knownEnglish()
  const findings: string[] = []
  try {
    await signIn(page, EDITOR)
    await page.goto('/admin/collections/staffingRequests')
    const row = page.getByRole('row').filter({ hasText: ours.businessName })
    await expect(row).toContainText('Nieuw')
    await expect(row).toContainText(SECTOR)
    await expect(row).toContainText(nl.employers.admin.noOwner)
    findings.push(...(await englishOn(page, english, 'list')))

    // The editor opens it, takes it on and notes the first call.
    await row.getByRole('link', { name: ours.businessName }).click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(ours.businessName)
    findings.push(...(await wordsIn(page.locator('.template-default'), english, 'edit view')))
    await choose(page, 'owner', EDITOR.email)
    await choose(page, 'status', 'In behandeling')
    const notes = page.getByRole('textbox', { name: 'Interne notities' })
    await notes.click()
    await notes.pressSequentially('Henk gebeld, offerte volgt.', QUICK_TYPING)
    await page.getByRole('button', { name: 'Bewaar' }).click()
    const toast = page.locator('.payload-toast-container li').first()
    await expect(toast).toHaveText('Succesvol aangepast.')
    findings.push(...(await wordsIn(toast, english, 'toast')))
    await expect(page.locator('#field-ownerName')).toHaveValue('Redactie Koers')

    // The list narrowed to the sector and then to the owner, as an editor clicks the filter together.
    await page.goto('/admin/collections/staffingRequests')
    await page.getByRole('button', { name: 'Filters' }).click()
    await page.getByRole('button', { name: 'Filter toevoegen' }).click()
    await filterOn(page, 'Sector van de aanvraag', { choose: SECTOR })
    const rows = page.locator('.table tbody tr')
    await expect(rows.filter({ hasText: otherSector.businessName })).toHaveCount(0)
    await expect(rows.filter({ hasText: unowned.businessName })).toHaveCount(1)
    await page.locator('.where-builder .condition__actions-add').first().click()
    // By the owner's name, which every colleague can read (editors cannot read other users).
    await filterOn(page, 'Eigenaar (naam)', { type: 'Redactie Koers' })
    await expect(rows.filter({ hasText: unowned.businessName })).toHaveCount(0)
    await expect(rows.filter({ hasText: ours.businessName })).toContainText('In behandeling')
    await expect(rows.filter({ hasText: ours.businessName })).toContainText('Redactie Koers')
    findings.push(...(await wordsIn(page.locator('.where-builder'), english, 'filters')))

    // The export of what the list shows holds the request with its owner and status.
    const drawer = await openExportDrawer(page, 'Personeelsaanvragen')
    await expect(drawer.locator('.export-preview table')).toContainText(ours.businessName)
    findings.push(...(await wordsIn(drawer, [...english, ...EXPORT_DRAWER_ENGLISH], 'export drawer')))
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      drawer.getByRole('button', { name: 'Downloaden' }).click(),
    ])
    const csv = parse(fs.readFileSync(await download.path()), { bom: true, columns: true, delimiter: ';' }) as Array<
      Record<string, string>
    >
    expect(csv.find((line) => line.Bedrijfsnaam === ours.businessName)).toMatchObject({
      'E-mailadres': ours.email,
      'Functie of rol': 'Planner',
      'Sector van de aanvraag': SECTOR,
      'Eigenaar (naam)': 'Redactie Koers',
      Status: 'In behandeling',
    })
    expect(findings).toEqual([])
  } finally {
    await removeRequests(request, made)
  }
})
