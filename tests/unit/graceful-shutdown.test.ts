import { spawn } from 'node:child_process'
import http from 'node:http'
import net from 'node:net'
import path from 'node:path'
import readline from 'node:readline'
import { describe, expect, it } from 'vitest'

import { burstAcrossSignal, lateRequestSummary, streamAcrossSignal } from '../fixtures/http-burst'

const root = path.resolve(import.meta.dirname, '../..')

/** A busy server (tests/fixtures/busy-server.mjs) holding the loop `busyMs` a request, and its port. */
async function startBusyServer(busyMs: number) {
  const server = spawn(process.execPath, [path.join(root, 'tests/fixtures/busy-server.mjs'), String(busyMs)], {
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  const exited = new Promise<number | null>((resolve) => server.once('exit', (code) => resolve(code)))
  const lines = readline.createInterface({ input: server.stdout! })[Symbol.asyncIterator]()
  const port = Number((await lines.next()).value)
  return { server, port, lines, exited }
}

/**
 * The shutdown of src/ops/graceful-shutdown.mjs on a server whose event loop is busy, as the
 * site's is under load: request bytes and connections wait in the kernel when SIGTERM comes.
 */
describe('graceful shutdown', () => {
  it(
    'answers every request written before SIGTERM in full and refuses, never resets, later connections',
    { timeout: 60_000 },
    async () => {
      const { server, port, exited } = await startBusyServer(20)
      try {
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

  it(
    'resets no connection of a steady stream of new clients, however the close falls between them',
    { timeout: 60_000 },
    async () => {
      // Several servers at once, each under its own stream: the close of each falls at another
      // moment between a client's handshake and the next accept.
      const servers = await Promise.all([0, 1, 2, 3].map(() => startBusyServer(0)))
      try {
        const streams = await Promise.all(
          servers.map(({ server, port }) =>
            streamAcrossSignal({ port, clients: 32, signalAfterMs: 300, signal: () => server.kill('SIGTERM') }),
          ),
        )
        for (const { answered } of streams) expect(answered).toBeGreaterThan(0)
        expect(streams.flatMap(({ cutOff }) => cutOff)).toEqual([])
        expect(await Promise.all(servers.map(({ exited }) => exited))).toEqual([0, 0, 0, 0])
      } finally {
        for (const { server } of servers) if (server.exitCode === null) server.kill('SIGKILL')
      }
    },
  )

  it('stops listening at once when no connection waits, and exits', { timeout: 30_000 }, async () => {
    const { server, port, lines, exited } = await startBusyServer(0)
    try {
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
