import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

import { serverNodeOptions, serverProcessEnv } from '../../scripts/lib/build.mjs'

const root = path.resolve(import.meta.dirname, '../..')
const unitFile = fs.readFileSync(path.join(root, 'deploy/koers-site.service'), 'utf8')

/** The unit's settings of one section, each key with its values in order (a key may repeat). */
function section(name: string): Map<string, string[]> {
  const settings = new Map<string, string[]>()
  let current = ''
  for (const raw of unitFile.split('\n')) {
    const line = raw.trim()
    if (!line || line.startsWith('#') || line.startsWith(';')) continue
    const header = line.match(/^\[(.+)\]$/)
    if (header) current = header[1]
    else if (current === name) {
      const at = line.indexOf('=')
      const key = line.slice(0, at)
      settings.set(key, [...(settings.get(key) ?? []), line.slice(at + 1)])
    }
  }
  return settings
}

const service = section('Service')
const value = (key: string) => service.get(key)?.at(-1)
/** The unit's Environment= lines, then `overrides` as the environment file would set them. */
const environment = (overrides: NodeJS.ProcessEnv): Record<string, string | undefined> => ({
  ...Object.fromEntries((service.get('Environment') ?? []).map((entry) => entry.split(/=(.*)/s).slice(0, 2))),
  ...overrides,
})
/** ExecStart's words with ${VAR} filled in as systemd does. */
const execStart = (env: Record<string, string | undefined>) =>
  value('ExecStart')!
    .split(/\s+/)
    .map((word) => word.replace(/\$\{(\w+)\}/g, (_, name: string) => env[name] ?? ''))

describe('the systemd unit (deploy/koers-site.service)', () => {
  it('starts the server with the node options `npm start` uses, SERVER_HEAP_MB included', () => {
    const production: NodeJS.ProcessEnv = { NODE_ENV: 'production' }
    for (const overrides of [production, { ...production, SERVER_HEAP_MB: '512' }]) {
      const env = environment(overrides)
      const words = execStart(env)
      expect(words.at(-1)).toBe('scripts/serve.mjs')
      expect(words.slice(1, -1)).toEqual(serverNodeOptions(overrides))
    }
  })

  it('sets the allocator variables `npm start` gives the server', () => {
    const production: NodeJS.ProcessEnv = { NODE_ENV: 'production' }
    const env = environment(production)
    for (const [name, setting] of Object.entries(serverProcessEnv(production))) expect(env[name]).toBe(setting)
  })

  it('restarts after a failure, not after a stop, and waits longer than the shutdown grace', () => {
    expect(value('Restart')).toBe('on-failure')
    expect(value('KillSignal')).toBe('SIGTERM')
    expect(value('EnvironmentFile')).toBeTruthy()
    const serveScript = fs.readFileSync(path.join(root, 'scripts/serve.mjs'), 'utf8')
    const grace = Number(serveScript.match(/seconds\('SHUTDOWN_GRACE_SECONDS', (\d+)\)/)?.[1])
    expect(grace).toBeGreaterThan(0)
    expect(Number.parseInt(value('TimeoutStopSec')!, 10)).toBeGreaterThan(grace)
  })

  it('runs unprivileged with a read-only system, the data directory writable', () => {
    expect(value('NoNewPrivileges')).toBe('true')
    expect(value('ProtectSystem')).toBe('strict')
    expect(value('ReadWritePaths')).toBe(`${value('WorkingDirectory')}/data`)
    expect(value('User')).toBeTruthy()
  })
})
