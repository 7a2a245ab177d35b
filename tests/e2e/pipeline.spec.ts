import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test'

import { englishOn, knownEnglish, wordsIn } from './admin-words'
import { expectNoAxeViolations } from './axe'
import { ADMIN, applyForVacancy, findId, loginAs, mailJobsOf, QUICK_TYPING } from './helpers'
import { baseURL } from '../../playwright.config'

const PHONE = { width: 390, height: 844 }
const DESKTOP = { width: 1280, height: 900 }

type Vacancy = { id: number; title: string; recruiter: { email: string } }
type TimelineItem = { kind: string; title: string; entryId: number | null; state: string | null }

/** A published vacancy with a recruiter, whose address the spec's recruiter account gets. */
async function vacancyWithRecruiter(admin: APIRequestContext): Promise<Vacancy> {
  const response = await admin.get(
    '/api/vacancies?where[_status][equals]=published&where[recruiter][exists]=true&limit=1&depth=1&select[title]=true&select[recruiter]=true',
  )
  return ((await response.json()) as { docs: Vacancy[] }).docs[0]
}

async function timelineOf(page: Page, id: number): Promise<TimelineItem[]> {
  const response = await page.request.get(`/api/applications/${id}/timeline`)
  expect(response.ok()).toBe(true)
  return ((await response.json()) as { items: TimelineItem[] }).items
}

/** Presses Tab until `target` has the focus: the way a keyboard user gets there (at most `limit` presses). */
async function tabTo(page: Page, target: Locator, limit = 8) {
  for (let press = 0; press < limit; press += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return
    await page.keyboard.press('Tab')
  }
  await expect(target).toBeFocused()
}

async function expectDutchAndAccessible(page: Page, where: string) {
  await expectNoAxeViolations(page, where)
  expect(await englishOn(page, knownEnglish(), where)).toEqual([])
}

/**
 * Moves the card of `name` by keyboard: 'Verplaats naar …', the arrow keys to `steps` statuses
 * down the list, the template `template` (arrow keys in the select), a sentence added to the
 * message, then 'Verplaatsen'.
 */
async function moveByKeyboard(page: Page, name: string, steps: number, template: number, addition: string) {
  const card = page.getByTestId('pipeline-card').filter({ hasText: name })
  const move = card.getByRole('button', { name: 'Verplaats naar …' })
  await move.focus()
  await page.keyboard.press('Enter')
  const dialog = page.getByRole('dialog', { name: `${name} verplaatsen` })
  await expect(dialog).toBeVisible()
  // The first status has the focus; the arrow keys choose another.
  await expect(dialog.getByRole('radio').first()).toBeFocused()
  await page.keyboard.press('Space')
  for (let step = 0; step < steps; step += 1) await page.keyboard.press('ArrowDown')
  const message = dialog.getByTestId('pipeline-message')
  const send = message.getByRole('checkbox', { name: 'Stuur de sollicitant een bericht' })
  await expect(send).toBeChecked()
  const body = message.getByRole('textbox', { name: 'Voorbeeld' })
  await expect(body).toHaveValue(new RegExp(`^Beste ${name},`))
  const select = message.getByRole('combobox', { name: 'Sjabloon' })
  await tabTo(page, select)
  for (let step = 0; step < template; step += 1) await page.keyboard.press('ArrowDown')
  await tabTo(page, body)
  await page.keyboard.press('Control+End')
  await body.pressSequentially(addition, QUICK_TYPING)
  expect(await wordsIn(dialog, knownEnglish(), `dialog ${name}`)).toEqual([])
  await tabTo(page, dialog.getByRole('button', { name: 'Verplaatsen' }))
  await page.keyboard.press('Enter')
  await expect(dialog).toHaveCount(0)
}

