import { nlTimeline } from '@/i18n/admin'
import { nl } from '@/i18n/nl'
import type { Application, ApplicationTimeline } from '@/payload-types'

const text = nlTimeline
const actors = nl.forms.admin.actors

/** One line of an application's timeline as the admin shows it, newest first. */
export type TimelineItem = {
  key: string
  kind: 'status' | 'mail' | 'note'
  at: string
  title: string
  /** 'door Sanne de Vries', or 'automatisch'. */
  byline: string
  state: ApplicationTimeline['state'] | null
  to: string | null
  body: string | null
  /** The entry 'Niet versturen' stops, while its mail waits. */
  entryId: number | null
}

type StatusChange = NonNullable<Application['statusHistory']>[number]

function statusItem(change: StatusChange, index: number): TimelineItem {
  const by =
    change.actor === 'user'
      ? change.userName || actors.deletedUser
      : change.actor === 'system'
        ? null
        : actors[change.actor]
  return {
    key: `status-${change.id ?? index}`,
    kind: 'status',
    at: change.changedAt,
    title: text.status(nl.applicant.statuses[change.status]),
    byline: by ? text.by(by) : text.automatic,
    state: null,
    to: null,
    body: null,
    entryId: null,
  }
}

function entryItem(entry: ApplicationTimeline): TimelineItem {
  return {
    key: `entry-${entry.id}`,
    kind: entry.kind,
    at: entry.at,
    title: entry.kind === 'note' ? text.kinds.note : entry.subject || text.kinds.mail,
    byline: entry.authorName ? text.by(entry.authorName) : text.automatic,
    state: entry.kind === 'mail' ? (entry.state ?? null) : null,
    to: entry.to ?? null,
    body: entry.body ?? null,
    entryId: entry.kind === 'mail' && entry.state === 'scheduled' ? entry.id : null,
  }
}

/** The statuses an application had and its timeline entries, merged, newest first. */
export function buildTimeline(
  history: Application['statusHistory'],
  entries: readonly ApplicationTimeline[],
): TimelineItem[] {
  return [...(history ?? []).map(statusItem), ...entries.map(entryItem)].sort(
    (a, b) => Date.parse(b.at) - Date.parse(a.at) || a.key.localeCompare(b.key),
  )
}
