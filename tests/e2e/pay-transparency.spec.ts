import AxeBuilder from '@axe-core/playwright'
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test'

import { EDITOR, HUMAN_TYPING, signIn } from './helpers'

/**
 * Pay transparency in the admin, as an editor meets it (Wet implementatie Richtlijn
 * loontransparantie): no publication without a concrete salary, a warning on a gendered title,
 * and the view 'Vacatures zonder salaris'. Every vacancy made here is removed again.
 */

type VacancyDoc = { id: number; _status: string; titleNotNeutral?: boolean; neutralTitleDismissal?: string | null }

const unique = () => Date.now().toString(36)

/** A draft with everything a publication needs but its salary, made as the editor. */
async function createDraft(request: APIRequestContext, title: string, extra: Record<string, unknown> = {}) {
  const response = await request.post('/api/vacancies?draft=true', {
    data: {
      title,
      slug: title.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
      vacancyLocation: 'Utrecht',
      datePosted: new Date().toISOString(),
      _status: 'draft',
      ...extra,
    },
  })
  expect(response.status(), await response.text()).toBe(201)
  return ((await response.json()) as { doc: VacancyDoc }).doc.id
}

const stored = async (request: APIRequestContext, id: number): Promise<VacancyDoc> =>
  (await (await request.get(`/api/vacancies/${id}?draft=true&depth=0`)).json()) as VacancyDoc

/** The published state, as the site reads it (not the newest draft). */
const publishedStatus = async (request: APIRequestContext, id: number): Promise<string> =>
  ((await (await request.get(`/api/vacancies/${id}?depth=0`)).json()) as VacancyDoc)._status

/** A control of the edit view by its Dutch label. */
type Control = { role: 'spinbutton' | 'checkbox' | 'textbox'; name: string }

const MIN: Control = { role: 'spinbutton', name: 'Vanaf (of vast bedrag)' }
const MAX: Control = { role: 'spinbutton', name: 'Tot en met' }
const YOUTH_WAGE: Control = { role: 'checkbox', name: 'Dit is een jeugdloon' }
const INTRO: Control = { role: 'textbox', name: 'Korte omschrijving' }

const control = (page: Page, { role, name }: Control) => page.getByRole(role, { name, exact: true })

/** The field around a control: its label, the control and the message Payload shows at it. */
const fieldOf = (page: Page, at: Control) => page.locator('.field-type', { has: control(page, at) }).last()

/** Replaces a field's text the way a person does: select it all, then type. */
const retype = (page: Page, at: Control, value: string) => replaceText(control(page, at), value)

async function replaceText(input: Locator, value: string) {
  await input.click()
  await input.press('ControlOrMeta+A')
  await input.press('Backspace')
  if (value) await input.pressSequentially(value, HUMAN_TYPING)
}

async function chooseUnit(page: Page, label: 'Uur' | 'Maand' | 'Jaar') {
  await page.locator('.field-type.select', { hasText: /^Per/ }).locator('.rs__control').click()
  await page.getByRole('option', { name: label, exact: true }).click()
}

/** Types a range and, when given, chooses its unit. */
async function typeSalary(page: Page, min: string, max: string, unit?: 'Uur' | 'Maand' | 'Jaar') {
  await retype(page, MIN, min)
  await retype(page, MAX, max)
  if (unit) await chooseUnit(page, unit)
}

/** Payload calls it 'Publiceer wijzigingen' once a draft was saved, 'Publiceren' before. */
const publishButton = (page: Page) => page.getByRole('button', { name: /^(Publiceren|Publiceer wijzigingen)$/ })

/** The draft saves itself as the editor types: 'Bewaar concept' has nothing left to save. */
const draftKept = (page: Page) => expect(page.getByRole('button', { name: 'Bewaar concept' })).toBeDisabled()

/**
 * Publishes what was typed once the draft kept it by itself ('Bewaar concept' has nothing left to
 * save), in the same form as every attempt before it: no reload between attempts, so a refusal's
 * message that outlived its reason (or kept the next attempt from being sent) fails the test.
 */
async function publish(page: Page) {
  await draftKept(page)
  await publishButton(page).click()
}

/** 'Publiceren' is refused with the message at the field, and nothing is published. */
async function publishRefused(page: Page, id: number, at: Control, message: string) {
  await publish(page)
  await expect(fieldOf(page, at).locator('.field-error')).toContainText(message)
  expect(await publishedStatus(page.request, id)).toBe('draft')
}

