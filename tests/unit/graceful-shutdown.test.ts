import { spawn } from 'node:child_process'
import { once } from 'node:events'
import path from 'node:path'
import readline from 'node:readline'
import { describe, expect, it } from 'vitest'

import { burstAcrossSignal, lateRequestSummary } from '../fixtures/http-burst'

const root = path.resolve(import.meta.dirname, '../..')

/**
 * The shutdown of src/ops/graceful-shutdown.mjs on a server whose event loop is busy, as the
 * site's is under load: request bytes and connections wait in the kernel when SIGTERM comes.
 */
describe('graceful shutdown', () => {
  it(
    'answers every request written before SIGTERM in full and refuses, never resets, later connections',
    { timeout: 60_000 },
    async () => {
      const server = spawn(process.execPath, [path.join(root, 'tests/fixtures/busy-server.mjs'), '20'], {
        stdio: ['ignore', 'pipe', 'inherit'],
      })
      const exited = new Promise<number | null>((resolve) => server.once('exit', (code) => resolve(code)))
      try {
        const [firstLine] = await once(readline.createInterface({ input: server.stdout! }), 'line')
        const port = Number(firstLine)
        const { outcomes, lateRequests } = await burstAcrossSignal({
          port,
          paths: ['/', '/big', '/page'],
          fresh: 40,
          keptAlive: 10,
          forms: { count: 3, path: '/form', body: JSON.stringify({ message: 'Ik zoek werk in de regio Utrecht.' }) },
          signal: () => server.kill('SIGTERM'),
        })
        const cutOff = outcomes.filter((outcome) => !outcome.complete)
        expect(cutOff, `${cutOff.length} of ${outcomes.length} requests cut off`).toEqual([])
        expect(lateRequestSummary(lateRequests)).toEqual({ cutOff: [], refused: true })
        expect(await exited).toBe(0)
      } finally {
        if (server.exitCode === null) server.kill('SIGKILL')
      }
    },
  )
})
