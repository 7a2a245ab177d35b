import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, Payload, PayloadRequest } from 'payload'

import { ROUTABLE_COLLECTIONS, ROUTE_SELECT, type RoutableCollection } from '@/data/page-types'
import { PUBLISHED_WHERE } from '@/data/published'
import { relationId } from '@/data/relations'
import { applicantKey, type ApplicantLinkState } from '@/forms/applicant-link'
import { redirectRule, type RedirectDoc } from '@/routing/redirect-rules'
import {
  applyRouteChange,
  changeRouteMemory,
  emptyRouteSet,
  isRouteMemoryKept,
  loadRouteMemory,
  reloadRouteMemory,
  setDocument,
  type RememberedApplication,
  type RememberedDocument,
  type RouteChange,
  type RouteSet,
} from '@/routing/route-memory'
import { toRoutableDocument, type RouteFields } from '@/routing/server/route-lookup'

import { announceRouteChange, startRouteMemoryBroadcast } from './route-memory-broadcast'

/**
 * Loads the proxy's route memory (src/routing/route-memory.ts) when the server starts, and keeps
 * it current from the Payload hooks of everything it holds: each save or delete changes its entry
 * before the save answers. Edits by jobs, imports and planned publication go through Payload too.
 * Every hook here runs whatever the save's context (also with disableRevalidate): the memory is no
 * cache that a later bulk expiry could catch up.
 */

/** What the memory keeps of each routable collection: the route's fields and what lists count by. */
const MEMORY_SELECT = {
  ...ROUTE_SELECT,
  news: { ...ROUTE_SELECT.news, subjects: true },
  vacancies: { ...ROUTE_SELECT.vacancies, vacancyLocation: true },
} as const

type MemoryFields = RouteFields & {
  vacancyLocation?: string | null
  subjects?: ReadonlyArray<number | { id: number }> | null
}

function rememberedDocument(collection: RoutableCollection, doc: MemoryFields): RememberedDocument {
  return {
    ...toRoutableDocument(collection, doc),
    ...(collection === 'vacancies' ? { location: doc.vacancyLocation ?? null } : {}),
    ...(collection === 'news'
      ? { subjects: (doc.subjects ?? []).flatMap((subject) => relationId(subject) ?? []) }
      : {}),
  }
}

const rememberedApplication = (doc: ApplicantLinkState): RememberedApplication => ({
  linkNonce: doc.linkNonce ?? null,
  linkExpiresAt: doc.linkExpiresAt ?? null,
  deleteAfter: doc.deleteAfter ?? null,
})

/** Everything the memory holds, read from the database: one lean query per collection. */
async function readRouteSet(payload: Payload): Promise<RouteSet> {
  const set = emptyRouteSet()
  const all = { depth: 0, pagination: false, overrideAccess: true } as const
  const [documents, redirects, subjects, sectors, functions, applications] = await Promise.all([
    Promise.all(
      ROUTABLE_COLLECTIONS.map(async (collection) => {
        const { docs } = await payload.find({
          collection,
          where: PUBLISHED_WHERE,
          select: MEMORY_SELECT[collection],
          ...all,
        })
        return docs.map((doc: MemoryFields) => rememberedDocument(collection, doc))
      }),
    ),
    payload.find({ collection: 'redirects', select: { from: true, to: true, type: true }, ...all }),
    payload.find({ collection: 'subjects', select: { slug: true }, ...all }),
    payload.find({ collection: 'sectorGroups', select: { title: true }, ...all }),
    payload.find({ collection: 'functionGroups', select: { title: true }, ...all }),
    payload.find({
      collection: 'applications',
      select: { linkNonce: true, linkExpiresAt: true, deleteAfter: true },
      ...all,
    }),
  ])
  for (const doc of documents.flat()) setDocument(set, doc.collection, doc.id, doc)
  for (const doc of redirects.docs) applyRouteChange(set, redirectChange(doc, null))
  for (const doc of subjects.docs) if (doc.slug) set.subjects.set(doc.id, doc.slug)
  for (const doc of sectors.docs) set.groups.sectors.set(doc.id, doc.title)
  for (const doc of functions.docs) set.groups.functions.set(doc.id, doc.title)
  for (const doc of applications.docs) set.applications.set(doc.id, rememberedApplication(doc))
  set.applicantKey = applicantKey(payload)
  return set
}

