import { gzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'

import { fitCeilingLength } from '../lib/ceiling-size.mjs'
import { extractScriptSources, gzipBytes, summariseFirstLoad } from '../lib/first-load-js.mjs'
import { categoryScores, failingAudits, labMetrics, medianBenchmarkIndex } from '../lib/lighthouse-audits.mjs'
import { extractOptimisedImageUrls } from '../lib/page-images.mjs'

const page = 'http://127.0.0.1:3000/over-ons'

describe('scripts a page loads at once', () => {
  it('counts script sources and script preloads, resolved, without duplicates or the text of inline scripts', () => {
    const html = [
      '<link rel="preload" as="style" href="/_next/static/a.css">',
      '<script src="/_next/static/chunks/main.js" async=""></script>',
      '<script src=/_next/static/chunks/main.js></script>',
      "<script src='https://cdn.example.nl/x.js?a=1&amp;b=2'></script>",
      '<link rel="preload" href="/_next/static/chunks/lazy.js" as="script" fetchPriority="low"/>',
      '<link rel="modulepreload" href="chunks/module.js">',
      '<script>self.__next_f.push([1,"<script src=\\"/inline.js\\">"])</script>',
    ].join('')
    expect(extractScriptSources(html, page)).toEqual([
      'http://127.0.0.1:3000/_next/static/chunks/main.js',
      'https://cdn.example.nl/x.js?a=1&b=2',
      'http://127.0.0.1:3000/_next/static/chunks/lazy.js',
      'http://127.0.0.1:3000/chunks/module.js',
    ])
  })

  it('leaves out legacy nomodule scripts and attributes that only end in src', () => {
    const html =
      '<script src="/polyfills.js" noModule=""></script><script data-src="/later.js"></script><img src="/a.png">'
    expect(extractScriptSources(html, page)).toEqual([])
  })
})

describe('first-load summary', () => {
  it('splits scripts every page loads from each page’s own, in KB', () => {
    const sizes = { runtime: 102_400, shell: 10_240, carousel: 5_120, form: 2_048 }
    const summary = summariseFirstLoad(
      { home: ['runtime', 'shell', 'carousel'], contact: ['runtime', 'form', 'shell'] },
      sizes,
    )
    expect(summary.home).toEqual({ scripts: 3, totalKb: 115, sharedKb: 110, ownKb: 5 })
    expect(summary.contact).toEqual({ scripts: 3, totalKb: 112, sharedKb: 110, ownKb: 2 })
  })

  it('measures gzip size of the bytes', () => {
    const text = Buffer.from('a'.repeat(10_000))
    expect(gzipBytes(text)).toBe(gzipSync(text, { level: 9 }).length)
    expect(gzipBytes(text)).toBeLessThan(100)
  })
})

describe('Lighthouse report reduction', () => {
  const lhr = {
    categories: {
      performance: {
        score: 0.974,
        auditRefs: [{ id: 'largest-contentful-paint' }, { id: 'unused-javascript' }, { id: 'diagnostics' }],
      },
      accessibility: { score: 1, auditRefs: [{ id: 'color-contrast' }, { id: 'image-alt' }] },
      seo: { score: 0.92, auditRefs: [{ id: 'meta-description' }, { id: 'manual-check' }] },
    },
    audits: {
      'largest-contentful-paint': {
        id: 'largest-contentful-paint',
        score: 0.96,
        scoreDisplayMode: 'numeric',
        numericValue: 2210.6,
      },
      'unused-javascript': { id: 'unused-javascript', score: 1, scoreDisplayMode: 'metricSavings' },
      diagnostics: { id: 'diagnostics', score: null, scoreDisplayMode: 'informative' },
      'color-contrast': { id: 'color-contrast', score: 1, scoreDisplayMode: 'binary' },
      'image-alt': { id: 'image-alt', score: null, scoreDisplayMode: 'notApplicable' },
      'meta-description': { id: 'meta-description', score: 0, scoreDisplayMode: 'binary' },
      'manual-check': { id: 'manual-check', score: 0, scoreDisplayMode: 'manual' },
      'cumulative-layout-shift': { id: 'cumulative-layout-shift', numericValue: 0.04321 },
    },
  }

  it('rounds category scores to whole numbers', () => {
    expect(categoryScores(lhr)).toEqual({ performance: 97, accessibility: 100, seo: 92 })
  })

  it('lists only scored audits that did not pass, per category', () => {
    expect(failingAudits(lhr)).toEqual({ performance: ['largest-contentful-paint'], seo: ['meta-description'] })
  })

  it('keeps the lab metrics, missing ones as null', () => {
    expect(labMetrics(lhr)).toEqual({ fcpMs: null, lcpMs: 2211, tbtMs: null, cls: 0.043, speedIndexMs: null })
  })

  it('takes the median of the runs’ measures of the machine, leaving out runs without one', () => {
    const run = (benchmarkIndex?: number) => ({
      categories: {},
      audits: {},
      environment: benchmarkIndex === undefined ? {} : { benchmarkIndex },
    })
    expect(medianBenchmarkIndex([run(1500), run(900.4), run(1210), run()])).toBe(1210)
    expect(medianBenchmarkIndex([run(1000), run(1301)])).toBe(1151)
    expect(medianBenchmarkIndex([run()])).toBeNull()
  })
})

describe('ceiling page size', () => {
  it('finds the text length whose page has the measured size', async () => {
    const probes: number[] = []
    const pageBytes = async (length: number) => {
      probes.push(length)
      return 4_321 + 2 * length
    }
    const fit = await fitCeilingLength(100_000, pageBytes)
    expect(fit.length).toBe(47_840)
    expect(Math.abs(fit.bytes - 100_000)).toBeLessThanOrEqual(2) // as close as whole characters allow
    expect(probes).toHaveLength(3)
  })

  it('does not go below an empty page', async () => {
    expect(await fitCeilingLength(1_000, async (length: number) => 5_000 + length)).toEqual({ length: 0, bytes: 5_000 })
  })
})

describe('optimised images of a page', () => {
  it('finds every /_next/image URL in src and srcset once, with entities decoded', () => {
    const html = [
      '<img src="/_next/image?url=%2Fa.webp&amp;w=1024&amp;q=75" srcset="/_next/image?url=%2Fa.webp&amp;w=375&amp;q=75 375w, /_next/image?url=%2Fa.webp&amp;w=1024&amp;q=75 1024w">',
      '<link rel="preload" as="image" imageSrcSet="/_next/image?url=%2Fb.webp&amp;w=500&amp;q=75 500w"/>',
      '<img src="/api/media/file/c.svg">',
    ].join('')
    expect(extractOptimisedImageUrls(html, page)).toEqual([
      'http://127.0.0.1:3000/_next/image?url=%2Fa.webp&w=1024&q=75',
      'http://127.0.0.1:3000/_next/image?url=%2Fa.webp&w=375&q=75',
      'http://127.0.0.1:3000/_next/image?url=%2Fb.webp&w=500&q=75',
    ])
  })
})
