import { spawn } from 'node:child_process'
import { once } from 'node:events'
import http from 'node:http'
import net from 'node:net'
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

  it('stops listening at once when no connection waits, and exits', { timeout: 30_000 }, async () => {
    const server = spawn(process.execPath, [path.join(root, 'tests/fixtures/busy-server.mjs'), '0'], {
      stdio: ['ignore', 'pipe', 'inherit'],
    })
    const exited = new Promise<number | null>((resolve) => server.once('exit', (code) => resolve(code)))
    try {
      const lines = readline.createInterface({ input: server.stdout! })[Symbol.asyncIterator]()
      const port = Number((await lines.next()).value)
      // A kept-alive connection, idle when the signal comes.
      const agent = new http.Agent({ keepAlive: true })
      await new Promise((resolve) =>
        http.get({ port, host: '127.0.0.1', agent }, (res) => res.resume().on('end', resolve)),
      )
      server.kill('SIGTERM')
      // The server's log line: it has seen the signal.
      expect((await lines.next()).value).toContain('SIGTERM: finishing 0 request(s)')
      const started = Date.now()
      const outcome = await new Promise<string>((resolve) => {
        const socket = net.connect(port, '127.0.0.1')
        socket.once('connect', () => {
          socket.destroy()
          resolve('connected')
        })
        socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message))
      })
      // Refused straight away: a dropped handshake would have been retried a second later.
      expect(outcome).toBe('ECONNREFUSED')
      expect(Date.now() - started).toBeLessThan(500)
      expect(await exited).toBe(0)
      agent.destroy()
    } finally {
      if (server.exitCode === null) server.kill('SIGKILL')
    }
  })
})
