import type { CollectionSlug, Endpoint, PayloadRequest, TextFieldSingleValidation } from 'payload'
import { text } from 'payload/shared'

import { refuseFields } from '@/cms/refusal'
import { ROUTABLE_COLLECTIONS, type RoutableCollection } from '@/data/page-types'
import { nl } from '@/i18n/nl'
import { buildUri, freeSlug, HOME_URI, slugify, uriToPath } from '@/routing/uri'

/**
 * The slugs in the collection that start like `stem` (a superset: `like` matches anywhere), other
 * than the document's own. Read from the collection's own table, whose uri is unique.
 */
export async function slugsLike(
  req: PayloadRequest,
  collection: CollectionSlug,
  stem: string,
  ownId?: number | string,
): Promise<Set<string>> {
  const { docs } = await req.payload.find({
    collection,
    where: {
      and: [{ slug: { like: stem } }, ...(ownId === undefined ? [] : [{ id: { not_equals: ownId } }])],
    },
    select: { slug: true },
    depth: 0,
    pagination: false,
    overrideAccess: true,
    req,
  })
  return new Set(docs.flatMap((doc) => ('slug' in doc && doc.slug ? [String(doc.slug)] : [])))
}

/** The slug a new document gets: its own when free, otherwise the first free of 'slug-2', 'slug-3', ... */
export async function newDocumentSlug(
  req: PayloadRequest,
  collection: RoutableCollection,
  slug: string,
): Promise<string> {
  if (slug === HOME_URI) return slug
  return freeSlug(slug, await slugsLike(req, collection, slug))
}

/**
 * Why a saved document cannot move to `slug`: another document of the collection holds that
 * address. Nothing (null) when it is free; a new document never gets here (it gets a free slug).
 */
async function takenSlugMessage(
  req: PayloadRequest,
  collection: CollectionSlug,
  prefix: string,
  slug: string,
  ownId: number | string,
): Promise<string | null> {
  if (!(await slugsLike(req, collection, slug, ownId)).has(slug)) return null
  return nl.admin.address.taken(uriToPath(buildUri(prefix, slug)))
}

/** A save that moves a document onto another's address is refused at its slug, named 'Adres'. */
export async function refuseTakenSlug(
  req: PayloadRequest,
  collection: RoutableCollection,
  prefix: string,
  slug: string,
  ownId: number | string,
): Promise<void> {
  const message = await takenSlugMessage(req, collection, prefix, slug, ownId)
  if (message) refuseFields(collection, [{ path: 'slug', label: nl.admin.address.label, message }], req)
}

/**
 * The slug field's own check, the same rule: the form marks the field as soon as the address is
 * taken, and keeps it marked while the editor goes on.
 */
export function validateFreeSlug(prefix: string): TextFieldSingleValidation {
  return async (value, options) => {
    const verdict = await text(value, options)
    const { req, id, collectionSlug } = options
    const collection = ROUTABLE_COLLECTIONS.find((slug) => slug === collectionSlug)
    if (verdict !== true || id === undefined || !collection || typeof value !== 'string') return verdict
    const slug = value.trim() === HOME_URI ? HOME_URI : slugify(value)
    return slug ? ((await takenSlugMessage(req, collection, prefix, slug, id)) ?? true) : true
  }
}

/**
 * GET /api/<collection>/vrij-adres?titel=…&slug=…: the address a new document would get, for the
 * editor to see before saving. The slug as typed, or else the title's, made free as saving makes it.
 */
export function freeAddressEndpoint(collection: RoutableCollection, prefix: string): Endpoint {
  return {
    path: '/vrij-adres',
    method: 'get',
    handler: async (req) => {
      if (!req.user) return Response.json({ errors: [{ message: nl.admin.address.signIn }] }, { status: 401 })
      const input = String(req.searchParams.get('slug') || req.searchParams.get('titel') || '').slice(0, 300)
      const slug = input.trim() === HOME_URI ? HOME_URI : slugify(input)
      if (!slug) return Response.json({ errors: [{ message: nl.admin.address.missing }] }, { status: 400 })
      const free = await newDocumentSlug(req, collection, slug)
      const uri = buildUri(prefix, free)
      return Response.json({ slug: free, uri, path: uriToPath(uri) }, { headers: { 'Cache-Control': 'no-store' } })
    },
  }
}
