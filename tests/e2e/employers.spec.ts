import { expect, test, type Page } from '@playwright/test'

import { expectNoAxeViolations } from './axe'
import { loginAsEditor, waitForHydration } from './helpers'

const STAFFING_FORM = 'form[aria-label="Personeel aanvragen"]'

/** A date input's value this many days from today. */
const daysAhead = (days: number) => new Date(Date.now() + days * 24 * 60 * 60 * 1000).toISOString().slice(0, 10)

/** Fills the staffing request; the sector is left as the link chose it. */
async function fillStaffingRequest(page: Page, { email, headcount }: { email: string; headcount: string }) {
  // An input with suggestions is a combobox to assistive technology.
  await page.getByRole('combobox', { name: 'Functie of rol' }).fill('Elektromonteur')
  await page.getByRole('spinbutton', { name: 'Aantal mensen' }).fill(headcount)
  await page.getByRole('spinbutton', { name: 'Uren per week' }).fill('40')
  await page.getByLabel('Gewenste startdatum').fill(daysAhead(21))
  await page.getByRole('combobox', { name: 'Duur van de inzet' }).selectOption('threeToSixMonths')
  await page.getByRole('textbox', { name: 'Werklocatie (plaats)' }).fill('Den Bosch')
  await page.getByRole('textbox', { name: 'Je naam' }).fill('Henk Jansen')
  await page.getByRole('textbox', { name: 'Bedrijfsnaam' }).fill('Jansen Installaties')
  await page.getByRole('textbox', { name: 'Telefoonnummer' }).fill('030 123 4567')
  await page.getByRole('textbox', { name: 'E-mailadres' }).fill(email)
}

