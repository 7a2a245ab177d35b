import { expect, test } from '@playwright/test'
import fs from 'node:fs'
import net from 'node:net'

import { loginAsEditor } from './helpers'
import { answeredWithin, chunkedPost, rawRequest } from './raw-http'
import { baseURL } from '../../playwright.config'
import { nl } from '../../src/i18n/nl'

const FIFTY_MB = 50 * 1024 * 1024

/** A process's arguments, or none when it ended while the list was read. */
function commandLine(pid: string): string[] {
  try {
    return fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0')
  } catch {
    return []
  }
}

/** The e2e server's process (scripts/serve.mjs on this port), found by its command line. */
function serverPid(): number {
  const port = new URL(baseURL).port
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    const args = commandLine(entry)
    if (args.some((arg) => arg.endsWith('scripts/serve.mjs')) && args.includes(port)) return Number(entry)
  }
  throw new Error(`No server process for port ${port}`)
}

/** Resident memory of a process, in bytes. */
function residentBytes(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8')
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) * 1024
}

/** A request line and headers written as they are, for methods Node's client handles specially. */
function rawStatusLine(method: string): Promise<string> {
  const url = new URL(baseURL)
  return new Promise((resolve) => {
    let text = ''
    const socket = net.connect(Number(url.port), url.hostname, () =>
      socket.write(`${method} / HTTP/1.1\r\nHost: ${url.host}\r\nConnection: close\r\n\r\n`),
    )
    socket.on('data', (chunk) => (text += chunk))
    socket.on('close', () => resolve(text.split('\r\n')[0]))
    socket.on('error', () => resolve(''))
  })
}

const tooLarge = { errors: [{ message: nl.forms.errors.bodyTooLarge }] }

test.describe('request bodies and methods', () => {
  test('four 50 MB anonymous logins, declared and chunked, are 413s and the server keeps its memory', async () => {
    test.setTimeout(120_000)
    // Payload's REST modules loaded before measuring: the first API request of a server loads them.
    const warmUp = await rawRequest({
      origin: baseURL,
      method: 'POST',
      path: '/api/users/login',
      headers: { 'Content-Type': 'application/json' },
      body: '{bad',
      from: '127.0.0.40',
    })
    expect(warmUp.status).toBe(400)
    const pid = serverPid()
    const before = residentBytes(pid)

    const body = Buffer.alloc(FIFTY_MB, 0x61)
    const declared = Array.from({ length: 4 }, () =>
      rawRequest({
        origin: baseURL,
        method: 'POST',
        path: '/api/users/login',
        headers: { 'Content-Type': 'application/json', 'Content-Length': body.length },
        body,
        from: '127.0.0.41',
      }),
    )
    const chunked = Array.from({ length: 4 }, () =>
      chunkedPost({ origin: baseURL, path: '/api/users/login', totalBytes: FIFTY_MB, from: '127.0.0.42' }),
    )
    const answers = await answeredWithin(Promise.all([...declared, ...chunked]), 60_000)
    expect(answers).not.toBe('no answer')
    if (answers === 'no answer') return
    for (const answer of answers) {
      expect(answer.status).toBe(413)
      expect(JSON.parse(answer.body)).toEqual(tooLarge)
    }
    // Eight bodies of 50 MB went to the server; none of them was held.
    expect(residentBytes(pid) - before).toBeLessThan(64 * 1024 * 1024)
    expect((await rawRequest({ origin: baseURL, path: '/healthz' })).status).toBe(200)
  })

  test('a chunked body over the limit of a document endpoint is a 413, and so is an anonymous upload', async () => {
    const document = await chunkedPost({
      origin: baseURL,
      path: '/api/vacancies',
      totalBytes: 8 * 1024 * 1024,
      from: '127.0.0.43',
    })
    expect(document.status).toBe(413)
    const upload = await chunkedPost({
      origin: baseURL,
      path: '/api/media',
      totalBytes: 8 * 1024 * 1024,
      from: '127.0.0.43',
      contentType: 'multipart/form-data; boundary=x',
    })
    expect(upload.status).toBe(413)
  })

  test('methods the site does not answer are a 405', async () => {
    for (const method of ['TRACE', 'CONNECT', 'PROPFIND']) {
      expect(await rawStatusLine(method), method).toBe('HTTP/1.1 405 Method Not Allowed')
    }
  })

  test("a renamed article's old address answers one 308 with one Location header", async ({ request }) => {
    const token = await loginAsEditor(request)
    const headers = { Authorization: `JWT ${token}` }
    const slug = `adreswijziging-${Date.now().toString(36)}`
    const created = await request.post('/api/news', {
      headers,
      data: {
        title: 'Adreswijziging',
        slug,
        intro: 'Wij verhuizen.',
        publishedAt: new Date().toISOString(),
        _status: 'published',
      },
    })
    expect(created.ok()).toBe(true)
    const { doc } = (await created.json()) as { doc: { id: number } }
    try {
      expect((await rawRequest({ origin: baseURL, path: `/nieuws/${slug}` })).status).toBe(200)
      const renamed = await request.patch(`/api/news/${doc.id}`, {
        headers,
        data: { slug: `${slug}-nieuw`, _status: 'published' },
      })
      expect(renamed.ok()).toBe(true)

      // The first answer after the rename (rendered, then cached) and the one after it.
      for (let attempt = 0; attempt < 2; attempt++) {
        const old = await rawRequest({ origin: baseURL, path: `/nieuws/${slug}` })
        expect(old.status).toBe(308)
        const raw = old.rawHeaders ?? []
        const locations = raw.filter((_, index) => index % 2 === 1 && raw[index - 1].toLowerCase() === 'location')
        expect(locations).toEqual([`/nieuws/${slug}-nieuw`])
      }
    } finally {
      await request.delete(`/api/news/${doc.id}`, { headers, maxRetries: 1 })
    }
  })
})
