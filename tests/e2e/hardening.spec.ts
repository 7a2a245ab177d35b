import { expect, test } from '@playwright/test'
import http from 'node:http'

import { EDITOR, loginAsEditor } from './helpers'
import { postApplication, postContact, rawRequest, slowUpload } from './raw-http'
import { baseURL } from '../../playwright.config'
import { nl } from '../../src/i18n/nl'
import { minimalPdf } from '../fixtures/files'

/**
 * The site under attack and bad input, on the main e2e server as `npm start` serves it (no proxy
 * trusted). Each visitor comes from a loopback address of its own (127.0.0.x), so the rate-limit
 * windows of the other specs (all from 127.0.0.1) stay untouched.
 */
test.describe('hardening', () => {
  test('forged X-Forwarded-For and X-Real-IP do not reset the contact form limit', async () => {
    // scripts/e2e-server.mjs allows 30 posts per address and window.
    const limit = 30
    const statuses: Array<number | null> = []
    for (let attempt = 0; attempt < limit + 7; attempt++) {
      const forged = `198.51.100.${attempt}`
      const answer = await postContact(baseURL, '127.0.0.9', {
        'X-Forwarded-For': forged,
        'X-Real-IP': forged,
        Forwarded: `for=${forged}`,
      })
      statuses.push(answer.status)
    }
    expect(statuses).toEqual([...Array<number>(limit).fill(200), ...Array<number>(7).fill(429)])
  })

  test('a form sent on a connection a proxy kept open while idle is answered, not reset', async () => {
    // A proxy keeps idle connections to the app for up to a minute (nginx's upstream keepalive,
    // load balancers) and does not retry a POST the app reset: the app must not close them sooner.
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 })
    try {
      const first = await rawRequest({ origin: baseURL, path: '/healthz', from: '127.0.0.27', agent })
      expect(first.status).toBe(200)
      expect(Number(/timeout=(\d+)/.exec(String(first.headers['keep-alive']))?.[1])).toBeGreaterThan(60)
      // Longer than Node's own default (5 s, and a second's grace): with it, this post would go out
      // on a new connection (reusedConnection false), or meet a reset one.
      await new Promise((resolve) => setTimeout(resolve, 7_000))
      const post = await postContact(baseURL, '127.0.0.27', {}, agent)
      expect(post).toMatchObject({ status: 200, reusedConnection: true })
    } finally {
      agent.destroy()
    }
  })

  test('anonymous GraphQL is refused at once, alias bomb or not, and /healthz keeps answering', async ({ request }) => {
    const bomb = `{ ${Array.from({ length: 200 }, (_, index) => `a${index}: Vacancies(limit: 100) { docs { id title } }`).join(' ')} }`
    const answer = await rawRequest({
      origin: baseURL,
      method: 'POST',
      path: '/api/graphql',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ query: bomb }),
      from: '127.0.0.10',
    })
    expect(answer.status).toBe(403)
    expect((await request.get('/healthz')).status()).toBe(200)
  })

  test("an editor's GraphQL is bounded in aliases and depth, and a malformed body is a 400", async ({ request }) => {
    await loginAsEditor(request)
    const post = (body: string) =>
      request.post('/api/graphql', { headers: { 'Content-Type': 'application/json' }, data: body })
    const small = await post(JSON.stringify({ query: '{ Vacancies(limit: 1) { docs { id } } }' }))
    expect(small.status()).toBe(200)
    const aliases = `{ ${Array.from({ length: 50 }, (_, index) => `a${index}: Vacancies(limit: 1) { docs { id } }`).join(' ')} }`
    expect((await post(JSON.stringify({ query: aliases }))).status()).toBe(400)
    expect((await post('{bad')).status()).toBe(400)
  })

  test('bad input anywhere public is a 4xx, never a 5xx', async () => {
    const cases: Array<[string, string, number, Record<string, string>?, string?]> = [
      ['GET', '/%E0%A4%A', 400],
      ['GET', '/api/media/file/bestaat-niet.png', 404],
      ['GET', '/vacatures?page=999999999999999999999', 200],
      ['GET', '/blog?page=999999999999999999999', 200],
      ['GET', '/api/vacancies?where=notanobject', 400],
      ['GET', '/api/vacancies/abc', 404],
      ['GET', '/api/vacancies?limit=1e21', 400],
      ['GET', '/api/news?depth=99999', 400],
      ['POST', '/api/graphql', 403, { 'Content-Type': 'application/json' }, '{bad'],
      ['POST', '/api/users', 415, { 'Content-Type': 'text/plain' }, 'email=a@b.nl'],
      ['POST', '/api/users/login', 400, { 'Content-Type': 'application/json' }, '{bad'],
      ['GET', '/api/vacancies?where[title][near]=1,2', 400],
      ['GET', '/api/vacancies?where[createdAt][greater_than]=notadate', 400],
      ['POST', '/api/users/verify/abc', 404],
      ['GET', '/api/media/file/%00.png', 404],
      ['GET', `/api/media/file/${'a'.repeat(300)}.png`, 404],
      ['TRACE', '/', 405],
    ]
    for (const [method, path, expected, headers, body] of cases) {
      const answer = await rawRequest({ origin: baseURL, method, path, headers, body, from: '127.0.0.11' })
      expect(`${method} ${path} → ${answer.status}`).toBe(`${method} ${path} → ${expected}`)
    }
  })

  test('a PDF that the storage layer refuses is a 422 on the CV field, not a 503', async () => {
    const trailing = Buffer.concat([minimalPdf(), Buffer.alloc(4096, 0x41)])
    const noXref = Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\n%%EOF\n', 'latin1')
    for (const [from, cv] of [
      ['127.0.0.12', trailing],
      ['127.0.0.13', noXref],
    ] as const) {
      const answer = await postApplication(baseURL, from, cv)
      expect(answer.status).toBe(422)
      expect(JSON.parse(answer.body)).toEqual({ errors: { applicationCV: [nl.forms.errors.fileNotStored] } })
    }
  })

  test('four slow uploads do not close the application form for everyone else', async () => {
    test.setTimeout(120_000)
    // One visitor holds at most one upload slot; its other slow uploads are turned away at once.
    const slow = Array.from({ length: 4 }, () => slowUpload(baseURL, '127.0.0.21'))
    // Three answered means the fourth holds the slot: the valid form goes in while it trickles.
    let answered = 0
    await new Promise<void>((resolve) => {
      for (const upload of slow) void upload.then(() => ++answered === 3 && resolve())
    })
    const valid = await postApplication(baseURL, '127.0.0.25')
    expect(valid.status).toBe(200)
    // The slot holder is given up on as too slow (408), not held until the server's own timeout.
    const statuses = (await Promise.all(slow)).map((answer) => answer.status)
    expect(statuses.sort()).toEqual([408, 503, 503, 503])
  })

  test("answers with personal data are never cached; a CV is stored under a random name and downloads under the applicant's", async ({
    request,
  }) => {
    expect((await postApplication(baseURL, '127.0.0.26')).status).toBe(200)
    await loginAsEditor(request)
    const privateUrls = ['/api/users/me', '/api/applications?limit=1', '/api/contactMessages?limit=1']
    const messages = await request.get('/api/contactMessages?limit=1&depth=0')
    const { docs } = (await messages.json()) as { docs: Array<{ id: number }> }
    if (docs[0]) privateUrls.push(`/api/contactMessages/${docs[0].id}`)
    for (const url of privateUrls) {
      const response = await request.get(url)
      expect(response.status(), url).toBe(200)
      expect(response.headers()['cache-control'], url).toBe('no-store')
    }

    const files = await request.get('/api/applicationFiles?limit=1&sort=-createdAt&depth=0')
    const [file] = ((await files.json()) as { docs: Array<{ filename: string }> }).docs
    expect(file.filename).toMatch(/^[0-9a-f-]{36}\.pdf$/)
    const download = await request.get(`/api/applicationFiles/file/${file.filename}`)
    expect(download.status()).toBe(200)
    expect(download.headers()['cache-control']).toBe('no-store')
    expect(download.headers()['content-disposition']).toMatch(/^attachment; filename="(Cv|Motivatiebrief) [^"]+"/)
    const anonymous = await rawRequest({ origin: baseURL, path: `/api/applicationFiles/file/${file.filename}` })
    expect(anonymous.status).toBe(403)
  })

  test('a visitor guessing passwords is stopped without locking the account for its owner', async ({ request }) => {
    const attempt = (email: string) =>
      rawRequest({
        origin: baseURL,
        method: 'POST',
        path: '/api/users/login',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email, password: 'fout-wachtwoord-123' }),
        from: '127.0.0.30',
      })
    const statuses: Array<number | null> = []
    for (let index = 0; index < 12; index++) statuses.push((await attempt(EDITOR.email)).status)
    expect(statuses).toEqual([...Array<number>(10).fill(401), 429, 429])
    // The owner, from their own address, still gets in.
    await loginAsEditor(request)

    // A failure for an unknown account takes as long as one for a known account.
    const started = Date.now()
    const unknown = await rawRequest({
      origin: baseURL,
      method: 'POST',
      path: '/api/users/login',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'bestaat-niet@example.nl', password: 'fout-wachtwoord-123' }),
      from: '127.0.0.31',
    })
    expect(unknown.status).toBe(401)
    expect(Date.now() - started).toBeGreaterThanOrEqual(1000)
  })

  test('the admin login form shows the Dutch answer for a wrong login and for a throttled address', async ({
    page,
  }) => {
    // An account that does not exist: the browser comes from 127.0.0.1 like the other specs, and
    // only this account's count for that address reaches its limit.
    const account = { email: 'bestaat-niet-e2e@example.nl', password: 'fout-wachtwoord-123' }
    const submit = async () => {
      await page.goto('/admin/login')
      await page.getByLabel('E-mail').fill(account.email)
      await page.getByLabel('Wachtwoord').fill(account.password)
      await page.getByRole('button', { name: 'Inloggen' }).click()
    }
    await submit()
    await expect(page.getByText('Het opgegeven e-mailadres of wachtwoord is onjuist.')).toBeVisible()
    let status = 401
    for (let attempt = 0; attempt < 12 && status !== 429; attempt++)
      status = (await page.request.post('/api/users/login', { data: account })).status()
    expect(status).toBe(429)
    await submit()
    await expect(page.getByText(nl.admin.tooManyLogins(60))).toBeVisible()
    await expect(page).toHaveURL(/\/admin\/login/)
  })
})
