import { EventEmitter } from 'node:events'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { restartDelay, supervise } from '@/ops/supervisor.mjs'

/** A stand-in for the server process: it exits when the test says so. */
class FakeServer extends EventEmitter {
  static started: FakeServer[] = []
  static nextPid = 100
  pid = FakeServer.nextPid++
  signals: string[] = []
  constructor() {
    super()
    FakeServer.started.push(this)
  }
  kill(signal: string) {
    this.signals.push(signal)
    return true
  }
  exit(code: number | null, signal: NodeJS.Signals | null = null) {
    this.emit('exit', code, signal)
  }
}

let clock = 0
const logs: string[] = []
const start = () => new FakeServer()
const latest = () => FakeServer.started[FakeServer.started.length - 1]
const backoff = { firstDelayMs: 1000, maxDelayMs: 30_000, healthyAfterMs: 30_000 }
const run = () => supervise({ start, log: (message) => logs.push(message), backoff, now: () => clock })

beforeEach(() => {
  vi.useFakeTimers()
  FakeServer.started = []
  clock = 0
  logs.length = 0
})
afterEach(() => vi.useRealTimers())

describe('the supervisor of `npm start`', () => {
  it('waits 1 s, 2 s, 4 s … up to 30 s between quick failures', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 10].map((failures) => restartDelay(failures, backoff))).toEqual([
      1000, 2000, 4000, 8000, 16_000, 30_000, 30_000, 30_000,
    ])
  })

  it('starts a server that died again, later after each quick failure', () => {
    run()
    expect(FakeServer.started).toHaveLength(1)
    latest().exit(null, 'SIGKILL')
    expect(logs.at(-1)).toBe('Server onverwacht gestopt (signaal SIGKILL); over 1 s opnieuw gestart')
    vi.advanceTimersByTime(999)
    expect(FakeServer.started).toHaveLength(1)
    vi.advanceTimersByTime(1)
    expect(FakeServer.started).toHaveLength(2)
    expect(logs.at(-1)).toBe(`Server gestart (pid ${latest().pid})`)

    latest().exit(1)
    expect(logs.at(-1)).toBe('Server onverwacht gestopt (code 1); over 2 s opnieuw gestart')
    vi.advanceTimersByTime(2000)
    latest().exit(1)
    vi.advanceTimersByTime(4000)
    expect(FakeServer.started).toHaveLength(4)
  })

  it('counts a server that stayed up a while as healthy: its failure waits 1 s again', () => {
    run()
    latest().exit(1)
    vi.advanceTimersByTime(1000)
    latest().exit(1)
    vi.advanceTimersByTime(2000)
    clock += 30_000
    latest().exit(null, 'SIGKILL')
    expect(logs.at(-1)).toContain('over 1 s opnieuw gestart')
  })

  it('passes SIGTERM on, waits for the server and never starts it again', async () => {
    const supervisor = run()
    const server = latest()
    supervisor.stop('SIGTERM')
    expect(server.signals).toEqual(['SIGTERM'])
    server.exit(0)
    expect(await supervisor.stopped).toBe(0)
    vi.advanceTimersByTime(60_000)
    expect(FakeServer.started).toHaveLength(1)
  })

  it('exits with the code of a server that failed while stopping', async () => {
    const supervisor = run()
    supervisor.stop('SIGINT')
    latest().exit(1)
    expect(await supervisor.stopped).toBe(1)
  })

  it('stops at once, without starting a server, while it waits to restart one', async () => {
    const supervisor = run()
    latest().exit(1)
    supervisor.stop('SIGTERM')
    expect(await supervisor.stopped).toBe(0)
    vi.advanceTimersByTime(60_000)
    expect(FakeServer.started).toHaveLength(1)
  })

  it('stops for good when the server was signalled to stop itself and exited with code 0', async () => {
    const supervisor = run()
    latest().exit(0)
    expect(await supervisor.stopped).toBe(0)
    expect(logs.at(-1)).toBe('Server gestopt (code 0)')
    vi.advanceTimersByTime(60_000)
    expect(FakeServer.started).toHaveLength(1)
  })

  it.each(['SIGTERM', 'SIGINT'] as const)('stops for good when the server died of %s', async (signal) => {
    const supervisor = run()
    latest().exit(null, signal)
    expect(await supervisor.stopped).toBe(0)
    vi.advanceTimersByTime(60_000)
    expect(FakeServer.started).toHaveLength(1)
  })

  it.each([
    [1, null],
    [null, 'SIGKILL'],
    [null, 'SIGSEGV'],
    [null, 'SIGHUP'],
  ] as const)('starts a server again that ended with code %s, signal %s', (code, signal) => {
    run()
    latest().exit(code, signal)
    vi.advanceTimersByTime(1000)
    expect(FakeServer.started).toHaveLength(2)
  })
})
