import { describe, expect, it } from 'vitest'

import { overdueBefore } from '@/forms/working-days'

describe('applications without a reply after five working days', () => {
  it('makes one received on a Monday overdue from the Tuesday a week later', () => {
    // Monday 23 November 2026, 10:00 in Amsterdam (CET): the cut-off is the start of Monday 16 November.
    expect(overdueBefore(new Date('2026-11-23T09:00:00Z'), 5).toISOString()).toBe('2026-11-15T23:00:00.000Z')
    // Tuesday 24 November: whatever came in before Tuesday 17 November.
    expect(overdueBefore(new Date('2026-11-24T09:00:00Z'), 5).toISOString()).toBe('2026-11-16T23:00:00.000Z')
  })

  it('does not count weekend days', () => {
    // Saturday 28 and Sunday 29 November: five working days back is Friday 20 November.
    expect(overdueBefore(new Date('2026-11-28T12:00:00Z'), 5).toISOString()).toBe('2026-11-19T23:00:00.000Z')
    expect(overdueBefore(new Date('2026-11-29T12:00:00Z'), 5).toISOString()).toBe('2026-11-19T23:00:00.000Z')
    // Wednesday 25 November: Tuesday 17 November still in time, Wednesday 18 November's cut-off.
    expect(overdueBefore(new Date('2026-11-25T12:00:00Z'), 5).toISOString()).toBe('2026-11-17T23:00:00.000Z')
  })

  it('uses the Dutch date and Dutch midnight, also in summer time', () => {
    // 23:30 UTC on Sunday 5 July is already Monday 6 July in Amsterdam (CEST).
    expect(overdueBefore(new Date('2026-07-05T23:30:00Z'), 5).toISOString()).toBe('2026-06-28T22:00:00.000Z')
    // Across the change to winter time (25 October 2026): midnight of Monday 19 October is still CEST.
    expect(overdueBefore(new Date('2026-10-26T10:00:00Z'), 5).toISOString()).toBe('2026-10-18T22:00:00.000Z')
  })
})
