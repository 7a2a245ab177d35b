import { describe, expect, it } from 'vitest'

import { buildTimeline } from '@/forms/timeline-view'
import type { ApplicationTimeline } from '@/payload-types'

const entry = (fields: Partial<ApplicationTimeline>): ApplicationTimeline => ({
  id: 1,
  application: 7,
  kind: 'mail',
  at: '2026-11-27T10:00:00.000Z',
  updatedAt: '2026-11-27T10:00:00.000Z',
  createdAt: '2026-11-27T10:00:00.000Z',
  ...fields,
})

describe('an application’s timeline', () => {
  it('merges statuses, mails and notes, newest first, with who did it', () => {
    const items = buildTimeline(
      [
        { status: 'new', changedAt: '2026-11-27T09:00:00.000Z', actor: 'applicant', id: 'a' },
        { status: 'rejected', changedAt: '2026-11-27T11:00:00.000Z', actor: 'user', userName: 'Sanne', id: 'b' },
      ],
      [
        entry({ id: 3, subject: 'Bedankt', state: 'sent', at: '2026-11-27T09:01:00.000Z' }),
        entry({ id: 4, kind: 'note', body: 'Belt terug', authorName: 'Rik', at: '2026-11-27T10:00:00.000Z' }),
        entry({ id: 5, subject: 'Helaas', state: 'scheduled', authorName: 'Sanne', at: '2026-11-27T11:01:00.000Z' }),
      ],
    )
    expect(items.map((item) => [item.title, item.byline, item.entryId])).toEqual([
      ['Helaas', 'door Sanne', 5],
      ['Status: Afgewezen', 'door Sanne', null],
      ['Notitie', 'door Rik', null],
      ['Bedankt', 'automatisch', null],
      ['Status: Ontvangen', 'door de sollicitant', null],
    ])
  })

  it('offers to stop only a mail that still waits', () => {
    const [cancelled] = buildTimeline([], [entry({ id: 9, state: 'cancelled', subject: 'X' })])
    expect(cancelled).toMatchObject({ state: 'cancelled', entryId: null })
  })
})
