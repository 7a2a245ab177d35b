import { expect, test, type Page } from '@playwright/test'

import { slugify } from '@/routing/uri'

import { expectNoAxeViolations } from './axe'
import { waitForHydration } from './helpers'

/*
 * How a vacancy presents itself to a job seeker: focus that never hides under the fixed header or
 * the phone's apply bar, saved vacancies side by side, a person to ask on every vacancy.
 */

const PHONE = { width: 375, height: 812 }
const DESKTOP = { width: 1280, height: 800 }

/**
 * Whether the focused element is wholly visible: inside the viewport, and near each of its corners
 * and at its centre the element itself is what the page shows there, not the fixed header, the
 * apply bar or anything else laid over it.
 */
function focusedVisibility(page: Page) {
  return page.evaluate(() => {
    const element = document.activeElement
    if (!element || element === document.body) return null
    // A link that wraps over lines is several boxes: the middle of each. One box: near each corner
    // (inside it, so a round button's own curve does not count as covered) and the middle.
    const boxes = [...element.getClientRects()]
    const middle = (box: DOMRect) => [(box.left + box.right) / 2, (box.top + box.bottom) / 2]
    const points =
      boxes.length > 1
        ? boxes.map(middle)
        : boxes.flatMap((box) => {
            const inset = Math.min(8, box.width / 4, box.height / 4)
            return [
              [box.left + inset, box.top + inset],
              [box.right - inset, box.top + inset],
              [box.left + inset, box.bottom - inset],
              [box.right - inset, box.bottom - inset],
              middle(box),
            ]
          })
    const covered = points.flatMap(([x, y]) => {
      const shown = document.elementFromPoint(x, y)
      if (shown && (shown === element || element.contains(shown))) return []
      return [
        `${Math.round(x)},${Math.round(y)}: ${shown ? shown.tagName.toLowerCase() + '.' + shown.className : 'outside'}`,
      ]
    })
    return {
      name: `${element.tagName.toLowerCase()} ${(element.textContent ?? '').trim().slice(0, 40)}`,
      fixed: Boolean(element.closest('.site-header, .vacancy-apply-bar')),
      covered,
    }
  })
}

test.describe('focus is never hidden (WCAG 2.2 SC 2.4.11)', () => {
  test.use({ viewport: PHONE })

  test('tabbing through a vacancy at 375 px, every focused element is wholly in view between header and apply bar', async ({
    page,
  }) => {
    await page.goto('/vacatures/werkvoorbereider-utiliteitsbouw-1')
    await waitForHydration(page, '.site-header')
    await expect(page.locator('.vacancy-apply-bar')).toBeVisible()
    const seen: string[] = []
    for (let step = 0; step < 200; step++) {
      await page.keyboard.press('Tab')
      const focused = await focusedVisibility(page)
      if (!focused) break
      if (seen.length && focused.name === seen[0] && step > 5) break
      seen.push(focused.name)
      // What is part of the fixed header or apply bar cannot be hidden behind them.
      if (focused.fixed) continue
      expect.soft(focused.covered, `${focused.name}: hidden in part`).toEqual([])
    }
    // The walk reached the page's end: the similar vacancies and the footer.
    expect(seen.length).toBeGreaterThan(20)
    expect(seen.some((name) => name.includes('Bewaren'))).toBe(true)
    await expectNoAxeViolations(page)
  })
})

const savedCards = (page: Page) => page.getByRole('list', { name: 'Bewaarde vacatures' }).getByRole('listitem')

