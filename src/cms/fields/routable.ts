import type {
  CollectionBeforeChangeHook,
  CollectionBeforeValidateHook,
  Field,
  FieldHook,
  PayloadRequest,
} from 'payload'

import { revalidationHooks } from '@/cms/hooks/revalidate'
import { routeHistoryHooks } from '@/cms/hooks/route-history'
import { forgetPublishedPath } from '@/cms/not-found/collection'
import { routeMemoryHooks } from '@/cms/route-memory-sync'
import { planFields, refusePastPlans, syncPlannedJobs } from '@/cms/scheduled'
import type { RoutableCollection } from '@/data/page-types'
import { nl } from '@/i18n/nl'
import { copySlug, copySlugStem } from '@/routing/redirect-rules'
import { buildUri, slugify } from '@/routing/uri'

import { newDocumentSlug, refuseTakenSlug, slugsLike, validateFreeSlug } from './free-slug'
import { seoField } from './seo'

// Which collection a request is duplicating into, per request object (see route-history.ts on
// why not req.context).
const duplicating = new WeakMap<PayloadRequest, string>()

/**
 * A copy's slug: the original's with '-kopie' (then '-kopie-2', ...), free in the collection,
 * so its uri is unique. Marks the request as a duplicate, which keepCopiesDraft reads.
 */
const copySlugOnDuplicate: FieldHook = async ({ value, collection, req }) => {
  if (!collection || typeof value !== 'string') return value
  duplicating.set(req, collection.slug)
  return copySlug(value, await slugsLike(req, collection.slug, copySlugStem(value)))
}

const titleOfCopy: FieldHook = ({ value }) =>
  typeof value === 'string' && value && !value.endsWith(nl.duplicate.titleSuffix)
    ? `${value}${nl.duplicate.titleSuffix}`
    : value

/** A copy is always saved as a draft, whatever the original's status: never published by accident. */
const keepCopiesDraft: CollectionBeforeChangeHook = ({ collection, data, operation, req }) => {
  if (operation !== 'create' || duplicating.get(req) !== collection.slug) return data
  duplicating.delete(req)
  return { ...data, _status: 'draft' }
}

/**
 * Fields every routable document shares: title, slug and the derived uri that the route table
 * maps to a path. `prefix` is the collection's path segment ('' for pages); `sidebar` is the
 * collection's own fields that belong at the top of the sidebar, above planning and SEO.
 */
export function routableFields(prefix: string, sidebar: Field[] = []): Field[] {
  return [
    { name: 'title', type: 'text', required: true, label: 'Titel', hooks: { beforeDuplicate: [titleOfCopy] } },
    {
      name: 'slug',
      type: 'text',
      required: true,
      index: true,
      label: 'Slug',
      validate: validateFreeSlug(prefix),
      hooks: { beforeDuplicate: [copySlugOnDuplicate] },
      admin: {
        position: 'sidebar',
        description: prefix
          ? `Het adres wordt /${prefix}/<slug>.`
          : 'Het adres wordt /<slug>; gebruik __home__ voor de homepage.',
        // Shows the address the slug makes (for a new document: the free one it will get).
        components: { Field: { path: '/cms/admin/SlugField#SlugField', clientProps: { prefix } } },
      },
    },
    {
      name: 'uri',
      type: 'text',
      unique: true,
      index: true,
      label: 'URI',
      // Derived from the slug, whose field shows the address: a list column, not a form field.
      admin: { position: 'sidebar', readOnly: true, condition: () => false },
      // Derived from the copy's slug by deriveUri.
      hooks: { beforeDuplicate: [() => null] },
    },
    ...sidebar,
    ...planFields,
    seoField,
  ]
}

/**
 * Derives slug (from the title when empty) and uri before validation. A save that leaves out slug
 * or title (an API update of other fields, a duplicate) keeps the document's own, so changing a
 * title never moves a page by itself. A new document gets a free slug ('-2', '-3', ...: two
 * vacancies may share a title); a saved one moved onto another's address is refused at its slug.
 */
function deriveUri(collection: RoutableCollection, prefix: string): CollectionBeforeValidateHook {
  return async ({ data, originalDoc, operation, req }) => {
    if (!data) return data
    const slugInput = data.slug !== undefined ? data.slug : originalDoc?.slug
    const titleInput = data.title !== undefined ? data.title : originalDoc?.title
    const keepHome = String(slugInput ?? '') === '__home__'
    let finalSlug = keepHome ? '__home__' : slugify(String(slugInput || titleInput || ''))
    if (finalSlug && operation === 'create') finalSlug = await newDocumentSlug(req, collection, finalSlug)
    else if (finalSlug && originalDoc?.id !== undefined && finalSlug !== originalDoc.slug)
      await refuseTakenSlug(req, collection, prefix, finalSlug, originalDoc.id)
    return { ...data, slug: finalSlug || undefined, uri: finalSlug ? buildUri(prefix, finalSlug) : undefined }
  }
}

/**
 * Every routable collection's hooks: uri, old addresses redirected, copies kept draft, planned
 * publication kept in the job queue, caches expired, the proxy's route memory changed, a published
 * address off the list of 404s.
 */
export function routableHooks(collection: RoutableCollection, prefix: string) {
  const history = routeHistoryHooks(collection)
  const memory = routeMemoryHooks(collection)
  return {
    beforeValidate: [deriveUri(collection, prefix)],
    beforeChange: [...history.beforeChange, keepCopiesDraft, refusePastPlans],
    afterChange: [
      ...history.afterChange,
      ...revalidationHooks.afterChange,
      memory.afterChange,
      syncPlannedJobs(collection),
      forgetPublishedPath,
    ],
    beforeDelete: history.beforeDelete,
    afterDelete: [...revalidationHooks.afterDelete, memory.afterDelete],
  }
}
