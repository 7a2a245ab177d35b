import type { CollectionBeforeChangeHook, DateField } from 'payload'

/**
 * When a vacancy was first published: what 'new since the last alert' means. `datePosted` is the
 * editor's (or the feed's) date and may lie in the past; `createdAt` is when a draft was started.
 */
export const firstPublishedAtField: DateField = {
  name: 'firstPublishedAt',
  type: 'date',
  index: true,
  label: 'Eerst gepubliceerd op',
  admin: {
    readOnly: true,
    position: 'sidebar',
    description: 'Vacature-alerts sturen vacatures die na de vorige mail voor het eerst zijn gepubliceerd.',
  },
}

/** Set once, on the first save that publishes the vacancy. */
export const setFirstPublishedAt: CollectionBeforeChangeHook = ({ data, originalDoc }) => {
  if (data._status !== 'published' || originalDoc?.firstPublishedAt || data.firstPublishedAt) return data
  return { ...data, firstPublishedAt: new Date().toISOString() }
}
