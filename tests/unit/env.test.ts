import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

import { SERVER_ENV_VARIABLES, serverEnv, siteUrl, TOOLING_ENV_VARIABLES } from '@/env'

/** The variable names in the first column of the README's configuration table. */
function documentedVariables(): string[] {
  const readme = fs.readFileSync(path.resolve(import.meta.dirname, '../../README.md'), 'utf8')
  const section = readme.slice(
    readme.indexOf('## Configuration'),
    readme.indexOf('\n## ', readme.indexOf('## Configuration') + 1),
  )
  return section
    .split('\n')
    .filter((line) => line.startsWith('| `'))
    .flatMap((line) => [...line.split('|')[1].matchAll(/`([A-Z0-9_]+)`/g)].map((match) => match[1]))
}

describe('environment variables', () => {
  it('are all documented in the README, and the README documents nothing else', () => {
    const known = [...SERVER_ENV_VARIABLES, ...TOOLING_ENV_VARIABLES].filter((name) => name !== 'NODE_ENV')
    expect(new Set(documentedVariables())).toEqual(new Set(known))
  })

  it('are each documented in one row', () => {
    const documented = documentedVariables()
    expect(documented.filter((name, index) => documented.indexOf(name) !== index)).toEqual([])
  })

  it('fall back to their defaults when unset or not parsable', () => {
    const env = serverEnv({ RATE_LIMIT_MAX: 'veel', FORM_MAX_PARALLEL_UPLOADS: '2.5', JOBS_AUTORUN: 'ja' })
    expect(env).toMatchObject({ RATE_LIMIT_MAX: 5, FORM_MAX_PARALLEL_UPLOADS: 4, JOBS_AUTORUN: true, DATA_DIR: 'data' })
  })

  it('read numbers and switches', () => {
    const env = serverEnv({ RATE_LIMIT_MAX: '12', JOBS_AUTORUN: 'false', SEED_ON_START: 'true', S3_BUCKET: ' media ' })
    expect(env).toMatchObject({ RATE_LIMIT_MAX: 12, JOBS_AUTORUN: false, SEED_ON_START: true, S3_BUCKET: 'media' })
  })

  it('keep secrets exactly as given', () => {
    expect(serverEnv({ PAYLOAD_SECRET: ' with spaces ' }).PAYLOAD_SECRET).toBe(' with spaces ')
  })

  it('see a variable changed since the last call', () => {
    const source: Record<string, string | undefined> = { RATE_LIMIT_MAX: '12' }
    expect(serverEnv(source).RATE_LIMIT_MAX).toBe(12)
    // Unchanged variables give the same parse, not a new one.
    expect(serverEnv(source)).toBe(serverEnv(source))
    source.RATE_LIMIT_MAX = '7'
    expect(serverEnv(source).RATE_LIMIT_MAX).toBe(7)
    delete source.RATE_LIMIT_MAX
    expect(serverEnv(source).RATE_LIMIT_MAX).toBe(5)
  })

  it('give the site URL without a trailing slash', () => {
    expect(siteUrl({})).toBe('http://localhost:3000')
    expect(siteUrl({ SITE_URL: 'https://www.koersgroep.nl/' })).toBe('https://www.koersgroep.nl')
    expect(siteUrl({ SITE_URL: 'https://www.koersgroep.nl', PORT: '4155' })).toBe('https://www.koersgroep.nl')
  })

  it('give the local demo, without SITE_URL, its own port and host as the site URL', () => {
    expect(siteUrl({ PORT: '4155' })).toBe('http://localhost:4155')
    expect(siteUrl({ PORT: '4155', HOST: '127.0.0.1' })).toBe('http://localhost:4155')
    expect(siteUrl({ PORT: '4155', HOST: '0.0.0.0' })).toBe('http://localhost:4155')
    expect(siteUrl({ PORT: '4155', HOST: '::' })).toBe('http://localhost:4155')
    expect(siteUrl({ PORT: '8080', HOST: '192.168.1.20' })).toBe('http://192.168.1.20:8080')
    expect(siteUrl({ PORT: '8080', HOST: 'fd00::20' })).toBe('http://[fd00::20]:8080')
  })

  it('give mail links the port the server runs on', async () => {
    const { absoluteUrl } = await import('@/alerts/links')
    const saved = { SITE_URL: process.env.SITE_URL, PORT: process.env.PORT, HOST: process.env.HOST }
    try {
      delete process.env.SITE_URL
      Object.assign(process.env, { PORT: '4155', HOST: '127.0.0.1' })
      expect(absoluteUrl('/vacature-alert/beheren')).toBe('http://localhost:4155/vacature-alert/beheren')
    } finally {
      for (const [name, value] of Object.entries(saved))
        if (value === undefined) delete process.env[name]
        else process.env[name] = value
    }
  })
})
