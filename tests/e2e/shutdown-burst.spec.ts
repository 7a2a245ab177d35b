import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { expect, test } from '@playwright/test'

import { burstAcrossSignal } from '../fixtures/http-burst'

/**
 * SIGTERM in the middle of a burst: every request whose bytes were on their way before the signal
 * (on new connections, on kept-alive ones, a form whose body is still coming) gets a complete
 * answer, and a connection opened after it is refused.
 */
const port = Number(process.env.E2E_PORT || 3100) + 35
let server: ChildProcess
let dataDir = ''

async function waitUntilHealthy(): Promise<void> {
  const deadline = Date.now() + 240_000
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/healthz`)).ok) return
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  throw new Error('Server did not become healthy')
}

test.describe('graceful shutdown of a burst', () => {
  test.describe.configure({ timeout: 360_000 })

  test.beforeAll(async () => {
    test.setTimeout(360_000)
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'koers-burst-'))
    server = spawn(process.execPath, [path.resolve('scripts/serve.mjs'), '-p', String(port), '-H', '127.0.0.1'], {
      env: {
        ...process.env,
        NODE_ENV: 'production',
        DATA_DIR: dataDir,
        DATABASE_URL: `file:${path.join(dataDir, 'burst.db')}`,
        PAYLOAD_SECRET: 'burst-test-secret-0123456789abcdef01234567',
        SEED_ON_START: 'false',
        JOBS_AUTORUN: 'false',
      },
      stdio: ['ignore', 'inherit', 'inherit'],
    })
    await waitUntilHealthy()
  })

  test.afterAll(() => {
    if (server.exitCode === null) server.kill('SIGKILL')
    fs.rmSync(dataDir, { recursive: true, force: true })
  })

  test('every request written before SIGTERM is answered whole; new connections are refused', async () => {
    const exited = new Promise<number | null>((resolve) => server.once('exit', (code) => resolve(code)))
    const { outcomes, lateConnection } = await burstAcrossSignal({
      port,
      // Pages rendered for the first time hold the event loop, as a busy server's do.
      paths: ['/healthz', '/', '/vacatures', '/nieuws', '/contact', '/robots.txt', '/sitemap.xml', '/bestaat-niet'],
      fresh: 30,
      keptAlive: 8,
      forms: {
        count: 3,
        path: '/actions/module/contact',
        body: JSON.stringify({
          name: 'Sanne de Vries',
          phoneNumber: '06 12345678',
          email: 'sanne@example.nl',
          message: 'Ik zoek werk als verpleegkundige in de regio Utrecht.',
        }),
      },
      signal: () => server.kill('SIGTERM'),
    })
    const cutOff = outcomes.filter((outcome) => !outcome.complete)
    console.log(`SIGTERM burst: ${outcomes.length - cutOff.length} of ${outcomes.length} answered in full`)
    expect(cutOff, `${cutOff.length} of ${outcomes.length} requests were cut off`).toEqual([])
    // Refused, or reset when it came just as the listening socket closed: never taken in.
    expect(['ECONNREFUSED', 'ECONNRESET']).toContain(lateConnection)
    expect(await exited).toBe(0)
  })
})