test.describe('saved vacancies compare', () => {
  for (const viewport of [PHONE, DESKTOP]) {
    test(`save two from a search near Utrecht, compare them on the saved page (${viewport.width} px)`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport)
      await page.goto('/vacatures?near=Utrecht&km=50')
      await waitForHydration(page, 'form[role="search"]')
      const rows = page.locator('#inhoud article')
      const titles: string[] = []
      for (const index of [0, 1]) {
        const row = rows.nth(index)
        titles.push((await row.getByRole('heading').innerText()).trim())
        const button = row.getByRole('button', { name: /^Bewaren: / })
        await button.click()
        // Pressed, the button says so in words: 'Bewaard'.
        await expect(row.getByRole('button', { name: /^Bewaard: / })).toHaveAttribute('aria-pressed', 'true')
      }
      if (viewport === DESKTOP)
        await expect(rows.nth(0).getByRole('button', { name: /^Bewaard: / })).toHaveText('Bewaard')

      await page
        .getByRole('banner')
        .getByRole('link', { name: /^Bewaarde vacatures/ })
        .click()
      await expect(page).toHaveURL(/\/bewaarde-vacatures$/)
      const cards = savedCards(page)
      await expect(cards).toHaveCount(2)
      // Newest saved first; each card has the same facts in the same order, measured from the
      // place of the search this tab made.
      for (const [index, title] of [titles[1], titles[0]].entries()) {
        const card = cards.nth(index)
        await expect(card.getByRole('heading', { level: 2 })).toHaveText(title)
        await expect(card.locator('dt')).toHaveText(['Salaris', 'Uren', 'Locatie', 'Afstand', 'Geplaatst'])
        await expect(card.locator('[data-fact="distance"] dd')).toHaveText(/^(< 1|\d+) km van Utrecht$/)
        await expect(card.locator('[data-fact="salary"] dd')).toHaveText(/€/)
        await expect(card.getByRole('link', { name: `Solliciteer direct: ${title}` })).toBeVisible()
      }
      const [first, second] = [await cards.nth(0).boundingBox(), await cards.nth(1).boundingBox()]
      // Side by side where there is room, one under the other on a phone.
      if (viewport === DESKTOP) expect(Math.abs(first!.y - second!.y)).toBeLessThan(1)
      else expect(second!.y).toBeGreaterThan(first!.y + first!.height - 1)
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width)
      await expectNoAxeViolations(page)

      // Another place, asked on the page itself.
      await page.getByLabel('Afstand vanaf (plaats)').fill('Groningen')
      await page.getByRole('button', { name: 'Toon afstand' }).click()
      await expect(page).toHaveURL(/vanaf=Groningen/)
      await expect(cards.nth(0).locator('[data-fact="distance"] dd')).toHaveText(/km van Groningen$/)

      // Restored: nothing saved in this browser's storage for the next test.
      await page.evaluate(() => localStorage.removeItem('koers-saved-vacancies'))
    })
  }

  test('without JavaScript the saved page says why it needs it and keeps its place form', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: PHONE })
    const page = await context.newPage()
    await page.goto('/bewaarde-vacatures?vanaf=Utrecht')
    // Chromium's switch leaves the parser's scripting flag on, so <noscript> is in the HTML, not shown.
    expect(await (await page.request.get('/bewaarde-vacatures')).text()).toContain(
      'Bewaarde vacatures worden in je browser bewaard en hebben JavaScript nodig.',
    )
    await expect(page.getByLabel('Afstand vanaf (plaats)')).toHaveValue('Utrecht')
    // axe runs in the page's JavaScript: the same page with it is checked above.
    await context.close()
  })
})

