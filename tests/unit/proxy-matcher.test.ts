import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

import { SEARCH_SEGMENT } from '@/lists/list-segments'
import { FIXED_PAGE_FOLDERS } from '@/page-data/unknown-page'
import { config } from '@/proxy'
import { appRouteSegments } from '@/routing/app-routes'

const pageSource = (source: string) => new RegExp(`^${source}$`)

describe('proxy matcher', () => {
  it('runs the proxy for every page request', () => {
    expect(config.matcher).toHaveLength(1)
    const matches = pageSource(config.matcher[0])
    for (const path of ['/vacatures', '/blog', '/', '/solliciteren', '/bestaat-niet', '/vacatures/bestaat-niet'])
      expect(matches.test(path), path).toBe(true)
  })

  it('leaves Payload, the form endpoints, feeds, Next’s files and files with an extension alone', () => {
    const matches = pageSource(config.matcher[0])
    for (const path of [
      '/api/media',
      '/admin',
      '/actions/module/contact',
      '/feeds/vacatures.xml',
      '/_next/static/a.js',
      '/_not-found',
      '/healthz',
      '/form-retry/contact',
      '/robots.txt',
    ]) {
      expect(matches.test(path), path).toBe(false)
    }
  })
})

describe('the app’s own routes', () => {
  it('are the folders of src/app and of its route groups, but the catch-all page and Next’s own files', () => {
    const segments = appRouteSegments(path.resolve(import.meta.dirname, '../../src/app'))
    expect(segments).toEqual(
      expect.arrayContaining(['actions', 'admin', 'api', 'healthz', 'vacature-alert', SEARCH_SEGMENT]),
    )
    expect(segments.filter((name) => /^[[(_]/.test(name))).toEqual([])
    expect(new Set(segments).size).toBe(segments.length)
    for (const folder of Object.keys(FIXED_PAGE_FOLDERS)) expect(segments, folder).toContain(folder)
  })

  it('hold every folder the proxy’s matcher leaves out (Next reads the matcher as a literal, so it names them again)', () => {
    const segments = appRouteSegments(path.resolve(import.meta.dirname, '../../src/app'))
    const skipped = /^\/\(\(\?!([^.]+)\|\.\*/.exec(config.matcher[0])?.[1].split('|') ?? []
    expect(skipped.length).toBeGreaterThan(0)
    for (const name of skipped) expect([...segments, '_next', '_not-found'], name).toContain(name)
  })

  it('lists every page of the folders that hold only fixed pages', () => {
    const site = path.resolve(import.meta.dirname, '../../src/app/(site)')
    const pagesUnder = (dir: string, prefix: string): string[] =>
      fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
        if (entry.isDirectory()) return pagesUnder(path.join(dir, entry.name), `${prefix}/${entry.name}`)
        return entry.name === 'page.tsx' ? [prefix] : []
      })
    for (const [folder, pages] of Object.entries(FIXED_PAGE_FOLDERS)) {
      expect(pagesUnder(path.join(site, folder), `/${folder}`).sort(), folder).toEqual([...pages].sort())
    }
  })
})
