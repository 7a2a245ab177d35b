import { expect, test } from '@playwright/test'
import type { ChildProcess } from 'node:child_process'

import { startServer, type OwnServer } from './own-server'
import { burstAcrossSignal, lateRequestSummary } from '../fixtures/http-burst'

/**
 * SIGTERM in the middle of a burst: every request whose bytes were on their way before the signal
 * (on new connections, on kept-alive ones, a form whose body is still coming) gets a complete
 * answer, and a connection opened after it is refused.
 */
let port = 0
let own: OwnServer
let server: ChildProcess

test.describe('graceful shutdown of a burst', () => {
  test.describe.configure({ timeout: 360_000 })

  test.beforeAll(async () => {
    test.setTimeout(360_000)
    own = await startServer({ data: 'empty', env: { JOBS_AUTORUN: 'false' } })
    port = own.port
    server = own.process
  })

  test.afterAll(() => own.stop('SIGKILL'))

  test('every request written before SIGTERM is answered whole; later connections are refused, never reset', async () => {
    const exited = new Promise<number | null>((resolve) => server.once('exit', (code) => resolve(code)))
    const { outcomes, lateRequests } = await burstAcrossSignal({
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
    expect(lateRequestSummary(lateRequests)).toEqual({ cutOff: [], refused: true })
    expect(await exited).toBe(0)
  })
})
