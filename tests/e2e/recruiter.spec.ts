import { expect, test } from '@playwright/test'

import { ADMIN, applyForVacancy, EDITOR, findId, loginAs } from './helpers'
import { baseURL } from '../../playwright.config'

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

type Job = { input: { submissionId?: number; recipient?: string; subject?: string; body?: string } }

test('a recruiter sees what needs attention and mails the applicant on a status change', async ({ page, browser }) => {
  const lastName = `Statustest ${Date.now().toString(36)}`
  await loginAs(page, EDITOR)
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