test.describe('a person for every vacancy', () => {
  test('at 1280 × 800 the recruiter’s name is in the first screen', async ({ page }) => {
    await page.setViewportSize(DESKTOP)
    await page.goto('/vacatures/werkvoorbereider-utiliteitsbouw-1')
    const contact = page.getByTestId('vacancy-contact')
    await expect(contact).toContainText('Je recruiter')
    await expect(contact).toContainText('Pieter de Graaf')
    const box = await contact.getByText('Pieter de Graaf').boundingBox()
    expect(box!.y + box!.height).toBeLessThanOrEqual(DESKTOP.height)
  })

  for (const viewport of [PHONE, DESKTOP]) {
    test(`a vacancy without its own recruiter names the sector’s account manager; similar ones say why (${viewport.width} px)`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport)
      await page.goto('/vacatures/controller-20')
      if (viewport === DESKTOP) {
        const contact = page.getByTestId('vacancy-contact')
        await expect(contact).toContainText('Je contactpersoon voor Finance')
        const box = await contact.getByText('Iris Wouters').boundingBox()
        expect(box!.y + box!.height).toBeLessThanOrEqual(DESKTOP.height)
      } else {
        const block = page.getByRole('complementary', { name: 'Vragen over deze vacature?' })
        await expect(block).toContainText('Neem contact op met Iris Wouters, onze accountmanager voor Finance.')
        await expect(block.getByRole('link', { name: '030 123 45 74' })).toHaveAttribute('href', 'tel:0301234574')
        await expect(block.getByRole('link', { name: 'iris@koersgroep.nl' })).toBeVisible()
      }
      const similar = page
        .getByRole('region', { name: 'Vergelijkbare vacatures' })
        .getByRole('listitem')
        .filter({
          has: page.getByRole('article'),
        })
      expect(await similar.count()).toBeGreaterThan(0)
      for (const row of await similar.all()) {
        // Text content: below the fold a section's layout may still be skipped (content-visibility).
        const reasons = await row.getByTestId('similar-reasons').getByRole('listitem').allTextContents()
        expect(reasons.length).toBeGreaterThan(0)
        for (const reason of reasons) expect(['Ook in Finance', 'In de buurt']).toContain(reason.trim())
      }
      await expectNoAxeViolations(page)
    })
  }
})

/** The provinces as the gazetteer names them, and its name for the whole country. */
const REGIONS = [
  'Drenthe',
  'Flevoland',
  'Friesland',
  'Gelderland',
  'Groningen',
  'Limburg',
  'Noord-Brabant',
  'Noord-Holland',
  'Overijssel',
  'Utrecht',
  'Zeeland',
  'Zuid-Holland',
  'Nederland',
]

test('every place on the overview’s rows and a vacancy’s facts is a name from the gazetteer', async ({ page }) => {
  const shown: string[] = []
  for (let number = 1; number <= 6; number++) {
    await page.goto(number === 1 ? '/vacatures' : `/vacatures?page=${number}`)
    shown.push(...(await page.locator('#inhoud article [data-place]').allTextContents()))
  }
  expect(shown.length).toBeGreaterThanOrEqual(64)
  const names = shown.flatMap((text) => text.replace(/^Locatie:\s*/, '').split(', ')).map((name) => name.trim())
  // The places of the 'Regio' filter are the gazetteer's (tests/unit/vacancy-places.test.ts proves the
  // rule over every demo location); a row shows one of them, or a province, or the whole country.
  const places = (await page.getByLabel('Regio').locator('option').allTextContents()).map((option) =>
    option.replace(/ \(\d+\)$/, ''),
  )
  expect(names.filter((name) => !places.includes(name) && !REGIONS.includes(name))).toEqual([])

  // 'Tilburg / Den Haag' as typed; 'Regio' is the filter, the province is 'Provincie'.
  await page.goto('/vacatures/planner-zorgroosters-14')
  const facts = page.getByRole('complementary', { name: 'Over deze vacature' }).locator('dl').first()
  await expect(facts.locator('div', { has: page.locator('dt', { hasText: 'Locatie' }) }).locator('dd')).toHaveText(
    'Den Haag, Tilburg',
  )
  await expect(facts.locator('div', { has: page.locator('dt', { hasText: 'Provincie' }) }).locator('dd')).toHaveText(
    'Zuid-Holland, Noord-Brabant',
  )
})