/**
 * Called once the server's database is ready; the proxy waits for it on its first requests. With
 * several server processes (REDIS_URL), each hears of the others' changes.
 */
export async function loadRouteMemoryFrom(payload: Payload): Promise<void> {
  await loadRouteMemory(() => readRouteSet(payload))
  startRouteMemoryBroadcast(payload.logger, () => reloadRouteMemory(() => readRouteSet(payload)))
}

/** Applies a saved change here and tells the other server processes. */
function remember(change: RouteChange): void {
  changeRouteMemory((set) => applyRouteChange(set, change))
  announceRouteChange(change)
}

/** The document's published version now: the saved one, or (after a draft save) the stored one. */
async function publishedVersion(
  req: PayloadRequest,
  collection: RoutableCollection,
  doc: MemoryFields & { _status?: string | null },
): Promise<MemoryFields | null> {
  if (doc._status === 'published') return doc
  // A draft saved over a published document leaves the published one in place; unpublishing does not.
  const { docs } = await req.payload.find({
    collection,
    where: { and: [{ id: { equals: doc.id } }, PUBLISHED_WHERE] },
    select: MEMORY_SELECT[collection],
    depth: 0,
    limit: 1,
    pagination: false,
    overrideAccess: true,
    req,
  })
  return docs[0] ?? null
}

/** A routable collection's hooks: its document's published path in the memory, or none. */
export function routeMemoryHooks(collection: RoutableCollection) {
  const afterChange: CollectionAfterChangeHook = async ({ doc, req }) => {
    if (!isRouteMemoryKept()) return doc
    const published = await publishedVersion(req, collection, doc)
    remember({
      kind: 'document',
      collection,
      id: doc.id,
      doc: published ? rememberedDocument(collection, published) : null,
    })
    return doc
  }
  const afterDelete: CollectionAfterDeleteHook = ({ doc }) => {
    remember({ kind: 'document', collection, id: doc.id, doc: null })
    return doc
  }
  return { afterChange, afterDelete }
}

function redirectChange(
  doc: Pick<RedirectDoc, 'id' | 'from' | 'to' | 'type'> | Pick<RedirectDoc, 'id' | 'from'>,
  previousFrom: string | null,
): RouteChange {
  return {
    kind: 'redirect',
    id: doc.id,
    from: doc.from,
    previousFrom,
    rule: 'to' in doc ? redirectRule(doc) : null,
  }
}

export const rememberRedirectChange: CollectionAfterChangeHook<RedirectDoc> = ({ doc, previousDoc }) => {
  remember(redirectChange(doc, previousDoc?.from ?? null))
  return doc
}

export const forgetDeletedRedirect: CollectionAfterDeleteHook<RedirectDoc> = ({ doc }) => {
  remember(redirectChange({ id: doc.id, from: doc.from }, null))
  return doc
}

/** A news subject's slug, the value of the news list's subject filter. */
export const subjectMemoryHooks = {
  afterChange: [
    (({ doc }) => {
      remember({ kind: 'subject', id: doc.id, slug: doc.slug || null })
      return doc
    }) satisfies CollectionAfterChangeHook,
  ],
  afterDelete: [
    (({ doc }) => {
      remember({ kind: 'subject', id: doc.id, slug: null })
      return doc
    }) satisfies CollectionAfterDeleteHook,
  ],
}

/** A sector or function group's title, a value of the vacancy overview's filter. */
export function groupMemoryHooks(list: keyof RouteSet['groups']) {
  return {
    afterChange: [
      (({ doc }) => {
        remember({ kind: 'group', list, id: doc.id, title: doc.title })
        return doc
      }) satisfies CollectionAfterChangeHook,
    ],
    afterDelete: [
      (({ doc }) => {
        remember({ kind: 'group', list, id: doc.id, title: null })
        return doc
      }) satisfies CollectionAfterDeleteHook,
    ],
  }
}

/** An application's link state: a replaced, renewed or expired link counts from the next request. */
export const rememberApplication: CollectionAfterChangeHook = ({ doc }) => {
  remember({ kind: 'application', id: doc.id, state: rememberedApplication(doc) })
  return doc
}

export const forgetApplication: CollectionAfterDeleteHook = ({ doc }) => {
  remember({ kind: 'application', id: doc.id, state: null })
  return doc
}
