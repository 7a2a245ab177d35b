import { expect, test } from '@playwright/test'
import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'

import { freePort } from './child-servers'
import { copySeededData } from '../../scripts/lib/seeded-data.mjs'

/**
 * `npm start` as a visitor of the local demo gets it: on its own port without SITE_URL, with a
 * supervisor that starts the server again after it was killed, and stops with it when the server
 * is sent SIGTERM (tests/unit/supervisor-signals.test.ts signals npm and the supervisor too).
 */
let port = 0
let origin = ''
let ownOrigin = ''
let supervisor: ChildProcess
let dataDir = ''
let output = ''

/** The process id of the server the supervisor started last (it logs each start). */
function serverPid(): number | undefined {
  const started = [...output.matchAll(/Server gestart \(pid (\d+)\)/g)]
  return started.length ? Number(started[started.length - 1][1]) : undefined
}

async function waitForHomePage(timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${origin}/`)).status === 200) return
    } catch {
      // not listening (yet, or again)
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`No 200 on / within ${timeoutMs} ms\n${output}`)
}

const isRunning = (pid: number) => {
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}

const refusesConnections = () =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect(port, '127.0.0.1')
    socket.once('connect', () => {
      socket.destroy()
      resolve(false)
    })
    socket.once('error', () => resolve(true))
  })

test.describe('npm start', () => {
  test.describe.configure({ mode: 'serial', timeout: 600_000 })

  test.beforeAll(async () => {
    test.setTimeout(600_000)
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'koers-start-'))
    // The seeded content of the test run, where there is one, instead of minutes of seeding.
    copySeededData(dataDir, 'site.db')
    port = await freePort()
    origin = `http://127.0.0.1:${port}`
    ownOrigin = `http://localhost:${port}`
    const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir }
    // The local demo as a newcomer runs it: no site address, secret or database configured.
    for (const name of ['SITE_URL', 'PAYLOAD_SECRET', 'DATABASE_URL', 'REDIS_URL', 'SMTP_URL', 'LOCAL_DEMO'])
      delete env[name]
    supervisor = spawn(process.execPath, ['scripts/start.mjs'], { env, stdio: ['ignore', 'pipe', 'pipe'] })
    supervisor.stdout?.on('data', (chunk) => (output += chunk))
    supervisor.stderr?.on('data', (chunk) => (output += chunk))
    await waitForHomePage(540_000)
  })

  test.afterAll(() => {
    const pid = serverPid()
    if (supervisor.exitCode === null) supervisor.kill('SIGKILL')
    if (pid && isRunning(pid)) process.kill(pid, 'SIGKILL')
    fs.rmSync(dataDir, { recursive: true, force: true })
  })

  test('without SITE_URL, links point at the port the demo runs on', async () => {
    const sitemap = await (await fetch(`${origin}/sitemap.xml`)).text()
    const locations = [...sitemap.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1])
    expect(locations).toContain(ownOrigin)
    expect(locations.filter((url) => url !== ownOrigin && !url.startsWith(`${ownOrigin}/`))).toEqual([])
    const home = await (await fetch(`${origin}/`)).text()
    expect(home).toContain(`<link rel="canonical" href="${ownOrigin}"`)
    const robots = await (await fetch(`${origin}/robots.txt`)).text()
    expect(robots).toContain(`Sitemap: ${ownOrigin}/sitemap.xml`)
  })

  test('a killed server is started again', async () => {
    const killed = serverPid()
    expect(killed).toBeDefined()
    const killedAt = Date.now()
    process.kill(killed!, 'SIGKILL')
    await waitForHomePage(60_000)
    const seconds = (Date.now() - killedAt) / 1000
    test.info().annotations.push({ type: 'back up after kill -9', description: `${seconds.toFixed(1)} s` })
    console.log(`Back up after kill -9 in ${seconds.toFixed(1)} s`)
    expect(serverPid()).not.toBe(killed)
    expect(output).toContain('Server onverwacht gestopt (signaal SIGKILL)')
  })

  test('SIGTERM to the server stops it and the supervisor, for good', async () => {
    const pid = serverPid()!
    const exited = new Promise<number | null>((resolve) => supervisor.once('exit', (code) => resolve(code)))
    process.kill(pid, 'SIGTERM')
    expect(await exited).toBe(0)
    expect(isRunning(pid)).toBe(false)
    expect(await refusesConnections()).toBe(true)
    expect(output).not.toMatch(/Server onverwacht gestopt \((signaal SIGTERM|code 0)\)/)
    expect(output).toContain('Server gestopt (code 0)')
  })
})