test.describe('smaller things a job seeker meets', () => {
  test('each demo vacancy’s address names its own title', async ({ request }) => {
    const { docs } = (await (await request.get('/api/vacancies?limit=200&depth=0')).json()) as {
      docs: Array<{ title: string; uri: string }>
    }
    expect(docs.length).toBeGreaterThanOrEqual(64)
    const wrong = docs.filter(
      (doc) =>
        !doc.uri
          .split('/')
          .pop()!
          .startsWith(`${slugify(doc.title)}-`),
    )
    expect(wrong.map((doc) => `${doc.uri}: ${doc.title}`)).toEqual([])
    expect((await request.get('/vacatures/uitvoerder-renovatie-en-onderhoud-55')).status()).toBe(200)
  })

  test('the menu has one entry for the news list', async ({ page }) => {
    await page.setViewportSize(DESKTOP)
    await page.goto('/')
    const navigation = page.getByRole('navigation', { name: 'Hoofdmenu' })
    await expect(navigation.getByRole('link', { name: 'Nieuws', exact: true, includeHidden: true })).toHaveCount(1)
    await expect(navigation.getByRole('link', { name: 'Blog', exact: true, includeHidden: true })).toHaveCount(0)
  })

  for (const viewport of [PHONE, DESKTOP]) {
    test(`a secondment vacancy says what working via Koers Groep means (${viewport.width} px)`, async ({ page }) => {
      await page.setViewportSize(viewport)
      await page.goto('/vacatures/controller-20')
      await expect(page.getByRole('heading', { level: 1 }).locator('..')).toContainText('Koers Groep (detachering)')
      await expect(page.getByTestId('secondment-note')).toContainText(
        'Je werkt via Koers Groep bij een opdrachtgever in Zuid-Holland: je bent in dienst van Koers Groep',
      )
      await expectNoAxeViolations(page)
    })

    test(`a news article shows its date, byline, related articles and vacancies (${viewport.width} px)`, async ({
      page,
      request,
    }) => {
      await page.setViewportSize(viewport)
      const { docs } = (await (
        await request.get('/api/news?limit=1&depth=1&sort=-publishedAt&where[author][exists]=true')
      ).json()) as { docs: Array<{ uri: string; title: string; author: { title: string; teamFunction: string } }> }
      await page.goto(`/${docs[0].uri}`)
      const byline = page.getByTestId('article-byline')
      await expect(byline.locator('time')).toHaveText(/^\d{1,2} \w+ \d{4}$/)
      await expect(byline).toContainText(`Door ${docs[0].author.title}, ${docs[0].author.teamFunction}`)
      const related = page.getByRole('region', { name: 'Lees ook' })
      await expect(related.getByRole('link', { name: docs[0].title })).toHaveCount(0)
      expect(await related.getByRole('link').count()).toBeGreaterThan(0)
      const vacancies = page.getByRole('region', { name: 'Actuele vacatures' })
      expect(await vacancies.getByRole('article').count()).toBeGreaterThan(0)
      // Sections far below are laid out when they come near (content-visibility): axe reads them there.
      await vacancies.getByRole('link', { name: 'Bekijk alle vacatures' }).scrollIntoViewIfNeeded()
      await expectNoAxeViolations(page)
    })
  }

  test('the page after applying names the vacancy and the mail with the personal link', async ({ page, request }) => {
    const { docs } = (await (
      await request.get('/api/vacancies?limit=1&depth=0&where[vacancyLink][exists]=false')
    ).json()) as {
      docs: Array<{ id: number; title: string }>
    }
    const [vacancy] = docs
    await page.goto(`/solliciteren?vacature=${vacancy.id}`)
    const success = await page.locator('input[name="formSuccess"]').inputValue()
    expect(success).toBe(`/bedankt-voor-je-sollicitatie?vacature=${vacancy.id}`)
    await page.goto(success)
    const received = page.getByTestId('application-received')
    await expect(received).toContainText(`Je sollicitatie is verstuurd op de vacature ${vacancy.title}.`)
    await expect(received).toContainText('We hebben je een e-mail gestuurd met een persoonlijke link')
    await expectNoAxeViolations(page)
  })

  test('the upload field offers dragging only where there is a mouse', async ({ browser }) => {
    for (const touch of [true, false]) {
      const context = await browser.newContext(
        touch ? { viewport: PHONE, hasTouch: true, isMobile: true } : { viewport: DESKTOP },
      )
      const page = await context.newPage()
      await page.goto('/solliciteren')
      const hint = page.getByTestId('drop-hint').first()
      if (touch) await expect(hint).toBeHidden()
      else await expect(hint).toHaveText('of sleep het hierheen')
      await context.close()
    }
  })
})
