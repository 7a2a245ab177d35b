import { describe, expect, it } from 'vitest'

import { formatDutchDay, overdueBefore, todayIn, workingDaysAfter } from '@/forms/working-days'

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

  describe('skips the days a Dutch employer gives off', () => {
    /** Whether an application received at `received` is unanswered too long at `now`. */
    const overdue = (received: string, now: string) => new Date(received) < overdueBefore(new Date(now), 5)

    it('waits for both Christmas days and Nieuwjaarsdag', () => {
      // Thursday 24 December 2026: Friday 25 December and Friday 1 January are days off.
      const received = '2026-12-24T09:00:00Z'
      expect(overdue(received, '2026-12-31T16:00:00Z')).toBe(false)
      expect(overdue(received, '2027-01-01T12:00:00Z')).toBe(false)
      expect(overdue(received, '2027-01-04T16:59:59Z')).toBe(false)
      expect(overdue(received, '2027-01-04T23:00:00Z')).toBe(true)
      expect(overdueBefore(new Date('2027-01-05T08:00:00Z'), 5).toISOString()).toBe('2026-12-27T23:00:00.000Z')
    })

    it('skips Tweede Paasdag but not Goede Vrijdag, across the change to summer time', () => {
      // Thursday 25 March 2027; Goede Vrijdag 26 March is a working day, Monday 29 March is not.
      const received = '2027-03-25T10:00:00Z'
      expect(overdue(received, '2027-04-02T15:00:00Z')).toBe(false)
      expect(overdue(received, '2027-04-05T07:00:00Z')).toBe(true)
      // Midnight of Friday 26 March is still winter time (CET, the clocks go forward on the 28th).
      expect(overdueBefore(new Date('2027-04-05T07:00:00Z'), 5).toISOString()).toBe('2027-03-25T23:00:00.000Z')
    })

    it('skips Koningsdag, Hemelvaartsdag and Tweede Pinksterdag', () => {
      // Friday 24 April 2026; Koningsdag is Monday 27 April.
      expect(overdue('2026-04-24T10:00:00Z', '2026-05-04T15:00:00Z')).toBe(false)
      expect(overdue('2026-04-24T10:00:00Z', '2026-05-05T07:00:00Z')).toBe(true)
      // Wednesday 13 May 2026; Hemelvaartsdag is Thursday 14 May.
      expect(overdue('2026-05-13T10:00:00Z', '2026-05-21T15:00:00Z')).toBe(false)
      expect(overdue('2026-05-13T10:00:00Z', '2026-05-22T07:00:00Z')).toBe(true)
      // Tuesday 19 May 2026; Tweede Pinksterdag is Monday 25 May.
      expect(overdue('2026-05-19T10:00:00Z', '2026-05-27T15:00:00Z')).toBe(false)
      expect(overdue('2026-05-19T10:00:00Z', '2026-05-28T07:00:00Z')).toBe(true)
    })

    it('skips Bevrijdingsdag in lustrum years only', () => {
      // Monday 5 May 2025 is a day off: received Monday 28 April, overdue from Wednesday 7 May.
      expect(overdue('2025-04-28T10:00:00Z', '2025-05-06T15:00:00Z')).toBe(false)
      expect(overdue('2025-04-28T10:00:00Z', '2025-05-07T07:00:00Z')).toBe(true)
      // Tuesday 5 May 2026 is a working day: received Tuesday 28 April, overdue from Wednesday 6 May.
      expect(overdue('2026-04-28T10:00:00Z', '2026-05-05T15:00:00Z')).toBe(false)
      expect(overdue('2026-04-28T10:00:00Z', '2026-05-06T07:00:00Z')).toBe(true)
    })
  })
})

describe('the working day by which a staffing request is called back', () => {
  const callBy = (iso: string) => formatDutchDay(workingDaysAfter(new Date(iso), 1))

  it('is the next working day', () => {
    expect(callBy('2026-11-30T10:00:00+01:00')).toBe('dinsdag 1 december')
  })

  it('goes from Friday evening to Monday', () => {
    expect(callBy('2026-11-27T22:30:00+01:00')).toBe('maandag 30 november')
  })

  it('skips Christmas: in on Christmas Eve, called by Monday 28 December', () => {
    expect(callBy('2026-12-24T16:00:00+01:00')).toBe('maandag 28 december')
  })

  it('counts the day in the site’s time zone, not in UTC', () => {
    // 23:30 UTC on Monday is already Tuesday in Amsterdam.
    expect(callBy('2026-11-30T23:30:00Z')).toBe('woensdag 2 december')
    expect(todayIn(new Date('2026-11-30T23:30:00Z'))).toBe('2026-12-01')
  })
})

describe('a staffing request’s start date in the account manager’s mail', () => {
  it('reads as a Dutch day with its year, from the noon the date is stored at', () => {
    expect(formatDutchDay(new Date('2027-01-04T12:00:00.000Z'), { withYear: true })).toBe('maandag 4 januari 2027')
  })
})
