import type { CollectionAdminOptions, CollectionConfig, Field } from 'payload'

import { freeAddressEndpoint } from '@/cms/fields/free-slug'
import { routableFields, routableHooks } from '@/cms/fields/routable'
import { previewAdmin } from '@/cms/preview'
import { restoreAsDraftEndpoint } from '@/cms/restore-as-draft'
import { plannedColumn } from '@/cms/scheduled'
import { isEditor, publishedOrEditor } from '@/data/access'
import { COLLECTION_ROUTES } from '@/data/page-types'

/** How long typing pauses before the draft is saved and the live preview refreshes. */
const AUTOSAVE_INTERVAL_MS = 400

/**
 * Drafts of every routable document. Publishing and withdrawing are planned with Payload's
 * scheduled publishing (`schedulePublish`: its task and jobs), but in the document's own
 * 'Publiceren op' and 'Offline halen op' fields (src/cms/scheduled.ts) rather than Payload's
 * schedule drawer, which the publish button leaves out (PublishButton.tsx): its picker reads a
 * typed time in an English format (a Dutch one falls back to midnight) and accepts past moments,
 * which then publish at once. A pause in typing saves a draft
 * (autosave), which refreshes the live preview beside the form: it follows what the editor types
 * while the public page stays as published, cached and rendered on the server.
 *
 * Drafts are validated like published documents (`validate`): without it Payload's create view
 * saves an empty draft as soon as it opens, so an editor who opens 'Nieuw aanmaken' and walks away
 * leaves a 'Geen "Titel"' row behind, whose first version cannot be restored. With it, nothing is
 * written until the editor saves ('Bewaar concept' or 'Publiceren'); autosave takes over from there.
 */
export const ROUTABLE_VERSIONS = {
  drafts: {
    autosave: { interval: AUTOSAVE_INTERVAL_MS, showSaveDraftButton: true },
    schedulePublish: true,
    validate: true,
  },
  maxPerDoc: 25,
} satisfies CollectionConfig['versions']

/**
 * The edit view of every routable collection: a new document asks before typed work is left, and
 * the publish button offers no schedule drawer.
 */
export const ROUTABLE_EDIT_COMPONENTS = {
  beforeDocumentControls: ['/cms/admin/NewDocumentGuard#NewDocumentGuard'],
  PublishButton: '/cms/admin/PublishButton#PublishButton',
} satisfies NonNullable<NonNullable<CollectionAdminOptions['components']>['edit']>

type Options = {
  slug: keyof typeof COLLECTION_ROUTES
  labels: { singular: string; plural: string }
  fields: Field[]
  /** Fields of the collection's own at the top of the sidebar, under the slug. */
  sidebarFields?: Field[]
  defaultColumns?: string[]
  defaultSort?: string
  /** Admin options of this collection (group, search fields, description). */
  admin?: Pick<CollectionAdminOptions, 'group' | 'listSearchableFields' | 'description'>
}

/** A published, drafted, routable collection whose uri is its prefix plus slug. */
export function routableCollection({
  slug,
  labels,
  fields,
  sidebarFields,
  defaultColumns,
  defaultSort,
  admin,
}: Options): CollectionConfig {
  const { prefix } = COLLECTION_ROUTES[slug]
  return {
    slug,
    labels,
    admin: {
      useAsTitle: 'title',
      defaultColumns: [...(defaultColumns ?? ['title', 'uri', '_status', 'updatedAt']), plannedColumn.name],
      listSearchableFields: ['title', 'uri'],
      ...admin,
      ...previewAdmin(slug),
      components: { edit: ROUTABLE_EDIT_COMPONENTS },
    },
    defaultSort: defaultSort ?? '-updatedAt',
    access: { read: publishedOrEditor, create: isEditor, update: isEditor, delete: isEditor },
    versions: ROUTABLE_VERSIONS,
    endpoints: [restoreAsDraftEndpoint(slug), freeAddressEndpoint(slug, prefix)],
    hooks: routableHooks(slug, prefix),
    fields: [...routableFields(prefix, sidebarFields), ...fields, plannedColumn],
  }
}
