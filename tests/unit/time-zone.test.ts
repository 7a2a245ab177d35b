import { afterEach, describe, expect, it } from 'vitest'

import { adoptSiteTimeZone, SITE_TIME_ZONE } from '@/ops/time-zone.mjs'

const before = process.env.TZ

afterEach(() => {
  if (before === undefined) delete process.env.TZ
  else process.env.TZ = before
})

describe('the site time zone', () => {
  it('makes local time Dutch time, as the admin formats it on the server and jobs are scheduled', () => {
    process.env.TZ = 'UTC'
    adoptSiteTimeZone()
    expect(SITE_TIME_ZONE).toBe('Europe/Amsterdam')
    // A version saved at 20:50 UTC in November is shown as 21:50; in July (summer time) 22:50.
    expect(new Date('2026-11-25T20:50:00Z').getHours()).toBe(21)
    expect(new Date('2026-07-01T20:50:00Z').getHours()).toBe(22)
  })
})
