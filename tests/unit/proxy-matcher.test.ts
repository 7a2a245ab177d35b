import { describe, expect, it } from 'vitest'

import { LIST_QUERY_KEYS } from '@/content/list-query'
import { FORM_FLASH_COOKIE } from '@/forms/form-fields'
import { config } from '@/proxy'

const pageSource = (source: string) => new RegExp(`^${source}$`)

describe('proxy matcher', () => {
  it('runs the proxy for a page request with any list parameter, and only then', () => {
    const byQuery = config.matcher.filter((entry) => entry.has[0].type === 'query')
    expect(byQuery.map((entry) => entry.has[0].key).sort()).toEqual([...LIST_QUERY_KEYS].sort())
    for (const entry of byQuery) expect(entry.has).toEqual([{ type: 'query', key: entry.has[0].key }])
    // ... and for a form page after a post without JavaScript came back with errors.
    expect(config.matcher.filter((entry) => entry.has[0].type === 'cookie').map((entry) => entry.has)).toEqual([
      [{ type: 'cookie', key: FORM_FLASH_COOKIE }],
    ])
  })

  it('leaves Payload, the form endpoints, feeds, Next’s files and files with an extension alone', () => {
    const sources = new Set(config.matcher.map((entry) => entry.source))
    expect(sources.size).toBe(1)
    const matches = pageSource([...sources][0])
    for (const path of ['/vacatures', '/blog', '/', '/solliciteren']) expect(matches.test(path), path).toBe(true)
    for (const path of [
      '/api/media',
      '/admin',
      '/actions/module/contact',
      '/feeds/vacatures.xml',
      '/_next/static/a.js',
      '/healthz',
      '/form-retry/contact',
      '/robots.txt',
    ]) {
      expect(matches.test(path), path).toBe(false)
    }
  })
})