test.describe('pay transparency in the admin', () => {
  // A person's typing, 150 ms a key, through several attempts to publish takes more than a minute.
  test.describe.configure({ timeout: 240_000 })

  test.beforeEach(async ({ page }) => {
    await signIn(page, EDITOR)
  })

  test('publishing is refused without a concrete salary, each time with the reason at the field, until it is one', async ({
    page,
  }) => {
    const id = await createDraft(page.request, `Orderpicker loontransparantie ${unique()}`)
    try {
      await page.goto(`/admin/collections/vacancies/${id}`)
      // Payload lays out a group's rows after the page loads; a freshly started server is slow at first.
      await expect(control(page, MIN)).toBeVisible({ timeout: 30_000 })

      // No salary at all.
      await publishRefused(page, id, MIN, 'Vul het salaris in: een vast bedrag of een bandbreedte.')

      // A range upside down.
      await typeSalary(page, '4100', '3200')
      await publishRefused(page, id, MAX, 'Het maximum is lager dan het minimum.')

      // An hourly wage below the adult minimum wage, not confirmed as a youth wage.
      await typeSalary(page, '9.5', '11', 'Uur')
      await publishRefused(page, id, YOUTH_WAGE, 'ligt onder het wettelijk minimumloon voor 21 jaar en ouder')

      // A concrete monthly range, but the intro promises a 'marktconform' salary. The youth-wage
      // box, untouched, keeps its message through the autosaves until the next attempt answers it.
      await typeSalary(page, '3200', '4100', 'Maand')
      await retype(page, INTRO, 'Een marktconform salaris en een hecht team.')
      await draftKept(page)
      await expect(fieldOf(page, YOUTH_WAGE).locator('.field-error')).toContainText(
        'ligt onder het wettelijk minimumloon',
      )
      await publishRefused(page, id, INTRO, '‘marktconform’ is geen concreet salaris')
      await expect(fieldOf(page, YOUTH_WAGE).locator('.field-error')).toHaveCount(0)
      await expect(page.locator('.field-error')).toHaveCount(1)

      // The intro names no vague pay: now it goes live.
      await retype(page, INTRO, 'Een hecht team in Utrecht.')
      await publish(page)
      await expect.poll(() => publishedStatus(page.request, id)).toBe('published')
      await expect(page.locator('.field-error')).toHaveCount(0)
    } finally {
      expect((await page.request.delete(`/api/vacancies/${id}`)).ok()).toBe(true)
    }
  })

  test('a gendered title shows a warning with a neutral suggestion, dismissed only with a reason', async ({ page }) => {
    const id = await createDraft(page.request, `Kantoorkracht ${unique()}`, {
      salary: { min: 2800, max: 3400, unit: 'MONTH' },
    })
    try {
      await page.goto(`/admin/collections/vacancies/${id}`)
      const title = page.getByRole('textbox', { name: /^Titel/ }).first()
      await title.click()
      await title.press('ControlOrMeta+A')
      const notice = page.locator('.neutral-title-notice')
      await expect(notice).toHaveCount(0)
      await title.pressSequentially('Secretaresse (m/v)', HUMAN_TYPING)
      // The warning follows the title as it is typed, before any save or reload.
      await expect(notice).toContainText('Deze titel is niet genderneutraal.')
      await draftKept(page)
      await expect.poll(async () => (await stored(page.request, id)).titleNotNeutral).toBe(true)
      await expect(notice).toContainText('Deze titel is niet genderneutraal.')
      await expect(notice).toContainText('‘Secretaresse’ wordt ‘secretaris / managementassistent’')
      await expect(notice).toContainText('Voorstel: Secretaris / managementassistent')
      // Never rewritten by itself.
      await expect(title).toHaveValue('Secretaresse (m/v)')

      const reason = page.getByRole('textbox', { name: 'Reden om de titel te houden' })
      await reason.click()
      await reason.pressSequentially('Zo heet de functie bij de opdrachtgever.', HUMAN_TYPING)
      await draftKept(page)
      await expect.poll(async () => (await stored(page.request, id)).titleNotNeutral).toBe(false)
      await expect(page.getByText('De titel blijft zo. Reden: Zo heet de functie bij de opdrachtgever.')).toBeVisible()
      await expect(notice).toHaveCount(0)
      expect((await stored(page.request, id)).neutralTitleDismissal).toBe('Zo heet de functie bij de opdrachtgever.')

      // A neutral title: the warning and the reason's line go as it is typed, and stay gone when loaded afresh.
      await replaceText(title, 'Verpleegster')
      await expect(page.getByText(/^De titel blijft zo/)).toBeVisible()
      await replaceText(reason, '')
      await expect(notice).toContainText('‘Verpleegster’ wordt ‘verpleegkundige’')
      await replaceText(title, 'Verpleegkundige')
      await expect(notice).toHaveCount(0)
      await draftKept(page)
      await expect.poll(async () => (await stored(page.request, id)).titleNotNeutral).toBe(false)
      await page.reload()
      await expect(title).toHaveValue('Verpleegkundige')
      await expect(notice).toHaveCount(0)
    } finally {
      expect((await page.request.delete(`/api/vacancies/${id}`)).ok()).toBe(true)
    }
  })

  test("'Vacatures zonder salaris' lists the feed's draft with its reason, counted on the dashboard", async ({
    page,
  }) => {
    const title = `Heftruckchauffeur feed ${unique()}`
    // As the feed import keeps a job without a salary: a draft with the feed's id.
    const id = await createDraft(page.request, title, { externalId: `feed-e2e-${unique()}` })
    try {
      await page.goto('/admin')
      const count = page.getByTestId('attention-salary').getByRole('link', { name: /^Vacatures zonder salaris: \d+$/ })
      await expect(count).toBeVisible()
      const shown = Number((await count.textContent())?.match(/\d+$/)?.[0])
      expect(shown).toBeGreaterThanOrEqual(1)
      await count.click()

      await expect(page).toHaveURL(/\/admin\/vacatures-zonder-salaris$/)
      await expect(page.getByRole('heading', { level: 1, name: 'Vacatures zonder salaris' })).toBeVisible()
      const table = page.getByTestId('missing-salary')
      await expect(table.getByRole('row')).toHaveCount(shown + 1)
      const row = table.getByRole('row', { name: new RegExp(title) })
      await expect(row.getByRole('cell')).toHaveText(['Concept', 'Vacaturefeed', 'Geen salaris'])
      expect(await new AxeBuilder({ page }).include('[data-testid="missing-salary"]').analyze()).toMatchObject({
        violations: [],
      })

      // The navigation links it for editors too.
      await expect(page.locator('#nav-missing-salary')).toHaveAttribute('href', '/admin/vacatures-zonder-salaris')

      // On a phone the row and its reason are there, the table scrolling in its own box.
      await page.setViewportSize({ width: 375, height: 740 })
      await page.reload()
      await expect(row.getByRole('cell', { name: 'Geen salaris' })).toBeVisible()
      const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth)
      expect(pageWidth).toBeLessThanOrEqual(375)

      // The row links to the vacancy; a salary takes it off the list.
      await page.setViewportSize({ width: 1280, height: 800 })
      await row.getByRole('link', { name: title }).click()
      await expect(page).toHaveURL(new RegExp(`/admin/collections/vacancies/${id}$`))
      const patched = await page.request.patch(`/api/vacancies/${id}?draft=true`, {
        data: { salary: { min: 2900, max: 3300, unit: 'MONTH' } },
      })
      expect(patched.ok()).toBe(true)
      await page.goto('/admin/vacatures-zonder-salaris')
      await expect(page.getByRole('row', { name: new RegExp(title) })).toHaveCount(0)
    } finally {
      expect((await page.request.delete(`/api/vacancies/${id}`)).ok()).toBe(true)
    }
  })
})

