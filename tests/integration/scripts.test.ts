import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'

import { copySeededData } from '../../scripts/lib/seeded-data.mjs'

const root = path.resolve(import.meta.dirname, '../..')
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'koers-scripts-'))
const env = {
  ...process.env,
  DATA_DIR: dataDir,
  DATABASE_URL: `file:${path.join(dataDir, 'site.db')}`,
  PAYLOAD_SECRET: 'scripts-test-secret-0123456789abcdef0123',
  NODE_ENV: 'development' as const,
}

/** Runs an npm script as a developer would, in a separate process on its own database. */
function npmRun(script: string, ...args: string[]): { status: number | null; output: string } {
  const result = spawnSync('npm', ['run', '--silent', script, ...(args.length ? ['--', ...args] : [])], {
    cwd: root,
    env,
    encoding: 'utf8',
    timeout: 600_000,
  })
  return { status: result.status, output: `${result.stdout}\n${result.stderr}` }
}

afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }))

// The scripts are the same on both databases; one run on SQLite proves they finish every time.
// Each script is a new process that loads Payload, so the steps get minutes, not the default seconds.
describe.skipIf(process.env.TEST_DATABASE === 'postgres')(
  'npm scripts, each run twice in a row',
  { timeout: 1_200_000 },
  () => {
    it('migrate', () => {
      for (let run = 0; run < 2; run++) expect(npmRun('migrate')).toMatchObject({ status: 0 })
    })

    it('seed, then seed again (idempotent)', () => {
      // `npm test` seeded a database with this same script once (scripts/lib/seeded-data.mjs,
      // without the accounts): on a copy of it, one run is the second.
      const seeded = copySeededData(dataDir, 'site.db')
      const first = npmRun('seed')
      expect(first.status, first.output).toBe(0)
      expect(first.output).toContain('Demo-redacteur')
      if (seeded) return
      const second = npmRun('seed')
      expect(second.status, second.output).toBe(0)
    })

    it('seed into a fresh database while the media folder still holds the earlier files', () => {
      expect(fs.readdirSync(path.join(dataDir, 'media')).length).toBeGreaterThan(0)
      for (const file of ['site.db', 'site.db-wal', 'site.db-shm']) fs.rmSync(path.join(dataDir, file), { force: true })
      // The minimal site: its image is one of the demo's, left on disk (the seeded-data step of
      // `npm test` seeds the whole demo into an empty database once).
      const result = npmRun('seed', 'minimal')
      expect(result.status, result.output).toBe(0)
      // Replaced under its own name, not stored again as a renamed copy ('keyvisual-home-1.webp').
      const media = fs.readdirSync(path.join(dataDir, 'media'))
      expect(media).toContain('keyvisual-home.webp')
      expect(media.filter((name) => /^keyvisual-home-\d+\.webp$/.test(name))).toEqual([])
    })

    it('import:vacancies', () => {
      const feed = path.join(dataDir, 'feed.xml')
      const date = new Date().toUTCString()
      fs.writeFileSync(
        feed,
        `<?xml version="1.0" encoding="utf-8"?>
<source>
  <publisher>Koers Groep</publisher>
  <job>
    <title><![CDATA[Heftruckchauffeur]]></title>
    <date><![CDATA[${date}]]></date>
    <referencenumber><![CDATA[script-1]]></referencenumber>
    <company><![CDATA[Feedbedrijf]]></company>
    <city><![CDATA[Tilburg]]></city>
    <country><![CDATA[NL]]></country>
    <description><![CDATA[<p>Je rijdt heftruck.</p>]]></description>
  </job>
</source>
`,
      )
      for (let run = 0; run < 2; run++) {
        const result = npmRun('import:vacancies', feed)
        expect(result.status, result.output).toBe(0)
      }
    })
  },
)
