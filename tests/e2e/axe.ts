import AxeBuilder from '@axe-core/playwright'
import { expect, type Page } from '@playwright/test'

/** axe-core's findings on the page as 'rule (impact): selectors' lines; none are expected. */
export async function axeViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).analyze()
  return violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  )
}

/** axe-core's findings as a failure that lets the test go on, so one run lists every page's. */
export async function expectNoAxeViolations(page: Page, label = page.url()): Promise<void> {
  expect.soft(await axeViolations(page), `axe: ${label}`).toEqual([])
}
