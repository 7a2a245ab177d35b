import { expect, test, type Page } from '@playwright/test'

import { axeViolations } from './axe'
import { EDITOR, findId, loginAsEditor, signIn, waitForHydration } from './helpers'
import { minimalPdf } from '../fixtures/files'

const FILE_TYPE_ALERT = 'Dit bestandstype is niet toegestaan.'
const NO_ANSWER_ALERT = 'Er is iets mis gegaan met het versturen van het formulier. Probeer het later opnieuw!'

const field = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true })

/** Collects the browser alerts a step raises, accepting each. */
function collectAlerts(page: Page): string[] {
  const alerts: string[] = []
  page.on('dialog', (dialog) => {
    alerts.push(dialog.message())
    void dialog.accept()
  })
  return alerts
}

test.describe('forms', () => {
  test('applies for a seeded vacancy with a PDF, and the editor finds it in the admin', async ({
    page,
    request,
    browser,
  }) => {
    const { docs } = (await (await request.get('/api/vacancies?limit=1&depth=0&sort=title')).json()) as {
      docs: Array<{ id: number; title: string }>
    }
    const vacancy = docs[0]
    await page.goto(`/solliciteren?vacature=${vacancy.id}`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Solliciteer op ${vacancy.title}`)

    const lastName = `Jansen-${Date.now()}`
    await page.getByRole('radio', { name: 'Vrouw' }).check()
    await field(page, 'Voornaam').fill('Eva')
    await field(page, 'Achternaam').fill(lastName)
    await field(page, 'E-mailadres').fill(`eva.${Date.now()}@example.nl`)
    await field(page, 'Telefoonnummer').fill('06 12345678')
    await field(page, 'Opmerking').fill('Ik kan per direct beginnen.')
    await page
      .locator('input[name="applicationCV"]')
      .setInputFiles({ name: 'cv-eva.pdf', mimeType: 'application/pdf', buffer: minimalPdf() })
    await expect(page.getByText('cv-eva.pdf')).toBeVisible()
    await expect(page.getByRole('checkbox')).not.toBeChecked()
    await page.getByRole('checkbox').check()
    await page.getByRole('button', { name: 'Verstuur sollicitatie' }).click()
    // With the vacancy applied for, when there is one ('?vacature=12').
    await page.waitForURL(/\/bedankt-voor-je-sollicitatie(\?vacature=\d+)?$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bedankt voor je sollicitatie')

    await signIn(page, EDITOR)
    await page.goto('/admin/collections/applications')
    const row = page.getByRole('row').filter({ hasText: lastName })
    await expect(row).toBeVisible()
    await expect(row).toContainText(vacancy.title)
    await expect(row).toContainText('Ontvangen')
    await row.getByRole('link').first().click()
    // Stored under a random name: the applicant's own file name is never kept.
    await expect(page.getByText(/\.pdf$/).first()).toBeVisible()
    await expect(page.getByRole('link', { name: `${vacancy.title} (in beheer)` })).toHaveAttribute(
      'href',
      `/admin/collections/vacancies/${vacancy.id}`,
    )

    // The editor may download the CV; an anonymous visitor may not.
    const token = await loginAsEditor(request)
    // Stored under a random name: the newest file is the one just uploaded.
    const files = (await (
      await request.get(`/api/applicationFiles?sort=-createdAt&limit=1&depth=0`, {
        headers: { Authorization: `JWT ${token}` },
      })
    ).json()) as {
      docs: Array<{ url: string }>
    }
    const fileUrl = files.docs[0].url
    const download = await request.get(fileUrl, { headers: { Authorization: `JWT ${token}` } })
    expect(download.status()).toBe(200)
    expect((await download.body()).subarray(0, 5).toString()).toBe('%PDF-')
    const anonymous = await browser.newContext()
    expect((await anonymous.request.get(fileUrl)).status()).toBe(403)
    await anonymous.close()
  })

  test("titles the application page 'Open sollicitatie' without a known vacancy", async ({ page }) => {
    await page.goto('/solliciteren')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Open sollicitatie')
    await page.goto('/solliciteren?vacature=999999')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Open sollicitatie')
  })

  test('shows the contact errors per field, clears them on resubmit and lands on /contact/bedankt', async ({
    page,
  }) => {
    await page.goto('/contact')
    const submit = page.getByRole('button', { name: 'Versturen' })
    await submit.click()
    const expected = {
      Naam: 'Vul je naam in.',
      Telefoonnummer: 'Vul je telefoonnummer in.',
      'E-mailadres': 'Vul je e-mailadres in.',
      Bericht: 'Vul je bericht in.',
    }
    for (const [label, message] of Object.entries(expected)) {
      const input = field(page, label)
      await expect(input).toHaveAttribute('aria-invalid', 'true')
      const describedBy = (await input.getAttribute('aria-describedby')) ?? ''
      await expect(page.locator(`[id="${describedBy.split(' ').pop()}"]`)).toHaveText(message)
    }
    await expect(field(page, 'Naam')).toBeFocused()
    // The same errors at the top of the form, each a link to its field.
    const summary = page.locator('#formulierfouten')
    await expect(summary.getByRole('heading', { name: 'Er is een probleem' })).toBeVisible()
    await expect(summary.getByRole('link')).toHaveText(Object.values(expected))
    for (const [label, message] of Object.entries(expected)) {
      const href = await summary.getByRole('link', { name: message }).getAttribute('href')
      await expect(field(page, label)).toHaveAttribute('id', (href ?? '').slice(1))
    }

    await field(page, 'Naam').fill('Jan de Vries')
    await field(page, 'Telefoonnummer').fill('+32 470 12 34 56')
    await field(page, 'E-mailadres').fill('jan@')
    await submit.click()
    await expect(page.getByText('Vul een geldig e-mailadres in.').last()).toBeVisible()
    await expect(page.getByText('Vul je naam in.')).toHaveCount(0)
    await expect(page.getByText('Vul je telefoonnummer in.')).toHaveCount(0)
    await expect(field(page, 'Naam')).not.toHaveAttribute('aria-invalid', 'true')
    await expect(page.getByText('Vul je bericht in.').last()).toBeVisible()

    await field(page, 'E-mailadres').fill('jan.devries@example.nl')
    await field(page, 'Bericht').fill('Ik zoek werk in de zorg.')
    await submit.click()
    await page.waitForURL('**/contact/bedankt')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bedankt!')
  })

  test('a contact page sends the visitor to the exit page its editor chose, also without JavaScript', async ({
    browser,
    request,
  }) => {
    const headers = { Authorization: `JWT ${await loginAsEditor(request)}` }
    const contactId = await findId(request, 'pages', 'uri', 'contact-voor-bedrijven')
    const created = await request.post('/api/pages', {
      headers,
      data: {
        title: 'Bedankt voor je aanvraag',
        slug: `bedankt-aanvraag-${Date.now()}`,
        pageType: 'simple',
        _status: 'published',
      },
    })
    expect(created.ok(), await created.text()).toBe(true)
    const exitPage = ((await created.json()) as { doc: { id: number; uri: string } }).doc
    const setExit = (formExitPage: number | null) =>
      request.patch(`/api/pages/${contactId}`, { headers, data: { formExitPage } })
    expect((await setExit(exitPage.id)).ok()).toBe(true)
    const context = await browser.newContext({ javaScriptEnabled: false })
    try {
      const page = await context.newPage()
      await page.goto('/contact-voor-bedrijven')
      await field(page, 'Naam').fill('Sanne de Wit')
      await field(page, 'Bedrijfsnaam').fill('Bouwbedrijf De Wit')
      await field(page, 'Telefoonnummer').fill('+31 30 123 4567')
      await field(page, 'E-mailadres').fill('sanne@dewit-bouw.nl')
      await field(page, 'Bericht').fill('Wij zoeken twee uitvoerders voor een project in Utrecht.')
      await page.getByRole('button', { name: 'Versturen' }).click()
      await expect(page).toHaveURL(new RegExp(`/${exitPage.uri}$`))
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bedankt voor je aanvraag')
    } finally {
      await context.close()
      expect((await setExit(null)).ok()).toBe(true)
      expect((await request.delete(`/api/pages/${exitPage.id}`, { headers })).ok()).toBe(true)
    }
  })

  test('alerts and changes nothing else when the server does not answer', async ({ page }) => {
    await page.route('**/actions/module/contact', (route) => route.abort('connectionfailed'))
    const alerts = collectAlerts(page)
    await page.goto('/contact')
    await field(page, 'Naam').fill('Jan')
    await page.getByRole('button', { name: 'Versturen' }).click()
    await expect.poll(() => alerts).toEqual([NO_ANSWER_ALERT])
    await expect(page).toHaveURL(/\/contact$/)
    await expect(page.locator('[aria-invalid="true"]')).toHaveCount(0)
    await expect(page.getByRole('button', { name: 'Versturen' })).toBeEnabled()
  })

  test('takes only the first of two dropped files', async ({ page }) => {
    await page.goto('/solliciteren')
    const zone = page.locator('[data-state]').first()
    const transfer = await page.evaluateHandle(() => {
      const data = new DataTransfer()
      data.items.add(new File(['%PDF-1.4 eerste'], 'eerste.pdf', { type: 'application/pdf' }))
      data.items.add(new File(['%PDF-1.4 tweede'], 'tweede.pdf', { type: 'application/pdf' }))
      return data
    })
    await zone.dispatchEvent('dragenter', { dataTransfer: transfer })
    await expect(zone).toHaveAttribute('data-state', 'over')
    await zone.dispatchEvent('drop', { dataTransfer: transfer })
    await expect(zone).toHaveAttribute('data-state', 'idle')
    await expect(zone.getByText('eerste.pdf')).toBeVisible()
    await expect(page.getByText('tweede.pdf')).toHaveCount(0)
    const chosen = await page
      .locator('input[name="applicationCV"]')
      .evaluate((input: HTMLInputElement) => [...(input.files ?? [])].map((file) => file.name))
    expect(chosen).toEqual(['eerste.pdf'])
    await zone.getByRole('button', { name: 'Verwijder bestand' }).click()
    await expect(page.getByText('eerste.pdf')).toHaveCount(0)
  })

  test('refuses a disallowed file type with the alert, chosen or dropped', async ({ page }) => {
    const alerts = collectAlerts(page)
    await page.goto('/solliciteren')
    // Before hydration the browser takes any file without a word: wait for the field's handlers.
    await waitForHydration(page, 'input[name="applicationCV"]')
    await page
      .locator('input[name="applicationCV"]')
      .setInputFiles({ name: 'setup.exe', mimeType: 'application/x-msdownload', buffer: Buffer.from('MZ') })
    await expect.poll(() => alerts).toEqual([FILE_TYPE_ALERT])
    await expect(page.getByText('setup.exe')).toHaveCount(0)
    const zone = page.locator('[data-state]').nth(1)
    const transfer = await page.evaluateHandle(() => {
      const data = new DataTransfer()
      data.items.add(new File(['<svg/>'], 'logo.svg', { type: 'image/svg+xml' }))
      return data
    })
    await zone.dispatchEvent('drop', { dataTransfer: transfer })
    await expect.poll(() => alerts).toEqual([FILE_TYPE_ALERT, FILE_TYPE_ALERT])
    await expect(page.getByText('logo.svg')).toHaveCount(0)
  })

  for (const [name, path, submitLabel] of [
    ['contact', '/contact', 'Versturen'],
    ['business contact', '/contact-voor-bedrijven', 'Versturen'],
    ['application', '/solliciteren', 'Verstuur sollicitatie'],
  ] as const) {
    test(`axe finds no violations on the ${name} page with errors shown`, async ({ page }, testInfo) => {
      await page.goto(path)
      await page.getByRole('button', { name: submitLabel }).click()
      await expect(page.locator('[aria-invalid="true"]').first()).toBeVisible()
      for (const width of [1280, 375]) {
        await page.setViewportSize({ width, height: 800 })
        expect(await axeViolations(page)).toEqual([])
        await page.screenshot({
          path: testInfo.outputPath(`form-${name.replace(' ', '-')}-errors-${width}.png`),
          fullPage: true,
        })
      }
    })
  }
})
