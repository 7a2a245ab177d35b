import { expect, type Browser } from '@playwright/test'
import { parse } from 'csv-parse/sync'
import fs from 'node:fs'

import {
  englishOn,
  EXPORT_DRAWER_ENGLISH,
  knownEnglish,
  openExportDrawer,
  searchPlaceholderOn,
  wordsIn,
} from './admin-words'
import { test } from './cleanup'
import {
  ADMIN,
  applyForVacancy,
  EDITOR,
  findId,
  HUMAN_TYPING,
  loginAs,
  loginAsEditor,
  QUICK_TYPING,
  routeTable,
  signIn,
} from './helpers'
import { baseURL } from '../../playwright.config'
import { minimalPdf } from '../fixtures/files'

/** Submits an application through the public form endpoint, as the browser's form would. */

/** A moment as a Dutch editor types it, in Dutch time: 25 november 2026 om 21:57. */
function dutchMoment(at: Date): string {
  const part = Object.fromEntries(
    new Intl.DateTimeFormat('nl-NL', {
      timeZone: 'Europe/Amsterdam',
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(at)
      .map(({ type, value }) => [type, value]),
  )
  return `${part.day} ${part.month} ${part.year} om ${part.hour}:${part.minute}`
}

/** A visitor without a session. */
const visitorContext = (browser: Browser) => browser.newContext({ baseURL })

// A cleanup's API call can follow long work in the admin (a planned publication waits for over a
// minute), after which the server may close the request context's idle connection
// (KEEP_ALIVE_SECONDS) just as the call reuses it: such a call is retried once (`maxRetries`,
// which retries a reset connection only).
test.describe('editors', () => {
  test('the demo editor is a Redacteur, the demo administrator an administrator', async ({ page, browser }) => {
    const role = async (account: { email: string; password: string }) => {
      const context = await visitorContext(browser)
      const response = await context.request.post('/api/users/login', { data: account })
      const { user } = (await response.json()) as { user: { role: string } }
      // Accounts' jobs are for administrators only.
      const jobs = (await context.request.get('/api/payload-jobs?limit=1')).status()
      await context.close()
      return { role: user.role, jobs }
    }
    expect(await role(EDITOR)).toEqual({ role: 'editor', jobs: 403 })
    expect((await role(ADMIN)).role).toBe('admin')

    await loginAs(page, EDITOR)
    await page.goto('/admin/mailwachtrij')
    await expect(page.getByText('Alleen beheerders zien de mailwachtrij.')).toBeVisible()
    await page.goto('/admin/ats-koppeling')
    await expect(page.getByText('Alleen beheerders zien de ATS-koppeling.')).toBeVisible()
    await page.context().clearCookies()

    await loginAs(page, ADMIN)
    // Below 1440 px Payload keeps its navigation closed until the menu is opened.
    await page.getByRole('button', { name: 'Open Menu' }).click()
    await page.getByRole('link', { name: 'Mailwachtrij' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Mailwachtrij' })).toBeVisible()
    // The navigation links the ATS link's view beside it.
    await expect(page.locator('#nav-ats-queue')).toHaveAttribute('href', '/admin/ats-koppeling')
    await page.goto('/admin/ats-koppeling')
    await expect(page.getByRole('heading', { level: 1, name: 'ATS-koppeling' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Afgeleverd' })).toBeVisible()
  })

  test('creates a vacancy, previews it before publishing and duplicates it from the admin as a draft', async ({
    page,
    browser,
    made,
  }) => {
    const title = `Routeplanner ${Date.now().toString(36)}`
    await signIn(page, EDITOR)
    await page.goto('/admin/collections/vacancies/create')
    const titleField = page.getByRole('textbox', { name: /^Titel/ }).first()
    await titleField.click()
    // Nothing on a create view reacts to the pace (no autosave before the first save).
    await titleField.pressSequentially(title, QUICK_TYPING)
    await page.getByRole('button', { name: 'Bewaar concept' }).click()
    await page.waitForURL(/\/admin\/collections\/vacancies\/\d+$/)
    const id = Number(new URL(page.url()).pathname.split('/').pop())
    made.add('vacancies', id)

    // Never published: the public gets a 404, the editor's preview the draft with its title.
    const slug = title.toLowerCase().replace(/\s+/g, '-')
    const visitor = await visitorContext(browser)
    expect((await visitor.request.get(`/vacatures/${slug}`)).status()).toBe(404)
    const preview = page.getByRole('link', { name: 'Voorbeeld' })
    await expect(preview).toHaveAttribute('href', new RegExp(`collection=vacancies&id=${id}$`))
    const previewPage = await page.context().newPage()
    const response = await previewPage.goto((await preview.getAttribute('href'))!)
    expect(response?.status()).toBe(200)
    await expect(previewPage).toHaveURL(new RegExp(`/vacatures/${slug}$`))
    await expect(previewPage.getByRole('heading', { level: 1 })).toContainText(title)
    await expect(previewPage.getByText('Voorbeeldweergave')).toBeVisible()
    await previewPage.close()
    expect((await visitor.request.get(`/vacatures/${slug}`)).status()).toBe(404)

    // Duplicate from the document's menu (the three dots beside the save buttons).
    await page.locator('.doc-controls__dots').click()
    await page.getByRole('button', { name: 'Dupliceren' }).click()
    await page.waitForURL(
      (url) => /\/admin\/collections\/vacancies\/\d+$/.test(url.pathname) && !url.pathname.endsWith(`/${id}`),
    )
    await expect(page.getByRole('textbox', { name: /^Titel/ }).first()).toHaveValue(`${title} (kopie)`)
    await expect(page.getByRole('textbox', { name: /^Slug/ })).toHaveValue(`${slug}-kopie`)
    const copyId = Number(new URL(page.url()).pathname.split('/').pop())
    made.add('vacancies', copyId)
    const copy = (await (await page.request.get(`/api/vacancies/${copyId}?draft=true&depth=0`)).json()) as {
      slug: string
      uri: string
      _status: string
    }
    expect(copy).toMatchObject({ slug: `${slug}-kopie`, uri: `vacatures/${slug}-kopie`, _status: 'draft' })
    expect((await visitor.request.get(`/vacatures/${slug}-kopie`)).status()).toBe(404)
    await visitor.close()
  })

  test('two vacancies with the same title are both saved and published, the second at a free address shown before saving', async ({
    page,
    browser,
    made,
  }) => {
    test.setTimeout(240_000)
    const title = `Heftruckchauffeur ${Date.now().toString(36)}`
    const slug = title.toLowerCase().replace(/\s+/g, '-')
    const visitor = await visitorContext(browser)
    await signIn(page, EDITOR)
    for (const expected of [slug, `${slug}-2`]) {
      await page.goto('/admin/collections/vacancies/create')
      const titleField = page.getByRole('textbox', { name: /^Titel/ }).first()
      await titleField.click()
      // The address follows the title as a person types it; the second time round it is typed quickly.
      await titleField.pressSequentially(title, expected === slug ? HUMAN_TYPING : QUICK_TYPING)
      // The address it will get, before anything is saved: the second one's is free.
      await expect(page.getByText(`Adres na bewaren: /vacatures/${expected}`)).toBeVisible()
      await page.getByRole('button', { name: 'Bewaar concept' }).click()
      await page.waitForURL(/\/admin\/collections\/vacancies\/\d+$/)
      await expect(page.locator('.payload-toast-container .toast-error')).toHaveCount(0)
      await expect(page.getByText(`Adres: /vacatures/${expected}`)).toBeVisible()
      made.add('vacancies', Number(new URL(page.url()).pathname.split('/').pop()))

      // What publishing needs besides the title: the place and the salary (per month by default).
      for (const [label, text] of [
        [/^Locatie/, 'Utrecht'],
        [/^Vanaf/, '3000'],
        [/^Tot en met/, '3600'],
      ] as const) {
        const field = page.getByRole(label.source.includes('Locatie') ? 'textbox' : 'spinbutton', { name: label })
        await field.click()
        await field.pressSequentially(text, QUICK_TYPING)
      }
      await page.getByRole('button', { name: 'Publiceer wijzigingen' }).click()
      await expect(page.locator('.payload-toast-container .toast-error')).toHaveCount(0)
      await expect
        .poll(async () => (await visitor.request.get(`/vacatures/${expected}`)).status(), { timeout: 30_000 })
        .toBe(200)
    }
    await visitor.close()
  })

  test('leaving a new document with typed work asks first, as a saved one does', async ({ page }) => {
    await signIn(page, EDITOR)
    await page.goto('/admin/collections/vacancies/create')
    const titleField = page.getByRole('textbox', { name: /^Titel/ }).first()
    await titleField.click()
    await titleField.pressSequentially('Magazijnmedewerker', QUICK_TYPING)
    await page.locator('.step-nav').getByRole('link', { name: 'Vacatures' }).click()
    const dialog = page.locator('.confirmation-modal')
    await expect(dialog).toBeVisible()
    await expect(dialog).toContainText('Verlaten zonder op te slaan')
    // Staying keeps what was typed.
    await dialog.getByRole('button', { name: 'Blijf op deze pagina' }).click()
    await expect(page).toHaveURL(/\/vacancies\/create$/)
    await expect(titleField).toHaveValue('Magazijnmedewerker')
    // Leaving anyway goes to the list, nothing stored.
    await page.locator('.step-nav').getByRole('link', { name: 'Vacatures' }).click()
    await dialog.getByRole('button', { name: 'Toch weggaan' }).click()
    await page.waitForURL(/\/admin\/collections\/vacancies(\?.*)?$/)
    const { totalDocs } = (await (
      await page.request.get('/api/vacancies?draft=true&limit=0&where[title][equals]=Magazijnmedewerker')
    ).json()) as { totalDocs: number }
    expect(totalDocs).toBe(0)
  })

  test('renaming a published news article sends its old address to the new one with a 308', async ({
    page,
    request,
    browser,
    made,
  }) => {
    const token = await loginAsEditor(request)
    const slug = `verhuisbericht-${Date.now().toString(36)}`
    const created = await request.post('/api/news', {
      headers: { Authorization: `JWT ${token}` },
      data: {
        title: 'Verhuisbericht',
        slug,
        intro: 'Wij verhuizen.',
        publishedAt: new Date().toISOString(),
        _status: 'published',
      },
    })
    expect(created.ok()).toBe(true)
    const { doc } = (await created.json()) as { doc: { id: number } }
    made.add('news', doc.id)
    const anonymous = await visitorContext(browser)
    expect((await anonymous.request.get(`/nieuws/${slug}`)).status()).toBe(200)

    await signIn(page, EDITOR)
    await page.goto(`/admin/collections/news/${doc.id}`)
    const slugField = page.getByRole('textbox', { name: /^Slug/ })
    await slugField.click()
    await slugField.press('End')
    await slugField.pressSequentially('-nieuw', QUICK_TYPING)
    await page.getByRole('button', { name: 'Publiceer wijzigingen' }).click()
    await expect(page.getByText(`Adres: /nieuws/${slug}-nieuw`)).toBeVisible()

    const old = await anonymous.request.get(`/nieuws/${slug}`, { maxRedirects: 0 })
    expect(old.status()).toBe(308)
    // One Location header: clients that join repeated headers would read two targets.
    const locations = old.headersArray().filter(({ name }) => name.toLowerCase() === 'location')
    expect(locations.map(({ value }) => value)).toEqual([`/nieuws/${slug}-nieuw`])
    // With a trailing slash and a query: in one hop, the query kept.
    const withQuery = await anonymous.request.get(`/nieuws/${slug}/?utm_source=nieuwsbrief`, { maxRedirects: 0 })
    expect(withQuery.status()).toBe(308)
    expect(withQuery.headers()['location']).toMatch(new RegExp(`/nieuws/${slug}-nieuw\\?utm_source=nieuwsbrief$`))
    // A live page with a trailing slash: one hop to the address without it, the query kept.
    const live = await anonymous.request.get(`/nieuws/${slug}-nieuw/?a=1`, { maxRedirects: 0 })
    expect([live.status(), live.headers()['location']]).toEqual([308, `/nieuws/${slug}-nieuw?a=1`])
    // Served from the cache the second time, and followed by a browser to the article.
    expect((await anonymous.request.get(`/nieuws/${slug}`, { maxRedirects: 0 })).status()).toBe(308)
    const visitor = await anonymous.newPage()
    const response = await visitor.goto(`/nieuws/${slug}`)
    expect(response?.status()).toBe(200)
    await expect(visitor).toHaveURL(new RegExp(`/nieuws/${slug}-nieuw$`))
    await expect(visitor.getByRole('heading', { level: 1 })).toContainText('Verhuisbericht')

    // The route-table API lists the redirect.
    const table = await routeTable(anonymous.request)
    expect(table[`/nieuws/${slug}`]).toMatchObject({ pageType: 'redirect', to: `/nieuws/${slug}-nieuw`, status: 308 })

    // Deleting the article takes its redirect along: the old address is a 404 again.
    await made.remove('news', doc.id)
    expect((await anonymous.request.get(`/nieuws/${slug}`, { maxRedirects: 0 })).status()).toBe(404)
    await anonymous.close()
  })

  test('the live preview follows what the editor types, before anything is saved or published', async ({
    page,
    request,
    browser,
    made,
  }) => {
    const token = await loginAsEditor(request)
    const title = `Livebericht ${Date.now().toString(36)}`
    const created = await request.post('/api/news', {
      headers: { Authorization: `JWT ${token}` },
      data: { title, intro: 'Live te volgen.', publishedAt: new Date().toISOString(), _status: 'published' },
    })
    expect(created.status()).toBe(201)
    const { doc } = (await created.json()) as { doc: { id: number; uri: string } }
    made.add('news', doc.id)

    await signIn(page, EDITOR)
    await page.goto(`/admin/collections/news/${doc.id}`)
    await page.getByRole('button', { name: 'Voorbeeld', exact: true }).click()
    const preview = page.frameLocator('#live-preview-iframe')
    await expect(preview.getByRole('heading', { level: 1 })).toHaveText(title)

    const titleField = page.getByRole('textbox', { name: /^Titel/ }).first()
    await titleField.click()
    await titleField.press('End')
    await titleField.pressSequentially(' met nieuws', HUMAN_TYPING)
    // No button pressed: the preview shows the new title as soon as the typing pauses.
    await expect(preview.getByRole('heading', { level: 1 })).toHaveText(`${title} met nieuws`)

    // Visitors still see the published article.
    const visitor = await visitorContext(browser)
    const visitorPage = await visitor.newPage()
    await visitorPage.goto(`/${doc.uri}`)
    await expect(visitorPage.getByRole('heading', { level: 1 })).toHaveText(title)
    await visitor.close()
  })

  test('writes a key visual title with emphasis and a line break from the keyboard, without typing HTML', async ({
    page,
    request,
    made,
  }) => {
    const token = await loginAsEditor(request)
    const auth = { Authorization: `JWT ${token}` }
    const title = `Keyvisualpagina ${Date.now().toString(36)}`
    const created = await request.post('/api/pages', { headers: auth, data: { title, pageType: 'advanced' } })
    expect(created.status()).toBe(201)
    const { doc } = (await created.json()) as { doc: { id: number } }
    made.add('pages', doc.id)
    const storedTitle = async () => {
      const response = await request.get(`/api/pages/${doc.id}?draft=true&depth=0`, { headers: auth })
      return ((await response.json()) as { keyvisualTitle?: string | null }).keyvisualTitle
    }

    await signIn(page, EDITOR)
    await page.goto(`/admin/collections/pages/${doc.id}`)
    const editor = page.getByRole('textbox', { name: 'Keyvisual titel' })
    await editor.click()
    await editor.pressSequentially('Werk dat ', HUMAN_TYPING)
    await page.keyboard.press('Control+i')
    await editor.pressSequentially('past', HUMAN_TYPING)
    await page.keyboard.press('Control+i')
    await page.keyboard.press('Enter')
    await editor.pressSequentially('bij jou', HUMAN_TYPING)
    // Autosave stores the draft once typing pauses: the site's HTML subset, never typed by hand.
    await expect.poll(storedTitle).toBe('Werk dat <em>past</em><br>bij jou')

    // The toolbar's button does the same for a selection made with the keyboard.
    await page.keyboard.press('End')
    for (let i = 0; i < 'jou'.length; i++) await page.keyboard.press('Shift+ArrowLeft')
    await page.getByRole('button', { name: 'Nadruk' }).click()
    await expect(page.getByRole('button', { name: 'Nadruk' })).toHaveAttribute('aria-pressed', 'true')
    await expect.poll(storedTitle).toBe('Werk dat <em>past</em><br>bij <em>jou</em>')

    // Opened again, the editor shows the emphasis as it reads on the site.
    await page.reload()
    await expect(editor.locator('em')).toHaveText(['past', 'jou'])
    await expect(editor.locator('br')).toHaveCount(1)
  })

  // That the queue publishes it at that moment, and not before, is proven with the clock in hand by
  // tests/integration/editors-admin.test.ts ('a planned publication'): no minute's wait here.
  test('plans the publication of a news article half an hour ahead, typed in Dutch, stored in Dutch time and listed', async ({
    page,
    request,
    made,
  }) => {
    test.setTimeout(120_000)
    const token = await loginAsEditor(request)
    const title = `Gepland bericht ${Date.now()}`
    const created = await request.post('/api/news?draft=true', {
      headers: { Authorization: `JWT ${token}` },
      data: { title, intro: 'Komt straks online.', publishedAt: new Date().toISOString(), _status: 'draft' },
    })
    expect(created.status()).toBe(201)
    const { doc } = (await created.json()) as { doc: { id: number; uri: string } }
    // Later specs count the seeded articles.
    made.add('news', doc.id)
    const publicPath = `/${doc.uri}`
    const visitor = await visitorContext(page.context().browser()!)
    expect((await visitor.request.get(publicPath)).status()).toBe(404)

    await signIn(page, EDITOR)
    await page.goto(`/admin/collections/news/${doc.id}`)
    // Half an hour ahead in Dutch time, typed the way an editor writes it.
    const at = new Date(Math.floor((Date.now() + 30 * 60_000) / 60_000) * 60_000)
    const field = page.locator('#field-publishOn .date-time-picker input')
    await field.click()
    // Payload's schedule drawer is gone (and with it the publish button's menu): the moment is
    // typed in the document's own field.
    await expect(page.locator('#action-save-popup, #schedule-publish')).toHaveCount(0)
    await field.pressSequentially(dutchMoment(at), QUICK_TYPING)
    await page.keyboard.press('Tab')
    // Shown back in the admin's own format, on a 24-hour clock.
    await expect(field).toHaveValue(dutchMoment(at).replace(' om ', ', '))
    // The autosave stores the moment as typed, in Dutch time.
    await expect
      .poll(async () => {
        const response = await request.get(`/api/news/${doc.id}?draft=true&depth=0`, {
          headers: { Authorization: `JWT ${token}` },
        })
        const saved = (await response.json()) as { publishOn?: string | null; publishOn_tz?: string | null }
        return [saved.publishOn, saved.publishOn_tz]
      })
      .toEqual([at.toISOString(), 'Europe/Amsterdam'])

    // The list shows what is planned.
    await page.goto('/admin/collections/news')
    const row = page.getByRole('row').filter({ hasText: title })
    await expect(row).toContainText(`Publiceren op ${dutchMoment(at).replace(' om ', ', ')}`)

    // Not public before its moment.
    expect((await visitor.request.get(publicPath)).status()).toBe(404)
    await visitor.close()
    // Still a draft until its moment; the plan is taken back before the article goes.
    const planned = (await (
      await request.get(`/api/news/${doc.id}?draft=true&depth=0`, { headers: { Authorization: `JWT ${token}` } })
    ).json()) as { _status: string }
    expect(planned._status).toBe('draft')
    expect(
      (
        await request.patch(`/api/news/${doc.id}?draft=true`, {
          headers: { Authorization: `JWT ${token}` },
          data: { publishOn: null },
        })
      ).ok(),
    ).toBe(true)
  })

  test('refuses to plan a publication at a moment that has passed', async ({ page, request, made }) => {
    test.setTimeout(120_000)
    const token = await loginAsEditor(request)
    const title = `Te laat gepland ${Date.now()}`
    const created = await request.post('/api/news?draft=true', {
      headers: { Authorization: `JWT ${token}` },
      data: { title, intro: 'Blijft een concept.', publishedAt: new Date().toISOString(), _status: 'draft' },
    })
    const { doc } = (await created.json()) as { doc: { id: number } }
    made.add('news', doc.id)

    await signIn(page, EDITOR)
    await page.goto(`/admin/collections/news/${doc.id}`)
    const field = page.locator('#field-publishOn .date-time-picker input')
    await field.click()
    await field.pressSequentially(dutchMoment(new Date(Date.now() - 60 * 60_000)), QUICK_TYPING)
    await page.keyboard.press('Tab')
    // Autosave leaves the refused moment unsaved; saving shows why.
    await page.getByRole('button', { name: 'Bewaar concept' }).click()
    await expect(page.getByText('Dit moment is al voorbij. Kies een moment in de toekomst.').first()).toBeVisible()

    // Nothing is stored, so nothing is planned; the API refuses the same moment.
    const draft = (await (
      await request.get(`/api/news/${doc.id}?draft=true&depth=0`, { headers: { Authorization: `JWT ${token}` } })
    ).json()) as { publishOn?: string | null }
    expect(draft.publishOn ?? null).toBeNull()
    const refused = await request.patch(`/api/news/${doc.id}?draft=true`, {
      headers: { Authorization: `JWT ${token}` },
      data: { publishOn: new Date(Date.now() - 60_000).toISOString() },
    })
    expect(refused.status()).toBe(400)
    expect(JSON.stringify(await refused.json())).toContain('Dit moment is al voorbij')
  })

  test("opening 'Nieuw aanmaken' and walking away writes nothing; the first save does", async ({
    page,
    request,
    made,
  }) => {
    test.setTimeout(120_000)
    const token = await loginAsEditor(request)
    const count = async () =>
      (
        (await (
          await request.get('/api/news?limit=1&depth=0&draft=true', { headers: { Authorization: `JWT ${token}` } })
        ).json()) as { totalDocs: number }
      ).totalDocs
    const before = await count()

    await signIn(page, EDITOR)
    await page.goto('/admin/collections/news/create')
    // The create view stays a create view: no draft was made for it.
    await expect(page).toHaveURL(/\/admin\/collections\/news\/create$/)
    await expect(page.locator('#field-title')).toBeVisible()
    // Longer than the autosave's pause.
    await page.waitForTimeout(2_000)
    await page.goto('/admin/collections/news')
    expect(await count()).toBe(before)
    await expect(page.getByText('Geen "Titel"')).toHaveCount(0)

    // Once the editor saves, the article exists, and autosave takes over.
    const title = `Eerste opslag ${Date.now()}`
    await page.goto('/admin/collections/news/create')
    await page.locator('#field-title').fill(title)
    await page.locator('#field-intro').fill('Een concept.')
    await page.getByRole('button', { name: 'Bewaar concept' }).click()
    await expect(page).toHaveURL(/\/admin\/collections\/news\/\d+$/)
    made.add('news', Number(page.url().split('/').pop()))
    expect(await count()).toBe(before + 1)
  })

  test('exports the applications as CSV and finds the new application in it', async ({ page, request }) => {
    // Two drawers, a download and a search typed key by key.
    test.setTimeout(150_000)
    const { docs } = (await (await request.get('/api/vacancies?limit=1&depth=0&sort=title')).json()) as {
      docs: Array<{ id: number; title: string }>
    }
    const lastName = `Exporttest-${Date.now()}`
    await applyForVacancy(page.request, lastName, docs[0].id)

    await signIn(page, EDITOR)
    const { totalDocs } = (await (await page.request.get('/api/applications?limit=1&depth=0')).json()) as {
      totalDocs: number
    }

    // The whole list: the export holds every application, not the list's page of 10.
    await page.goto('/admin/collections/applications')
    const drawer = await openExportDrawer(page, 'Sollicitaties')
    await expect(drawer.getByRole('spinbutton', { name: 'Limiet' })).toHaveValue('')
    await expect(drawer.getByRole('heading', { level: 2 })).toHaveText(/^\d{4}-\d{2}-\d{2}_\d{2}-\d{2}-\d{2}$/)
    await expect(drawer.locator('.export-preview table')).toContainText(lastName)
    await expect(drawer.getByText('No columns selected')).toHaveCount(0)
    await expect(drawer.locator('.export-preview thead')).toContainText('E-mailadres')

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      drawer.getByRole('button', { name: 'Downloaden' }).click(),
    ])
    // As Dutch Excel opens it by a double-click: a byte-order mark and ';' between the columns.
    const file = fs.readFileSync(await download.path(), 'utf8')
    expect(file.startsWith('\uFEFF')).toBe(true)
    expect(file.split('\n')[0]).toContain('Voornaam;Achternaam;')
    const rows = parse(file, { bom: true, columns: true, delimiter: ';' }) as Array<Record<string, string>>
    expect(rows).toHaveLength(totalDocs)
    const row = rows.find((candidate) => candidate.Achternaam === lastName)
    expect(row).toMatchObject({ Voornaam: 'Noor', Vacature: docs[0].title })
    expect(row?.Telefoonnummer.replace(/\D/g, '')).toMatch(/612345678$/)
    expect(row?.Status).toBe('Ontvangen')
    expect(row?.['E-mailadres']).toMatch(/^noor\.\d+@example\.nl$/)
    expect(row?.['Aangemaakt op']).toMatch(/^\d{1,2} [a-z]+ \d{4}, \d{2}:\d{2}$/)

    // List search finds the applicant by e-mail domain and name; a saved export holds what it selects.
    await page.goto('/admin/collections/applications')
    await page.getByPlaceholder(/^Zoek op /).pressSequentially(lastName, QUICK_TYPING)
    await expect(page.getByRole('row').filter({ hasText: lastName })).toBeVisible()
    const savedExports = async () =>
      ((await (await page.request.get('/api/exports?limit=1&depth=0')).json()) as { totalDocs: number }).totalDocs
    const before = await savedExports()
    const saving = await openExportDrawer(page, 'Sollicitaties')
    await saving.getByRole('button', { name: 'Bewaar' }).click()
    // Saved: the saved export, in the drawer or as the page it opens, names who exported it (its
    // success notice may be gone by then).
    await expect.poll(savedExports).toBe(before + 1)
    await expect(page.getByText('Geëxporteerd door').last()).toBeVisible()

    const exports = (await (await page.request.get('/api/exports?sort=-createdAt&limit=1&depth=0')).json()) as {
      docs: Array<{ url: string; collectionSlug: string; exportedBy: number }>
    }
    expect(exports.docs[0].collectionSlug).toBe('applications')
    const csv = await (await page.request.get(exports.docs[0].url)).text()
    expect(csv.split('\n')[0]).toContain('Achternaam')
    expect(csv).toContain(lastName)
    // Exported applicants' data is for editors only.
    const anonymous = await visitorContext(page.context().browser()!)
    expect((await anonymous.request.get(exports.docs[0].url)).status()).toBe(403)
    expect(
      (
        await anonymous.request.post('/api/exports/download', { data: { data: { collectionSlug: 'applications' } } })
      ).status(),
    ).toBe(403)
    await anonymous.close()
  })

  test("a vacancy's edit view lists its applications, each opening the application", async ({ page }) => {
    const { docs } = (await (await page.request.get('/api/vacancies?limit=1&depth=0&sort=-title')).json()) as {
      docs: Array<{ id: number }>
    }
    const lastName = `Jointest-${Date.now()}`
    await applyForVacancy(page.request, lastName, docs[0].id)

    await signIn(page, EDITOR)
    await page.goto(`/admin/collections/vacancies/${docs[0].id}`)
    const list = page.locator('.field-type.join')
    await expect(list).toContainText('Sollicitaties')
    const row = list.getByRole('row').filter({ hasText: lastName })
    // Newest first, with the status in words and the date as the admin writes it.
    await expect(list.locator('tbody tr').first()).toContainText(lastName)
    await expect(row).toContainText('Ontvangen')
    await expect(row).toContainText(/\d{1,2} [a-z]+ \d{4}, \d{2}:\d{2}/)
    // The list is rendered on the server: the pencil opens the drawer once the page has hydrated.
    const drawer = page.getByRole('dialog').filter({ has: page.getByRole('heading', { level: 2, name: lastName }) })
    // A click before hydration does nothing and is tried again; a drawer that is opening (slowly, on
    // a busy machine) is waited for, never clicked through.
    const openDrawers = page.getByRole('dialog')
    await expect(async () => {
      if ((await openDrawers.count()) === 0)
        await row.locator('.drawer-link__doc-drawer-toggler').click({ timeout: 5_000 })
      await expect(drawer).toBeVisible({ timeout: 5_000 })
    }).toPass({ timeout: 60_000 })
    await expect(drawer.locator('#field-lastName, input[name="lastName"]').first()).toHaveValue(lastName)

    // Visitors never read a vacancy's applications.
    const visitor = await visitorContext(page.context().browser()!)
    const publicVacancy = (await (await visitor.request.get(`/api/vacancies/${docs[0].id}`)).json()) as object
    expect(publicVacancy).not.toHaveProperty('applications')
    await visitor.close()
  })

  test("the 404 list counts an unknown address and 'Maak doorverwijzing' sends it on", async ({ page, browser }) => {
    test.setTimeout(120_000)
    const path = `/zomeractie-${Date.now().toString(36)}`
    const visitor = await visitorContext(browser)
    // The query never reaches the list.
    expect((await visitor.request.get(`${path}?utm_source=nieuwsbrief`)).status()).toBe(404)
    const visitorPage = await visitor.newPage()
    expect((await visitorPage.goto(path))?.status()).toBe(404)

    await signIn(page, EDITOR)
    const row = page.getByRole('row').filter({ hasText: path })
    // Counted a moment after the answers, not while they were given.
    await expect(async () => {
      await page.goto('/admin/collections/notFoundPaths')
      await expect(row.locator('td.cell-hits')).toHaveText('2', { timeout: 1_000 })
    }).toPass({ timeout: 30_000 })
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Niet gevonden')
    await expect(page.getByText('utm_source')).toHaveCount(0)

    await row.getByRole('button', { name: 'Maak doorverwijzing' }).click()
    const drawer = page.locator('.drawer').last()
    await expect(drawer.getByRole('textbox', { name: /^Oud adres/ })).toHaveValue(path)
    await drawer.getByText('Een eigen adres').click()
    const destination = drawer.getByRole('textbox', { name: /^Adres/ })
    await destination.click()
    await destination.pressSequentially('/vacatures', QUICK_TYPING)
    await drawer.getByRole('button', { name: 'Bewaar' }).click()
    // Once a redirect answers the address, it leaves the list.
    await expect(row).toHaveCount(0)
    const moved = await visitor.request.get(path, { maxRedirects: 0 })
    expect(moved.status()).toBe(308)
    expect(moved.headers().location).toBe('/vacatures')
    await visitor.close()
  })

  test('restoring an older version makes it the draft; the site keeps the published article', async ({
    page,
    request,
    browser,
    made,
  }) => {
    const token = await loginAsEditor(request)
    const headers = { Authorization: `JWT ${token}` }
    const slug = `versies-${Date.now().toString(36)}`
    const created = await request.post('/api/news', {
      headers,
      data: {
        title: 'Eerste versie',
        slug,
        intro: 'Een.',
        publishedAt: new Date().toISOString(),
        _status: 'published',
      },
    })
    const { doc } = (await created.json()) as { doc: { id: number } }
    made.add('news', doc.id)
    await request.patch(`/api/news/${doc.id}`, { headers, data: { title: 'Tweede versie', _status: 'published' } })
    const versions = (await (
      await request.get(`/api/news/versions?where[parent][equals]=${doc.id}&sort=createdAt&depth=0`, { headers })
    ).json()) as { docs: Array<{ id: number }> }

    await signIn(page, EDITOR)
    await page.goto(`/admin/collections/news/${doc.id}/versions/${versions.docs[0].id}`)
    await page.getByRole('button', { name: 'Herstel als concept' }).first().click()
    const dialog = page.locator('.confirmation-modal')
    await expect(dialog).toContainText('Versie herstellen als concept')
    await expect(dialog).toContainText('de site verandert pas als je publiceert')
    await dialog.getByRole('button', { name: 'Bevestigen' }).click()
    await page.waitForURL(new RegExp(`/admin/collections/news/${doc.id}$`))
    await expect(page.getByText('De versie staat terug als concept.')).toBeVisible()
    await expect(page.locator('#field-title')).toHaveValue('Eerste versie')

    const visitor = await visitorContext(browser)
    const visitorPage = await visitor.newPage()
    await visitorPage.goto(`/nieuws/${slug}`)
    await expect(visitorPage.getByRole('heading', { level: 1 })).toHaveText('Tweede versie')
    await visitor.close()
  })

  test("an administrator offers a submission's undelivered mail again from the mail queue", async ({ page }) => {
    // Nothing listens for SMTP in this spec: the application's mail fails and waits for a retry.
    const { docs } = (await (await page.request.get('/api/vacancies?limit=1&depth=0&sort=title')).json()) as {
      docs: Array<{ id: number }>
    }
    const lastName = `Mailtest-${Date.now()}`
    await applyForVacancy(page.request, lastName, docs[0].id)
    await signIn(page, ADMIN)
    const application = await findId(page.request, 'applications', 'lastName', lastName)

    // The office's mail and the applicant's confirmation: the first of the two.
    const row = page.locator('tr', { has: page.locator(`a[href$="/collections/applications/${application}"]`) }).first()
    await expect(async () => {
      await page.goto('/admin/mailwachtrij')
      await expect(row.getByRole('button', { name: 'Opnieuw versturen' })).toBeVisible({ timeout: 1_000 })
    }).toPass({ timeout: 30_000 })
    const [answer] = await Promise.all([
      page.waitForResponse((response) => response.url().endsWith('/api/mail-queue/retry')),
      row.getByRole('button', { name: 'Opnieuw versturen' }).click(),
    ])
    expect(answer.status()).toBe(303)
    // The page's notice; the admin's drag-and-drop keeps an empty live region of its own.
    await expect(page.getByRole('status').filter({ hasText: /\S/ })).toHaveText(/^Mail \d+ is opnieuw aangeboden\.$/)
  })
})

/** The admin as rendered: one list (search, columns), one edit view with tabs, one global. */
const LIST_WALK = ['applications']
const EDIT_WALK = ['vacancies']
const GLOBAL_WALK = ['siteSettings']

test.describe('the Dutch admin', () => {
  // Every collection's and global's labels are checked in its config (tests/unit/admin-labels.test.ts);
  // here the admin as Payload renders it: the dashboard, a list with its search and columns, an
  // edit view with its tabs, a global, and the export drawer (the drawers: the next test).
  test('shows no English label made up from our field names in a list, an edit view with tabs or a global', async ({
    page,
  }) => {
    test.setTimeout(300_000)
    const english = knownEnglish()
    expect(english).toContain('Page Content Matrix Advanced')
    await signIn(page, ADMIN)

    await page.goto('/admin')
    for (const group of ['Website', 'Vacatures', 'Verhalen & nieuws', 'Inzendingen', 'Beheer'])
      await expect(page.getByText(group, { exact: true }).first()).toBeVisible()
    await expect(page.locator('img[src*="gravatar"]')).toHaveCount(0)
    const findings = await englishOn(page, english, 'dashboard')

    for (const slug of LIST_WALK) {
      await page.goto(`/admin/collections/${slug}`)
      findings.push(...(await englishOn(page, english, `${slug} list`)))
      findings.push(...(await searchPlaceholderOn(page, `${slug} list`)))
      // The column picker offers no internal field.
      const columns = page.getByRole('button', { name: 'Kolommen' })
      if (await columns.isVisible()) {
        await columns.click()
        await page.locator('.pill-selector, .column-selector').first().waitFor()
        findings.push(...(await englishOn(page, english, `${slug} columns`)))
      }
    }
    for (const slug of EDIT_WALK) {
      const { docs } = (await (await page.request.get(`/api/${slug}?limit=1&depth=0`)).json()) as {
        docs: Array<{ id: number }>
      }
      const editPath = docs[0] ? `/admin/collections/${slug}/${docs[0].id}` : `/admin/collections/${slug}/create`
      await page.goto(editPath)
      findings.push(...(await englishOn(page, english, editPath)))
      // Fields on other tabs too (a tab whose condition is not met stays hidden).
      const tabs = page.locator('.tabs-field__tab-button:not(.tabs-field__tab-button--hidden)')
      for (let tab = 1; tab < (await tabs.count()); tab++) {
        await tabs.nth(tab).click()
        findings.push(...(await englishOn(page, english, `${editPath} tab ${tab + 1}`)))
      }
    }
    for (const slug of GLOBAL_WALK) {
      await page.goto(`/admin/globals/${slug}`)
      findings.push(...(await englishOn(page, english, slug)))
    }
    // The export drawer, with the plugin's own words and a preview of at least one application
    // (an empty preview shows the field names), and a title of its own.
    const { docs } = (await (await page.request.get('/api/vacancies?limit=1&depth=0')).json()) as {
      docs: Array<{ id: number }>
    }
    const lastName = `Woordtest-${Date.now()}`
    await applyForVacancy(page.request, lastName, docs[0].id)
    await page.goto('/admin/collections/applications?sort=-createdAt')
    const drawer = await openExportDrawer(page, 'Sollicitaties')
    await expect(drawer.locator('.export-preview table')).toContainText(lastName)
    const text = await drawer.innerText()
    const found = [...english, ...EXPORT_DRAWER_ENGLISH].filter((words) => new RegExp(`\\b${words}\\b`).test(text))
    if (found.length) findings.push(`export drawer: ${found.join(', ')}`)
    expect(findings).toEqual([])
  })

  test('refusals name their fields in Dutch in every toast: an address in use, a withdrawal before publishing', async ({
    page,
    request,
    made,
  }) => {
    test.setTimeout(120_000)
    const english = knownEnglish()
    const token = await loginAsEditor(request)
    const headers = { Authorization: `JWT ${token}` }
    const stamp = Date.now().toString(36)
    const publish = async (slug: string) => {
      const response = await request.post('/api/news', {
        headers,
        data: {
          title: `Toets ${slug}`,
          slug,
          intro: 'Een.',
          publishedAt: new Date().toISOString(),
          _status: 'published',
        },
      })
      const { id } = ((await response.json()) as { doc: { id: number } }).doc
      made.add('news', id)
      return id
    }
    const taken = `bezet-${stamp}`
    const ids = [await publish(taken), await publish(`vrij-${stamp}`)]
    const findings: string[] = []
    const codeNames = /\b(uri|slug|publishOn|unpublishOn)\b:|: (uri|publishOn|unpublishOn)\b/
    const lastToast = () => page.locator('.payload-toast-container .toast-error').last()
    await signIn(page, EDITOR)

    // Another document's address: refused at the slug, named 'Adres' with the address in use.
    await page.goto(`/admin/collections/news/${ids[1]}`)
    const slugField = page.getByRole('textbox', { name: /^Slug/ })
    await slugField.click()
    await slugField.press('ControlOrMeta+a')
    await slugField.pressSequentially(taken, QUICK_TYPING)
    await page.getByRole('button', { name: 'Publiceer wijzigingen' }).click()
    await expect(lastToast()).toContainText(`Adres (/nieuws/${taken} is al in gebruik`)
    const addressToast = await lastToast().innerText()
    if (codeNames.test(addressToast)) findings.push(`address toast: ${addressToast}`)
    findings.push(...(await wordsIn(lastToast(), english, 'address toast')))

    // A withdrawal planned before the publication: refused at 'Offline halen op', by that name.
    await page.goto(`/admin/collections/news/${ids[1]}`)
    const later = (days: number) => new Date(Math.floor((Date.now() + days * 86_400_000) / 60_000) * 60_000)
    for (const [name, at] of [
      ['publishOn', later(2)],
      ['unpublishOn', later(1)],
    ] as const) {
      const field = page.locator(`#field-${name} .date-time-picker input`)
      await field.click()
      await field.pressSequentially(dutchMoment(at), QUICK_TYPING)
      await page.keyboard.press('Tab')
    }
    await expect(lastToast()).toContainText('Offline halen op (Offline halen kan pas na het geplande publiceren.)')
    const planToast = await lastToast().innerText()
    if (codeNames.test(planToast)) findings.push(`plan toast: ${planToast}`)
    findings.push(...(await wordsIn(lastToast(), english, 'plan toast')))

    expect(findings).toEqual([])
  })

  test('drawers and dialogs read Dutch: restore, new upload, export, delete, date picker, live preview sizes, redirect from the 404 list', async ({
    page,
    request,
    browser,
    made,
  }) => {
    test.setTimeout(240_000)
    const english = knownEnglish()
    const findings: string[] = []
    const token = await loginAsEditor(request)
    const headers = { Authorization: `JWT ${token}` }
    const created = await request.post('/api/news', {
      headers,
      data: {
        title: `Woordentest ${Date.now().toString(36)}`,
        intro: 'Een.',
        publishedAt: new Date().toISOString(),
        _status: 'published',
      },
    })
    const { doc } = (await created.json()) as { doc: { id: number } }
    made.add('news', doc.id)
    await request.patch(`/api/news/${doc.id}`, { headers, data: { title: 'Woordentest twee', _status: 'published' } })
    const versions = (await (
      await request.get(`/api/news/versions?where[parent][equals]=${doc.id}&sort=createdAt&depth=0`, { headers })
    ).json()) as { docs: Array<{ id: number }> }
    await signIn(page, ADMIN)

    // The version view and its restore dialog.
    await page.goto(`/admin/collections/news/${doc.id}/versions/${versions.docs[0].id}`)
    findings.push(...(await wordsIn(page.locator('.template-default'), english, 'version view')))
    await page.getByRole('button', { name: 'Herstel als concept' }).first().click()
    findings.push(...(await wordsIn(page.locator('.confirmation-modal'), english, 'restore dialog')))
    await page.keyboard.press('Escape')

    // The edit view's date picker, the create-new drawer of an upload field and the delete dialog.
    await page.goto(`/admin/collections/news/${doc.id}`)
    await page.locator('#field-publishOn .date-time-picker input').click()
    findings.push(...(await wordsIn(page.locator('.react-datepicker'), english, 'date picker')))
    await page.keyboard.press('Escape')
    await page.locator('#field-keyvisualImage').getByRole('button', { name: 'Nieuw aanmaken' }).click()
    findings.push(...(await wordsIn(page.locator('.drawer').last(), english, 'new upload drawer')))
    await page.keyboard.press('Escape')
    await page.locator('.doc-controls__dots').click()
    await page.getByRole('button', { name: 'Verwijderen' }).click()
    findings.push(
      ...(await wordsIn(page.locator('.confirmation-modal, .delete-document').last(), english, 'delete dialog')),
    )
    await page.keyboard.press('Escape')

    // The live preview's toolbar and its menu of sizes.
    await page.getByRole('button', { name: 'Voorbeeld', exact: true }).click()
    const toolbar = page.locator('.live-preview-toolbar-controls')
    await expect(toolbar).toBeVisible()
    await expect(toolbar.locator('.live-preview-toolbar-controls__breakpoint')).toContainText('Volledige breedte')
    await toolbar.locator('.live-preview-toolbar-controls__breakpoint button').first().click()
    const sizes = page.locator('.popup__content').filter({ hasText: 'Mobiel' })
    await expect(sizes.getByRole('button')).toHaveText(['Volledige breedte', 'Mobiel', 'Tablet', 'Desktop'])
    findings.push(...(await wordsIn(toolbar, english, 'live preview toolbar')))
    findings.push(...(await wordsIn(sizes, english, 'live preview sizes')))
    await page.keyboard.press('Escape')

    // The export drawer of a list, its preview showing an application (an empty one shows field names).
    const { docs: vacancies } = (await (await page.request.get('/api/vacancies?limit=1&depth=0')).json()) as {
      docs: Array<{ id: number }>
    }
    const lastName = `Drawertest-${Date.now()}`
    await applyForVacancy(page.request, lastName, vacancies[0].id)
    await page.goto('/admin/collections/applications?sort=-createdAt')
    const exportDrawer = await openExportDrawer(page, 'Sollicitaties')
    await expect(exportDrawer.locator('.export-preview table')).toContainText(lastName)
    findings.push(...(await wordsIn(exportDrawer, [...english, ...EXPORT_DRAWER_ENGLISH], 'export drawer')))

    // The bulk edit drawer of that list, its field list open: only Dutch labels, none made up from
    // field names; and the status message it offers beside Status.
    await page.keyboard.press('Escape')
    await page.goto('/admin/collections/applications?sort=-createdAt')
    await page.getByRole('row').filter({ hasText: lastName }).getByRole('checkbox').check()
    await page.getByRole('button', { name: 'Bewerk', exact: true }).click()
    const bulkDrawer = page.locator('.edit-many__main')
    await bulkDrawer.locator('.field-select .rs__control').click()
    await expect(bulkDrawer.locator('.rs__option', { hasText: /^Bericht aan de sollicitanten$/ })).toBeVisible()
    findings.push(...(await wordsIn(bulkDrawer, english, 'bulk edit drawer')))
    await bulkDrawer.locator('.rs__option', { hasText: /^Bericht aan de sollicitanten$/ }).click()
    findings.push(...(await wordsIn(bulkDrawer, english, 'bulk edit drawer with the status message')))
    await page.keyboard.press('Escape')

    // A redirect made from the 404 list.
    const path = `/woordentest-${Date.now().toString(36)}`
    const visitor = await visitorContext(browser)
    expect((await visitor.request.get(path)).status()).toBe(404)
    await visitor.close()
    const row = page.getByRole('row').filter({ hasText: path })
    await expect(async () => {
      await page.goto('/admin/collections/notFoundPaths')
      await expect(row).toBeVisible({ timeout: 1_000 })
    }).toPass({ timeout: 30_000 })
    findings.push(...(await wordsIn(page.locator('.template-default'), english, '404 list')))
    await row.getByRole('button', { name: 'Maak doorverwijzing' }).click()
    findings.push(...(await wordsIn(page.locator('.drawer').last(), english, 'redirect drawer')))

    expect(findings).toEqual([])
  })

  test("Payload's own words read as Dutch: a refused page, the search field, an open application", async ({ page }) => {
    await signIn(page, EDITOR)
    await page.goto('/admin/unauthorized')
    await expect(page.getByText('Ongeautoriseerd')).toHaveCount(0)
    await expect(page.getByText('Geen toegang. Log in met een account dat dit mag gebruiken.').first()).toBeVisible()
    await page.goto('/admin/collections/news')
    await expect(page.locator('.search-filter input')).toHaveAttribute('placeholder', 'Zoek op titel of URI')
    await page.goto('/admin/collections/applications')
    await expect(page.locator('.search-filter input')).toHaveAttribute(
      'placeholder',
      'Zoek op voornaam, achternaam, e-mailadres of telefoonnummer',
    )
    const response = await page.request.post('/actions/module/application-form', {
      multipart: {
        gender: 'v',
        firstName: 'Open',
        lastName: `Sollicitant-${Date.now()}`,
        emailAddress: `open.${Date.now()}@example.nl`,
        phoneNumber: '06 12345678',
        applicationCV: { name: 'cv.pdf', mimeType: 'application/pdf', buffer: minimalPdf() },
      },
    })
    expect(response.status()).toBe(200)
    await page.goto('/admin/collections/applications?sort=-createdAt')
    await expect(page.getByRole('row').nth(1)).toContainText('Open sollicitatie')
    await expect(page.getByText('Geen "Vacature"')).toHaveCount(0)
  })

  test('dates read as 22 november 2026, 14:59', async ({ page }) => {
    await signIn(page, EDITOR)
    await page.goto('/admin/collections/vacancies')
    const cell = page.locator('td.cell-datePosted').first()
    await expect(cell).toHaveText(
      /^\d{1,2} (januari|februari|maart|april|mei|juni|juli|augustus|september|oktober|november|december) \d{4}, \d{2}:\d{2}$/,
    )
  })
})