test('a recruiter moves applications on the vacancy board by keyboard, with the message', async ({ page, browser }) => {
  // Two moves with their messages, at two widths, each checked by axe.
  test.setTimeout(180_000)
  const admin = await browser.newContext({ baseURL })
  await admin.request.post('/api/users/login', { data: ADMIN })
  const vacancy = await vacancyWithRecruiter(admin.request)
  // The recruiter's account: a user with the vacancy's recruiter's address.
  const recruiter = { email: vacancy.recruiter.email, password: 'een-recruiter-wachtwoord-123' }
  const created = await admin.request.post('/api/users', {
    data: { ...recruiter, name: 'Recruiter Pijplijn', role: 'editor' },
  })
  expect(created.ok()).toBe(true)
  const userId = ((await created.json()) as { doc: { id: number } }).doc.id
  const stamp = Date.now().toString(36)
  const [first, second] = [`Pijplijn ${stamp}`, `Bord ${stamp}`]
  const ids: number[] = []
  try {
    for (const lastName of [first, second]) {
      await applyForVacancy(page.request, lastName, vacancy.id)
      ids.push(await findId(admin.request, 'applications', 'lastName', lastName))
    }
    await page.setViewportSize(DESKTOP)
    await loginAs(page, recruiter)

    // The vacancies list counts the applications per stage and links to the board.
    await page.goto(`/admin/collections/vacancies?search=${encodeURIComponent(vacancy.title)}`)
    const row = page.locator('tbody tr').filter({ has: page.getByRole('link', { name: vacancy.title, exact: true }) })
    const cell = row.getByTestId('pipeline-cell')
    await expect(cell).toHaveText(/^Ontvangen \d+/)
    await cell.focus()
    await page.keyboard.press('Enter')
    await page.waitForURL(new RegExp(`/admin/vacatures/${vacancy.id}/pijplijn$`))
    await expect(page.getByRole('heading', { level: 1, name: `Pijplijn: ${vacancy.title}` })).toBeVisible()
    const received = page.getByRole('region', { name: /^Ontvangen/ })
    await expect(received.getByTestId('pipeline-card').filter({ hasText: first })).toBeVisible()
    const rejectedBefore = Number(
      (
        await page
          .getByRole('region', { name: /^Afgewezen/ })
          .getByTestId('pipeline-count')
          .innerText()
      ).slice(1, -1),
    )
    await expectDutchAndAccessible(page, 'board 1280')

    // To 'Afgewezen' (three down from 'In behandeling'), with the template 'Afwijzing na gesprek'.
    await moveByKeyboard(page, `Noor ${first}`, 3, 2, ' Veel succes verder!')
    const status = page.getByTestId('pipeline-status')
    await expect(status).toHaveText(`Noor ${first} verplaatst naar Afgewezen; bericht gaat over 1 minuut weg.`)
    const rejected = page.getByRole('region', { name: /^Afgewezen/ })
    const moved = rejected.getByTestId('pipeline-card').filter({ hasText: first })
    await expect(moved.getByRole('button', { name: 'Verplaats naar …' })).toBeFocused()
    await expect(rejected.getByTestId('pipeline-count')).toHaveText(`(${rejectedBefore + 1})`)
    await expect(moved.getByRole('button', { name: 'Niet versturen' })).toBeVisible()
    await expectDutchAndAccessible(page, 'board after the move')

    // Saved through Payload: the timeline has the status and the waiting mail, the queue the text.
    const timeline = await timelineOf(page, ids[0])
    expect(timeline.find((item) => item.kind === 'status')?.title).toBe('Status: Afgewezen')
    const mail = timeline.find((item) => item.kind === 'mail')
    expect(mail?.state).toBe('scheduled')
    expect(mail?.title).toBe(`Na ons gesprek over ${vacancy.title}`)
    const [job] = await mailJobsOf(admin.request, ids[0], 'status')
    expect(job?.input.subject).toBe(`Na ons gesprek over ${vacancy.title}`)
    expect(job?.input.body).toMatch(new RegExp(`^Beste Noor ${first},[\\s\\S]*Veel succes verder!$`))

    // 'Mijn sollicitaties' has both, grouped by status.
    // 'Mijn sollicitaties' is in the menu (folded away at this width) and on the dashboard.
    await expect(page.locator('#nav-my-applications')).toHaveAttribute('href', '/admin/mijn-sollicitaties')
    await page.goto('/admin')
    await page
      .getByTestId('attention-mine')
      .getByRole('link', { name: /op jouw vacatures$/ })
      .click()
    await page.waitForURL(/\/admin\/mijn-sollicitaties$/)
    await expect(
      page.getByRole('region', { name: /^Afgewezen/ }).getByRole('link', { name: `Noor ${first}` }),
    ).toBeVisible()
    await expect(
      page.getByRole('region', { name: /^Ontvangen/ }).getByRole('link', { name: `Noor ${second}` }),
    ).toBeVisible()
    await page.getByRole('link', { name: /^Afgewezen \(\d+\)$/ }).click()
    await expect(page.getByTestId('my-applications-group')).toHaveCount(1)
    await expectDutchAndAccessible(page, 'mijn sollicitaties')

    // On a phone: to 'Uitgenodigd voor een gesprek' (one down), the template 'Uitnodiging telefonisch
    // gesprek' (second by name), then 'Niet versturen'.
    await page.setViewportSize(PHONE)
    await page.goto(`/admin/vacatures/${vacancy.id}/pijplijn`)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width)
    await moveByKeyboard(page, `Noor ${second}`, 1, 2, ' Tot snel!')
    await expect(status).toHaveText(
      `Noor ${second} verplaatst naar Uitgenodigd voor een gesprek; bericht gaat over 1 minuut weg.`,
    )
    const invited = page.getByRole('region', { name: /^Uitgenodigd voor een gesprek/ })
    const phoneCard = invited.getByTestId('pipeline-card').filter({ hasText: second })
    await expect(phoneCard.getByRole('button', { name: 'Verplaats naar …' })).toBeFocused()
    const [phoneJob] = await mailJobsOf(admin.request, ids[1], 'status')
    expect(phoneJob?.input.subject).toBe(`Even bellen over ${vacancy.title}?`)
    expect(phoneJob?.input.body).toMatch(/Tot snel!$/)
    await expectDutchAndAccessible(page, 'board 390')
    await page.keyboard.press('Tab')
    await expect(phoneCard.getByRole('button', { name: 'Niet versturen' })).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(status).toHaveText(`Het bericht aan Noor ${second} gaat niet weg.`)
    await expect(phoneCard.getByRole('button', { name: 'Verplaats naar …' })).toBeFocused()
    expect(await mailJobsOf(admin.request, ids[1], 'status')).toEqual([])
    expect((await timelineOf(page, ids[1])).find((item) => item.kind === 'mail')?.state).toBe('cancelled')
  } finally {
    if (ids.length) await admin.request.delete(`/api/applications?where[id][in]=${ids.join(',')}`)
    await admin.request.delete(`/api/users/${userId}`)
    await admin.close()
  }
})
