import type { Where } from 'payload'

/** What the public sees of a collection with drafts: its published documents. */
export const PUBLISHED_WHERE = { _status: { equals: 'published' } } as const satisfies Where
