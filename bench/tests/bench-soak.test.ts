import { describe, expect, it } from 'vitest'

import { lastHalf, memoryTrend, slopePerMinute } from '../soak/memory-trend.mjs'
import { parseSoakOptions } from '../soak/options.mjs'
import { createRequestTally } from '../soak/request-tally.mjs'

/** Samples every 15 s for `minutes`, memory given as a function of the minute. */
const samples = (minutes: number, mb: (minute: number) => number) =>
  Array.from({ length: minutes * 4 + 1 }, (_, index) => ({ minutes: index / 4, mb: mb(index / 4) }))

describe('the soak: memory trend', () => {
  it('fits the least-squares slope in MB per minute', () => {
    expect(slopePerMinute([{ minutes: 0, mb: 100 }])).toBeNull()
    expect(
      slopePerMinute([
        { minutes: 1, mb: 100 },
        { minutes: 1, mb: 120 },
      ]),
    ).toBeNull()
    expect(slopePerMinute(samples(10, (minute) => 100 + 2 * minute))).toBeCloseTo(2)
    // Noise around a flat line: no slope.
    expect(slopePerMinute([0, 1, 2, 3].map((minutes) => ({ minutes, mb: minutes % 2 ? 101 : 99 })))).toBeCloseTo(0.4)
  })

  it('looks at the last half of the run only: the warm-up before it does not count', () => {
    const run = samples(60, (minute) => (minute < 10 ? 50 + 10 * minute : 150))
    expect(lastHalf(run)[0].minutes).toBe(30)
    const trend = memoryTrend(run)
    expect(trend).toMatchObject({ samples: 121, fromMinute: 30, stable: true, spread: 0, mean: 150 })
    expect(trend.slopePer10Minutes).toBeCloseTo(0)
  })

  it('calls a window stable when every sample lies within ±5% of its mean, whatever the slope says', () => {
    // Every other sample 7 MB up or down.
    const wobbling = memoryTrend(samples(60, (minute) => 150 + ((minute * 4) % 2 ? 7 : -7)))
    expect(wobbling.stable).toBe(true)
    expect(wobbling.spread).toBeCloseTo(7 / 150, 2)

    const spike = memoryTrend(samples(60, (minute) => (minute === 45 ? 170 : 150)))
    expect(spike.stable).toBe(false)

    // A steady leak of 1 MB a minute: 30 MB over the window around 165 MB is outside ±5%.
    const leak = memoryTrend(samples(60, (minute) => 120 + minute))
    expect(leak.slopePer10Minutes).toBeCloseTo(10)
    expect(leak.stable).toBe(false)
  })

  it('has no verdict without at least two samples in the window', () => {
    expect(memoryTrend([]).stable).toBeNull()
    expect(memoryTrend([{ minutes: 0, mb: 100 }]).slopePer10Minutes).toBeNull()
  })
})

describe('the soak: counts per kind of request', () => {
  it('counts status classes, unanswered requests, and kinds that never got the answer they should', () => {
    const tally = createRequestTally()
    tally.answer('page', 200, 10)
    tally.answer('page', 500, 30, { detail: 'GET /vacatures' })
    tally.answer('not-found', 404, 5, { expected: true })
    tally.answer('form-contact', 429, 3)
    tally.failure('feed', 'GET /feeds/vacatures.xml: ECONNRESET')
    expect(tally.totals()).toEqual({ total: 5, server5xx: 1, failed: 1, unexpected: 2 })
    expect(tally.kindsWithoutSuccess()).toEqual(['form-contact', 'feed'])
    expect(tally.rows().find((row) => row.kind === 'page')).toMatchObject({
      total: 2,
      '2xx': 1,
      '5xx': 1,
      statuses: '200×1 500×1',
    })
    expect(tally.firstProblems().map((problem) => problem.status)).toEqual([500, 429, 'no answer'])
  })

  it('counts a 5xx as unexpected even when the caller expected it', () => {
    const tally = createRequestTally()
    tally.answer('page', 503, 1, { expected: true })
    expect(tally.totals().unexpected).toBe(1)
  })
})

describe('the soak: options', () => {
  it('defaults to ten minutes on its own server', () => {
    expect(parseSoakOptions([])).toMatchObject({
      minutes: 10,
      url: undefined,
      visitors: 4,
      formSeconds: 15,
      editor: true,
    })
  })

  it('attaches to a server, without a trailing slash', () => {
    expect(
      parseSoakOptions(['--minutes', '60', '--url', 'http://127.0.0.1:3000/', '--inspect', '127.0.0.1:9229']),
    ).toMatchObject({ minutes: 60, url: 'http://127.0.0.1:3000', inspect: '127.0.0.1:9229' })
  })

  it('refuses a duration that is not a positive number', () => {
    expect(() => parseSoakOptions(['--minutes', 'zestig'])).toThrow('--minutes')
  })
})
