import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'

const fixture = path.resolve(import.meta.dirname, '../fixtures/supervised-stand-in.mjs')

const isRunning = (pid: number) => {
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}

async function waitFor<T>(what: string, check: () => T | undefined, timeoutMs = 15_000): Promise<T> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const value = check()
    if (value !== undefined) return value
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

type Started = { npm: ChildProcess; supervisor: number; servers: () => number[]; output: () => string }

let started: Started | undefined
let directory = ''

/** `npm start` in a package whose start script is the supervisor around a stand-in server. */
async function npmStart(): Promise<Started> {
  directory = fs.mkdtempSync(path.join(os.tmpdir(), 'koers-supervisor-'))
  const scripts = { start: `node ${JSON.stringify(fixture)}` }
  fs.writeFileSync(path.join(directory, 'package.json'), JSON.stringify({ name: 'stand-in', private: true, scripts }))
  const npm = spawn('npm', ['start', '--silent'], { cwd: directory, stdio: ['ignore', 'pipe', 'pipe'] })
  let text = ''
  npm.stdout!.on('data', (chunk) => (text += chunk))
  npm.stderr!.on('data', (chunk) => (text += chunk))
  const servers = () => [...text.matchAll(/stand-in server (\d+) ready/g)].map((match) => Number(match[1]))
  const supervisor = await waitFor('the supervisor', () => /supervisor (\d+)/.exec(text)?.[1])
  await waitFor('the server', () => servers()[0])
  started = { npm, supervisor: Number(supervisor), servers, output: () => text }
  return started
}

/** Waits until none of `pids` runs; what still runs after the timeout. */
async function stillRunning(pids: number[], timeoutMs = 10_000): Promise<number[]> {
  const deadline = Date.now() + timeoutMs
  while (pids.some(isRunning) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50))
  return pids.filter(isRunning)
}

afterEach(() => {
  if (started) {
    for (const pid of [started.npm.pid ?? 0, started.supervisor, ...started.servers()])
      if (pid && isRunning(pid)) process.kill(pid, 'SIGKILL')
    started = undefined
  }
  fs.rmSync(directory, { recursive: true, force: true })
})

/** `npm start` with its supervisor stops for good whichever of its processes is signalled. */
describe('npm start and the stop signals', { timeout: 30_000 }, () => {
  it('SIGTERM to npm stops the supervisor and the server', async () => {
    const { npm, supervisor, servers } = await npmStart()
    npm.kill('SIGTERM')
    expect(await stillRunning([supervisor, ...servers()])).toEqual([])
    expect(servers()).toHaveLength(1)
  })

  it('SIGTERM to the supervisor stops the server and npm', async () => {
    const { npm, supervisor, servers } = await npmStart()
    process.kill(supervisor, 'SIGTERM')
    expect(await stillRunning([npm.pid!, supervisor, ...servers()])).toEqual([])
    expect(servers()).toHaveLength(1)
  })

  it.each(['SIGTERM', 'SIGINT'] as const)('%s to the server stops it for good, with npm', async (signal) => {
    const { npm, supervisor, servers, output } = await npmStart()
    process.kill(servers()[0], signal)
    expect(await stillRunning([npm.pid!, supervisor, ...servers()])).toEqual([])
    expect(servers()).toHaveLength(1)
    expect(output()).not.toContain('onverwacht gestopt')
  })

  it('a server killed by SIGKILL (the OOM killer) is started again', async () => {
    const { servers, output } = await npmStart()
    process.kill(servers()[0], 'SIGKILL')
    await waitFor('a second server', () => servers()[1])
    expect(output()).toContain('Server onverwacht gestopt (signaal SIGKILL)')
  })
})
