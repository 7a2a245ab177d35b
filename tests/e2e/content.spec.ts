import { expect, test, type Page } from '@playwright/test'

import { axeViolations } from './axe'

/** Every structured-data object on the page. */
async function jsonLd(page: Page): Promise<Array<Record<string, unknown>>> {
  const scripts = await page.locator('script[type="application/ld+json"]').allTextContents()
  return scripts.flatMap((text): Array<Record<string, unknown>> => {
    const parsed = JSON.parse(text) as Record<string, unknown> | Array<Record<string, unknown>>
    return Array.isArray(parsed) ? parsed : [parsed]
  })
}

const cardTitles = (page: Page) => page.getByTestId('card-list').getByRole('heading', { level: 3 }).allTextContents()

test.describe('content pages', () => {
  test('home page: key visual, specialisms, learn block, stories, news and offices', async ({ page }) => {
    await page.goto('/')
    const main = page.locator('main')
    await expect(main.getByRole('heading', { level: 1 })).toContainText('Werk dat bij je past')
    await expect(main.getByRole('link', { name: 'Bekijk vacatures' }).first()).toHaveAttribute('href', '/vacatures')
    // An employer goes straight to the staffing request.
    await expect(main.getByRole('link', { name: 'Ik zoek personeel' })).toHaveAttribute('href', '/personeel-aanvragen')

    await expect(main.getByRole('heading', { level: 2, name: 'Onze specialismen' })).toBeVisible()
    const specialisms = main
      .getByRole('region', { name: 'Onze specialismen' })
      .and(main.locator('[aria-roledescription="carrousel"]'))
    await expect(specialisms.locator('[aria-roledescription="dia"]')).toHaveCount(6)
    await expect(specialisms.getByRole('link', { name: 'Bouw', exact: true })).toHaveAttribute(
      'href',
      '/labels/koers-bouw',
    )

    await expect(main.getByRole('heading', { level: 2, name: 'Blijf groeien in je vak' })).toBeVisible()
    await expect(main.getByRole('link', { name: 'Lees hoe we werken' })).toHaveAttribute('href', '/over-ons')

    await expect(main.getByRole('heading', { level: 2, name: 'Succesverhalen' })).toBeVisible()
    await expect(main.getByRole('link', { name: 'Twaalf vakmensen in acht weken voor De Linde' })).toHaveAttribute(
      'href',
      '/succesverhalen/twaalf-vakmensen-in-acht-weken-voor-de-linde',
    )

    const news = main.locator('section', { has: page.getByRole('heading', { level: 2, name: 'Kennis updates' }) })
    await expect(news.getByRole('link', { name: 'Bekijk al het nieuws' })).toHaveAttribute('href', '/nieuws')
    // Without chosen articles the newest ones show.
    await expect(news.getByRole('heading', { level: 3 })).toHaveText([
      'Zo schrijf je een motivatiebrief die opvalt',
      'Arbeidsmarkt in de techniek blijft krap',
      'Vijf vragen die je kunt verwachten in een sollicitatiegesprek',
    ])
    await expect(news.getByText('Nieuws', { exact: true })).toHaveCount(3)

    const offices = main
      .getByRole('region', { name: 'Onze vestigingen' })
      .and(main.locator('[aria-roledescription="carrousel"]'))
    await expect(offices.locator('[aria-roledescription="dia"]')).toHaveCount(4)
    await expect(offices.getByText('Weena 210')).toBeVisible()

    const organization = (await jsonLd(page)).find((data) => data['@type'] === 'Organization')
    expect(organization).toMatchObject({
      '@context': 'https://schema.org',
      name: 'Koers Groep',
      email: 'info@koersgroep.nl',
    })
    expect(organization?.address).toHaveLength(4)
  })

  test('carousels do not loop and move with their buttons', async ({ page }) => {
    await page.goto('/')
    const carousel = page
      .getByRole('region', { name: 'Onze specialismen' })
      .and(page.locator('[aria-roledescription="carrousel"]'))
    const previous = carousel.getByRole('button', { name: 'Vorige' })
    const next = carousel.getByRole('button', { name: 'Volgende' })
    // A carousel starts when it comes near the viewport, as a visitor scrolls to it.
    await carousel.scrollIntoViewIfNeeded()
    await expect(previous).toBeDisabled()
    await expect(next).toBeEnabled()
    const track = carousel.locator('[aria-roledescription="dia"]').first()
    const before = await track.boundingBox()
    await next.click()
    await expect(previous).toBeEnabled()
    await expect.poll(async () => (await track.boundingBox())?.x).toBeLessThan(before?.x ?? 0)
    // Not infinite: the last position cannot go further.
    while (await next.isEnabled()) await next.click()
    await expect(next).toBeDisabled()
  })

  test('advanced page renders every block', async ({ page }) => {
    await page.goto('/over-ons')
    const main = page.locator('main')
    await expect(main.getByRole('heading', { level: 1 })).toHaveText('Wij brengen mensen en werk op koers')
    await expect(main.getByRole('heading', { level: 2, name: 'Wie we zijn' })).toBeVisible()
    await expect(main.getByText('2.400')).toBeVisible()

    const roadmap = main.getByTestId('roadmap')
    await expect(roadmap).toHaveCount(1)
    await expect(roadmap.getByRole('listitem')).toHaveCount(3)
    await expect(roadmap.getByRole('heading', { level: 3 })).toHaveText(['Kennismaken', 'Matchen', 'Aan de slag'])
    await expect(roadmap.getByText('Stap 1')).toBeVisible()

    await expect(main.getByText('“Goede matches maken is mensenwerk.”')).toBeVisible()
    await expect(main.getByText('Marieke van den Berg, Directeur')).toBeVisible()

    await expect(main.getByRole('heading', { level: 2, name: 'De mensen achter Koers' })).toBeVisible()
    await expect(main.getByRole('link', { name: 'Bekijk het hele team' })).toHaveAttribute('href', '/team')
    const team = main.getByTestId('employee-grid')
    await expect(team.getByRole('listitem')).toHaveCount(3)
    const linkedin = team.getByRole('link', { name: /LinkedIn-profiel van Marieke van den Berg/ })
    await expect(linkedin).toHaveAttribute('target', '_blank')
    await expect(linkedin.locator('svg')).toHaveCount(1)

    const clients = main.locator('section', { has: page.getByRole('heading', { name: 'Zij gingen je voor' }) })
    await expect(clients.getByRole('img')).toHaveCount(6)
    const logoBox = await clients.getByRole('listitem').first().boundingBox()
    expect([logoBox?.width, logoBox?.height]).toEqual([120, 60])

    await expect(main.getByRole('heading', { level: 2, name: 'Onze verhalen' })).toBeVisible()
    await expect(main.getByText('Ervaringen van professionals', { exact: true })).toBeVisible()
    const story = main.locator('article article', {
      has: page.getByRole('link', { name: 'Sanne de Vries, werkvoorbereider' }),
    })
    await expect(story.getByRole('link')).toHaveAttribute('href', '/ervaringen-van-professionals/sanne-de-vries')
    await expect(story.getByText('Bekijk verhaal')).toBeVisible()
    await expect(story.getByText('Gestart')).toHaveClass(/bg-brand-purple/)
    await expect(
      story.getByText('“Na tien jaar op de bouwplaats mocht ik eindelijk de planning maken die ik zelf altijd miste.”'),
    ).toBeVisible()
    await expect(story.getByTestId('story-pattern').locator('img')).toHaveAttribute('alt', '')
    const blueStory = main.locator('article article', {
      has: page.getByRole('link', { name: 'Youssef El Amrani, projectleider infra' }),
    })
    await expect(blueStory.getByText('Doorgegroeid')).toHaveClass(/bg-brand-blue/)

    await expect(main.getByRole('heading', { level: 2, name: 'Onze labels' })).toBeVisible()
    await expect(main.getByRole('link', { name: 'Koers Zorg' })).toHaveAttribute('href', '/labels/koers-zorg')

    await expect(main.getByRole('note')).toContainText('NEN-4400')
    await expect(main.getByRole('link', { name: 'Open sollicitatie' })).toHaveAttribute('href', '/solliciteren')
    await expect(main.getByRole('heading', { level: 2, name: 'Klaar voor je volgende stap?' })).toBeVisible()
    await expect(main.getByRole('link', { name: 'Neem contact op' }).first()).toHaveAttribute('href', '/contact')
  })

  test('FAQ items are numbered from 01 in one list and toggle open and closed', async ({ page }) => {
    await page.goto('/over-ons')
    const faq = page.getByTestId('faq')
    await expect(faq).toHaveCount(1)
    const buttons = faq.getByRole('button')
    await expect(buttons).toHaveText([/^01\s*Kost jullie/, /^02\s*Hoe snel/, /^03\s*Kan ik ook/])

    const first = buttons.first()
    const answer = page.getByText('Nee. Onze dienstverlening is voor kandidaten altijd gratis.')
    await expect(first).toHaveAttribute('aria-expanded', 'false')
    await expect(answer).toBeHidden()
    await first.click()
    await expect(first).toHaveAttribute('aria-expanded', 'true')
    await expect(answer).toBeVisible()
    await first.click()
    await expect(first).toHaveAttribute('aria-expanded', 'false')
    await expect(answer).toBeHidden()

    const second = buttons.nth(1)
    await second.focus()
    await page.keyboard.press('Enter')
    await expect(second).toHaveAttribute('aria-expanded', 'true')
    await expect(page.getByText('Binnen twee werkdagen neemt een consultant contact met je op.')).toBeVisible()
    await page.keyboard.press('Space')
    await expect(second).toHaveAttribute('aria-expanded', 'false')
  })

  test('the video loads its sandboxed player only after a click', async ({ page }) => {
    const requests: string[] = []
    page.on('request', (request) => requests.push(request.url()))
    await page.goto('/over-ons')
    const play = page.getByRole('button', { name: 'Video afspelen: Maak kennis met Koers Groep' })
    await play.scrollIntoViewIfNeeded()
    await expect(play).toBeVisible()
    await expect(page.locator('iframe')).toHaveCount(0)
    expect(requests.filter((url) => /youtube/.test(url))).toEqual([])

    // Keep the test offline: answer the player request locally.
    await page.route(/youtube-nocookie\.com/, (route) =>
      route.fulfill({ contentType: 'text/html', body: '<p>speler</p>' }),
    )
    await play.click()
    const frame = page.locator('iframe')
    await expect(frame).toHaveCount(1)
    await expect(frame).toHaveAttribute('title', 'Maak kennis met Koers Groep')
    await expect(frame).toHaveAttribute('sandbox', 'allow-scripts allow-same-origin allow-presentation')
    await expect(frame).toHaveAttribute('src', /^https:\/\/www\.youtube-nocookie\.com\/embed\/aqz-KE-bpKQ\?/)
  })

  test('simple page shows its title and content', async ({ page }) => {
    await page.goto('/werken-bij')
    const main = page.locator('main')
    await expect(main.getByRole('heading', { level: 1 })).toContainText('Werken bij Koers Groep')
    await expect(main.getByText('Elke dag iemand verder helpen')).toBeVisible()
    await expect(main.getByRole('link', { name: 'Bekijk onze vacatures' })).toHaveAttribute('href', '/vacatures')
  })

  test('team page lists every employee in three columns', async ({ page }) => {
    await page.goto('/team')
    const grid = page.getByTestId('employee-grid')
    await expect(grid.getByRole('listitem')).toHaveCount(9)
    // Straight below the page title, the names are second-level headings.
    await expect(grid.getByRole('heading', { level: 2 }).first()).toHaveText('Marieke van den Berg')
    await expect(grid.getByText('Manager Recruitment')).toBeVisible()
    const columns = await grid.evaluate((element) => getComputedStyle(element).gridTemplateColumns.split(' ').length)
    expect(columns).toBe(3)
    // Seeded: every third employee has no profile link.
    await expect(grid.getByRole('link', { name: /LinkedIn-profiel/ })).toHaveCount(6)
  })

  test('labels overview and a label with its white logo', async ({ page }) => {
    await page.goto('/labels')
    const cards = page.locator('main article article')
    await expect(cards).toHaveCount(6)
    await expect(cards.getByText('Bekijk label')).toHaveCount(6)
    await page.getByRole('link', { name: 'Koers Bouw' }).click()
    await expect(page).toHaveURL(/\/labels\/koers-bouw$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Koers Bouw')
    const logo = page.getByTestId('label-logo').locator('img')
    await expect(logo).toHaveAttribute('src', /logo-wit-koers-bouw/)
    await expect(page.getByRole('heading', { level: 2, name: 'Over Koers Bouw' })).toBeVisible()
  })

  test('every label’s white logo stands on a panel in the label’s colour, on a phone and wide', async ({ page }) => {
    await page.goto('/labels')
    const paths = await page
      .locator('main article article h2 a')
      .evaluateAll((links) => links.map((link) => new URL((link as HTMLAnchorElement).href).pathname))
    expect(paths).toHaveLength(6)
    // WCAG contrast of white on an 'rgb(r, g, b)' colour.
    const contrastWithWhite = (rgb: string) => {
      const [r, g, b] = (rgb.match(/\d+/g) ?? []).slice(0, 3).map((value) => {
        const channel = Number(value) / 255
        return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4
      })
      return 1.05 / (0.2126 * r + 0.7152 * g + 0.0722 * b + 0.05)
    }
    for (const viewport of [
      { width: 375, height: 812 },
      { width: 1280, height: 800 },
    ]) {
      await page.setViewportSize(viewport)
      for (const path of paths) {
        await page.goto(path)
        const panel = page.getByTestId('label-logo')
        await expect(panel).toBeInViewport()
        await expect(panel.locator('img')).toHaveAttribute('src', /logo-wit-/)
        expect(
          await panel.locator('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0),
        ).toBe(true)
        const background = await panel.evaluate((element) => getComputedStyle(element).backgroundColor)
        expect(background, `${path} at ${viewport.width} px`).toMatch(/^rgb\(/)
        expect(contrastWithWhite(background), `${path} at ${viewport.width} px`).toBeGreaterThanOrEqual(4.5)
      }
    }
    // Koers Bouw's own colour (#c2410c).
    await page.goto('/labels/koers-bouw')
    await expect(page.getByTestId('label-logo')).toHaveCSS('background-color', 'rgb(194, 65, 12)')
  })

  test('news article: tag, title, image, breadcrumb and structured data', async ({ page }) => {
    await page.goto('/nieuws/arbeidsmarkt-in-de-techniek-blijft-krap')
    const main = page.locator('main')
    await expect(main.getByRole('heading', { level: 1 })).toHaveText('Arbeidsmarkt in de techniek blijft krap')
    await expect(main.getByText('Nieuws', { exact: true }).last()).toBeVisible()
    const breadcrumb = main.getByRole('navigation', { name: 'Kruimelpad' })
    await expect(breadcrumb.getByRole('link', { name: 'Nieuws' })).toHaveAttribute('href', '/nieuws')
    await expect(breadcrumb.locator('[aria-current="page"]')).toHaveText('Arbeidsmarkt in de techniek blijft krap')
    await expect(
      main.getByRole('img', { name: 'Illustratie bij: Arbeidsmarkt in de techniek blijft krap' }),
    ).toBeVisible()
    await expect(main.getByRole('heading', { level: 2, name: 'Wat werkgevers nu doen' })).toBeVisible()

    const data = await jsonLd(page)
    const article = data.find((item) => item['@type'] === 'NewsArticle')
    expect(article).toMatchObject({
      headline: 'Arbeidsmarkt in de techniek blijft krap',
      publisher: { name: 'Koers Groep' },
    })
    expect(String((article?.image as string[])[0])).toMatch(/^http.*\/api\/media\/file\//)
    const crumbs = data.find((item) => item['@type'] === 'BreadcrumbList')
    expect((crumbs?.itemListElement as Array<{ name: string }>).map((item) => item.name)).toEqual([
      'Home',
      'Nieuws',
      'Arbeidsmarkt in de techniek blijft krap',
    ])
  })

  test('experience story has a breadcrumb back to the experiences', async ({ page }) => {
    await page.goto('/ervaringen-van-professionals/lisa-jansen')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Lisa Jansen, verpleegkundige')
    const breadcrumb = page.getByRole('navigation', { name: 'Kruimelpad' })
    await expect(breadcrumb.getByRole('link', { name: 'Ervaringen van professionals' })).toHaveAttribute(
      'href',
      '/ervaringen-van-professionals',
    )
    await expect(
      page.getByText('De eerste week liep ik mee met een collega. Daarna voelde ik me weer verpleegkundige.'),
    ).toBeVisible()
  })

  test('success stories overview and detail', async ({ page }) => {
    await page.goto('/succesverhalen')
    await expect(page.locator('main article article')).toHaveCount(3)
    await page.getByRole('link', { name: 'Noordhaven Logistics groeit door met eigen planners' }).click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Noordhaven Logistics groeit door met eigen planners',
    )
    await expect(page.getByText('Van tijdelijke inzet naar een vast planningsteam in één jaar.').first()).toBeVisible()
  })
})

test.describe('article lists', () => {
  test('blog shows 12 news cards a page; page 2 shows other articles', async ({ page }) => {
    await page.goto('/blog')
    const list = page.getByTestId('card-list')
    await expect(list.getByRole('listitem')).toHaveCount(12)
    await expect(list.getByText('Nieuws', { exact: true })).toHaveCount(12)
    await expect(list.getByText('Lees verder')).toHaveCount(12)
    await expect(list.getByRole('link').first()).toHaveAttribute('href', /^\/nieuws\//)
    const first = await cardTitles(page)

    const pagination = page.getByRole('navigation', { name: 'Paginering' })
    await expect(pagination.getByRole('link', { name: 'Pagina 1' })).toHaveAttribute('aria-current', 'page')
    await expect(pagination.getByRole('link', { name: 'Pagina 1' })).toContainText('01')
    await pagination.getByRole('link', { name: 'Pagina 2' }).click()
    await expect(page).toHaveURL(/\/blog\?page=2$/)
    await expect(pagination.getByRole('link', { name: 'Pagina 2' })).toHaveAttribute('aria-current', 'page')
    // Page 1 is the list without a page parameter.
    await expect(pagination.getByRole('link', { name: 'Pagina 1' })).toHaveAttribute('href', '/blog')
    await expect(pagination.getByRole('link', { name: 'Vorige pagina' })).toHaveAttribute('href', '/blog')
    const second = await cardTitles(page)
    expect(second).toHaveLength(12)
    expect(second.filter((title) => first.includes(title))).toEqual([])
  })

  test('choosing a subject resets to page 1 and keeps the URL clean', async ({ page }) => {
    await page.goto('/blog?page=2')
    const filter = page.getByRole('navigation', { name: 'Filter op onderwerp' })
    const subject = filter.getByRole('link', { name: 'Werkgevers' })
    const href = await subject.getAttribute('href')
    expect(href).toBe('/blog?subject=werkgevers')
    await subject.click()
    await expect(page).toHaveURL(new RegExp(`${href?.replace('?', '\\?')}$`))
    await expect(subject).toHaveAttribute('aria-current', 'true')
    await expect(page.getByTestId('card-list').getByRole('listitem')).toHaveCount(7)
    await expect(page.getByRole('navigation', { name: 'Paginering' })).toHaveCount(0)

    await filter.getByRole('link', { name: 'Alle onderwerpen' }).click()
    await expect(page).toHaveURL(/\/blog$/)
    await expect(page.getByTestId('card-list').getByRole('listitem')).toHaveCount(12)
  })

  test('a subject is chosen by its slug without JavaScript; an old link by its id moves to the slug', async ({
    browser,
    request,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto('/nieuws?page=2')
    const filter = page.getByRole('navigation', { name: 'Filter op onderwerp' })
    await filter.getByRole('link', { name: 'Werkgevers' }).click()
    await expect(page).toHaveURL(/\/nieuws\?subject=werkgevers$/)
    await expect(page).toHaveTitle(/^Nieuws over Werkgevers/)
    await expect(filter.getByRole('link', { name: 'Werkgevers' })).toHaveAttribute('aria-current', 'true')
    await expect(page.getByTestId('card-list').getByRole('listitem')).toHaveCount(7)
    await context.close()

    const { docs } = (await (await request.get('/api/subjects?where[slug][equals]=werkgevers&depth=0')).json()) as {
      docs: Array<{ id: number }>
    }
    const old = await request.get(`/nieuws?subject=${docs[0].id}`, { maxRedirects: 0 })
    expect(old.status()).toBe(308)
    expect(old.headers().location).toMatch(/\/nieuws\?subject=werkgevers$/)
  })

  test('a page that is not a number is page 1', async ({ page }) => {
    await page.goto('/blog')
    const first = await cardTitles(page)
    await page.goto('/blog?page=abc')
    expect(await cardTitles(page)).toEqual(first)
  })

  test('a made-up subject and a page past the last one are not found', async ({ page }) => {
    for (const path of ['/nieuws?subject=999999', '/blog?page=99', '/ervaringen-van-professionals?page=5']) {
      expect((await page.goto(path))?.status(), path).toBe(404)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pagina niet gevonden')
    }
  })

  test('a loader shows while the list changes', async ({ page }) => {
    await page.goto('/blog')
    let release: () => void = () => {}
    const held = new Promise<void>((resolve) => {
      release = resolve
    })
    await page.route(/\/blog\?page=2/, async (route) => {
      await held
      await route.continue()
    })
    await page.getByRole('navigation', { name: 'Paginering' }).getByRole('link', { name: 'Pagina 2' }).click()
    await expect(page.getByTestId('list-loader')).toBeVisible()
    await expect(page.getByTestId('list-loader').getByRole('status')).toHaveText('Laden…')
    release()
    await expect(page).toHaveURL(/\/blog\?page=2$/)
    await expect(page.getByTestId('list-loader')).toHaveCount(0)
  })

  test('experiences list: 12 stories a page with pagination', async ({ page }) => {
    await page.goto('/ervaringen-van-professionals')
    const list = page.getByTestId('card-list')
    await expect(list.getByRole('listitem')).toHaveCount(12)
    await expect(list.getByText('Bekijk verhaal')).toHaveCount(12)
    await expect(list.getByRole('link').first()).toHaveAttribute('href', /^\/ervaringen-van-professionals\//)
    await page.getByRole('navigation', { name: 'Paginering' }).getByRole('link', { name: 'Volgende pagina' }).click()
    await expect(page).toHaveURL(/\/ervaringen-van-professionals\?page=2$/)
    await expect(list.getByRole('listitem')).toHaveCount(2)
  })
})

test.describe('accessibility of the content pages', () => {
  const pages = {
    home: '/',
    advanced: '/over-ons',
    simple: '/werken-bij',
    team: '/team',
    labels: '/labels',
    label: '/labels/koers-bouw',
    blog: '/blog',
    'blog page 2': '/blog?page=2',
    'empty list': '/blog?page=99',
    'news article': '/nieuws/arbeidsmarkt-in-de-techniek-blijft-krap',
    experiences: '/ervaringen-van-professionals',
    experience: '/ervaringen-van-professionals/lisa-jansen',
    'success stories': '/succesverhalen',
    'success story': '/succesverhalen/noordhaven-logistics-groeit-door-met-eigen-planners',
  }
  for (const [name, path] of Object.entries(pages)) {
    test(`axe finds no violations: ${name}`, async ({ page }) => {
      await page.goto(path)
      expect(await axeViolations(page)).toEqual([])
    })
  }

  test('axe finds no violations with an FAQ item open', async ({ page }) => {
    await page.goto('/over-ons')
    await page.getByTestId('faq').getByRole('button').first().click()
    expect(await axeViolations(page)).toEqual([])
  })
})