test.describe('pay on the public site', () => {
  test.use({ javaScriptEnabled: false })

  test("a vacancy alert made from a search with 'Salaris vanaf' keeps it, without JavaScript", async ({ page }) => {
    await page.goto('/vacatures?salaris=3000')
    const form = page.getByRole('form', { name: 'Vacature-alert' })
    await expect(form.locator('input[name="query"]')).toHaveValue('salaris=3000')
    await expect(page.locator('#vacature-alert')).toContainText(/salaris vanaf €\s3\.000 per maand/)
  })

  test('the application form asks nothing about current or previous pay', async ({ page, request }) => {
    const { docs } = (await (
      await request.get('/api/vacancies?limit=1&depth=0&sort=-datePosted&where[_status][equals]=published')
    ).json()) as { docs: Array<{ id: number }> }
    await page.goto(`/solliciteren?vacature=${docs[0].id}`)
    const form = page.locator('form[method="post"]', { has: page.locator('input[name="applicationCV"]') })
    await expect(form).toBeVisible()
    const controls = await form.locator('input, select, textarea').evaluateAll((elements) =>
      elements.map((element) => {
        const control = element as HTMLInputElement
        const labels = [...(control.labels ?? [])].map((label) => label.textContent ?? '')
        return [control.name, control.placeholder ?? '', control.getAttribute('aria-label') ?? '', ...labels].join(' ')
      }),
    )
    expect(controls.length).toBeGreaterThan(3)
    const formText = `${controls.join('\n')}\n${await form.innerText()}`
    expect(formText).not.toMatch(/salaris|loon|beloning|inkomen|verdien|salary|wage/i)
  })
})
