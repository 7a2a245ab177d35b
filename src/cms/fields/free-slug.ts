import type { CollectionSlug, Endpoint, PayloadRequest } from 'payload'

import { refuseFields } from '@/cms/refusal'
import type { RoutableCollection } from '@/content/page-types'
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
 * A saved document that moves to an address another document holds is refused at its slug, in
 * Dutch: the editor chooses another (a new document never gets here: it gets a free slug).
 */
export async function refuseTakenSlug(
  req: PayloadRequest,
  collection: RoutableCollection,
  prefix: string,
  slug: string,
  ownId: number | string,
): Promise<void> {
  if (!(await slugsLike(req, collection, slug, ownId)).has(slug)) return
  const { label, taken } = nl.admin.address
  refuseFields(collection, [{ path: 'slug', label, message: taken(uriToPath(buildUri(prefix, slug))) }], req)
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
