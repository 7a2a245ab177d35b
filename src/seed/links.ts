import type { Page } from '@/payload-types'

import type { Seeded } from './context'

/** The collections a link field can point to. */
type LinkTarget = NonNullable<NonNullable<Page['buttonLink']>['reference']>['relationTo']

/** A link field's value pointing to a seeded document, in the same tab. */
export const entry = <T extends LinkTarget>(relationTo: T, value: Seeded, text: string) => ({
  type: 'entry' as const,
  reference: { relationTo, value: value.id },
  text,
  newTab: false,
})

/** A link field's value pointing to another site, in a new tab unless told otherwise. */
export const custom = (url: string, text: string, newTab = true) => ({ type: 'custom' as const, url, text, newTab })