/** The employer's thank-you page: what happens now and the services, never a job seeker's steps. */
async function expectEmployersThankYou(page: Page) {
  await expect(page).toHaveURL(/\/personeel-aanvragen\/bedankt$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bedankt, je aanvraag is binnen')
  const steps = page.getByTestId('employer-next-steps')
  await expect(steps.getByRole('heading', { name: 'Wat gebeurt er nu?' })).toBeVisible()
  await expect(steps.getByRole('link', { name: 'Uitzenden' })).toHaveAttribute('href', '/uitzenden')
  await expect(steps.getByRole('link', { name: 'Alle diensten voor werkgevers' })).toHaveAttribute(
    'href',
    '/werkgevers',
  )
  await expect(page.getByRole('link', { name: 'Bekijk meer vacatures' })).toHaveCount(0)
  await expect(page.getByRole('link', { name: 'Stel een vacature-alert in' })).toHaveCount(0)
}

test.describe('the employer’s journey', () => {
  test('from the home page through the services and a sector to a staffing request, with and without JavaScript', async ({
    page,
    browser,
    request,
  }) => {
    // Seven pages, each checked with axe, and two posts: more than one ordinary test's minute.
    test.slow()
    await page.goto('/')
    await expect(page.getByRole('link', { name: 'Ik zoek personeel' }).first()).toHaveAttribute(
      'href',
      '/personeel-aanvragen',
    )
    await expectNoAxeViolations(page, 'home')

    // The menu's 'Werkgevers' leads to the services overview.
    await page
      .getByRole('navigation', { name: 'Hoofdmenu' })
      .getByRole('link', { name: 'Werkgevers', exact: true })
      .click()
    await expect(page).toHaveURL(/\/werkgevers$/)
    const services = page.getByTestId('services')
    for (const name of ['Uitzenden', 'Detacheren', 'Werving & selectie', 'Payroll']) {
      await expect(services.getByRole('link', { name })).toBeVisible()
    }
    await expectNoAxeViolations(page, 'werkgevers')

    // A service: what it is, for whom, how it works, the terms, and the request.
    await services.getByRole('link', { name: 'Uitzenden' }).click()
    await expect(page).toHaveURL(/\/uitzenden$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Uitzenden')
    await expect(page.getByRole('heading', { name: 'Wat is uitzenden?' })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Voor wie?' })).toBeVisible()
    await expect(page.getByText('Wat betaal ik precies?')).toBeVisible()
    await expect(page.getByRole('link', { name: 'Vraag personeel aan' }).first()).toHaveAttribute(
      'href',
      '/personeel-aanvragen',
    )
    await expectNoAxeViolations(page, 'uitzenden')

    // A sector's label page: its vacancies, its account manager and the request for that sector.
    await page.goto('/werkgevers')
    await page
      .getByRole('link', { name: /Koers Techniek/ })
      .first()
      .click()
    await expect(page).toHaveURL(/\/labels\/koers-techniek$/)
    const vacancies = page.getByTestId('sector-vacancies')
    await expect(vacancies.getByRole('heading', { name: 'Open vacatures in Techniek' })).toBeVisible()
    await expect(vacancies.getByRole('listitem').first()).toBeVisible()
    await expect(vacancies.getByRole('link', { name: /^Bekijk (alle \d+ vacatures|de vacature)$/ })).toHaveAttribute(
      'href',
      '/vacatures?sector=Techniek',
    )
    const manager = page.getByTestId('account-manager')
    await expect(manager).toContainText('Aylin Demir')
    await expect(manager.getByRole('link', { name: 'aylin@koersgroep.nl' })).toBeVisible()
    await expect(manager.locator('img')).toHaveCount(1)
    const cta = page.getByTestId('sector-cta').getByRole('link', { name: 'Vraag personeel aan' })
    await expect(cta).toHaveAttribute('href', '/personeel-aanvragen?sector=Techniek')
    await expectNoAxeViolations(page, 'koers-techniek')
    const requestPath = await cta.getAttribute('href')

    // Without JavaScript (axe needs scripts, so the pages are checked with JavaScript below): an
    // error comes back on the form with what was typed, then it goes through.
    const plain = await browser.newContext({ javaScriptEnabled: false })
    try {
      const form = await plain.newPage()
      await form.goto(requestPath ?? '/personeel-aanvragen')
      await expect(form.getByRole('combobox', { name: 'Sector' })).toHaveValue('Techniek')
      const email = `henk.${Date.now()}@example.nl`
      await fillStaffingRequest(form, { email, headcount: '0' })
      await form.getByRole('button', { name: 'Aanvraag versturen' }).click()
      await expect(form).toHaveURL(/\/personeel-aanvragen\?sector=Techniek#formulierfouten$/)
      await expect(form.getByText('Vul het aantal mensen in, minimaal 1.').last()).toBeVisible()
      await expect(form.getByRole('spinbutton', { name: 'Aantal mensen' })).toHaveAttribute('aria-invalid', 'true')
      await expect(form.getByRole('textbox', { name: 'E-mailadres' })).toHaveValue(email)
      await expect(form.getByRole('combobox', { name: 'Sector' })).toHaveValue('Techniek')
      await form.getByRole('spinbutton', { name: 'Aantal mensen' }).fill('2')
      await form.getByRole('button', { name: 'Aanvraag versturen' }).click()
      await expectEmployersThankYou(form)
    } finally {
      await plain.close()
    }

    // With JavaScript, from the label page's call to action.
    await cta.click()
    await expect(page).toHaveURL(/\/personeel-aanvragen\?sector=Techniek$/)
    await waitForHydration(page, STAFFING_FORM)
    await expect(page.getByRole('combobox', { name: 'Sector' })).toHaveValue('Techniek')
    await expectNoAxeViolations(page, 'personeel-aanvragen')
    const email = `henk.js.${Date.now()}@example.nl`
    await fillStaffingRequest(page, { email, headcount: '0' })
    await page.getByRole('button', { name: 'Aanvraag versturen' }).click()
    await expect(page.getByRole('spinbutton', { name: 'Aantal mensen' })).toHaveAttribute('aria-invalid', 'true')
    await expect(page.getByRole('spinbutton', { name: 'Aantal mensen' })).toBeFocused()
    await expectNoAxeViolations(page, 'personeel-aanvragen met fout')
    await page.getByRole('spinbutton', { name: 'Aantal mensen' }).fill('3')
    await page.getByRole('button', { name: 'Aanvraag versturen' }).click()
    await expectEmployersThankYou(page)
    await expectNoAxeViolations(page, 'bedankt')

    // Stored for the sector, waiting for its account manager.
    const headers = { Authorization: `JWT ${await loginAsEditor(request)}` }
    const stored = await request.get(
      `/api/staffingRequests?where[email][equals]=${encodeURIComponent(email)}&depth=1`,
      { headers },
    )
    const { docs } = (await stored.json()) as {
      docs: Array<{ status: string; headcount: number; place: string; sector: { title: string } }>
    }
    expect(docs).toHaveLength(1)
    expect(docs[0]).toMatchObject({ status: 'new', headcount: 3, place: "'s-Hertogenbosch" })
    expect(docs[0].sector.title).toBe('Techniek')
  })
})
