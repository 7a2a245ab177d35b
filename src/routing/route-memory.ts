import type { RoutableCollection } from '@/data/page-types'

import { resolveRedirectRule, type RedirectRule, type RedirectTarget } from './redirect-rules'
import {
  encodePath,
  normalisePath,
  resolvePath,
  type ResolvedRoute,
  type RoutableDocument,
  type RouteEntry,
} from './routes'
import { uriToPath } from './uri'

/**
 * What the proxy decides a page request from, in this process's memory: the published documents'
 * paths, the redirects, the values a list's filters can take, and the applicants' links. The app
 * loads it when the server starts (src/cms/route-memory-sync.ts) and its Payload hooks change an
 * entry before a save answers, so an edit counts from the next request on. The proxy never loads
 * it and never reads the database: it only waits for the first load.
 *
 * One store per process, on globalThis: the proxy and the app's routes are bundled apart, each
 * with its own copy of this module, but they run in one process and share its global object.
 * Several server processes hear of each other's changes through Redis (src/cms/route-memory-broadcast.ts).
 */

/** A published document as the memory keeps it: its route, and what the lists count by. */
export type RememberedDocument = RoutableDocument & {
  /** A vacancy's place as entered ('Utrecht', 'Regio Amsterdam'): the location filter's options. */
  location?: string | null
  /** A news article's subjects (ids): the subject filter's pages. */
  subjects?: number[]
}

/** What opens an applicant's link: see applicant-link.ts. */
export type RememberedApplication = {
  linkNonce: string | null
  linkExpiresAt: string | null
  deleteAfter: string | null
}

export type RouteSet = {
  /** `collection:id` → the published document. */
  documents: Map<string, RememberedDocument>
  /** Path (decoded, and encoded where that differs) → the documents there. */
  paths: Map<string, RouteEntry[]>
  /** Normalised source path → the redirect as stored. */
  redirects: Map<string, RedirectRule & { id: number }>
  /** News subject id → slug. */
  subjects: Map<number, string>
  /** The titles of the sector and function groups: the vacancy filters' only values. */
  groups: { sectors: Map<number, string>; functions: Map<number, string> }
  applications: Map<number, RememberedApplication>
  /** The key applicants' links are signed with (derived from the app's secret when it loaded). */
  applicantKey: Buffer | null
  /** Counts the vacancies' changes, so that what is derived from them is derived again. */
  vacancyChanges: number
}

export function emptyRouteSet(): RouteSet {
  return {
    documents: new Map(),
    paths: new Map(),
    redirects: new Map(),
    subjects: new Map(),
    groups: { sectors: new Map(), functions: new Map() },
    applications: new Map(),
    applicantKey: null,
    vacancyChanges: 0,
  }
}

const documentKey = (collection: RoutableCollection, id: number | string) => `${collection}:${id}`

function entryPaths(entry: RouteEntry): string[] {
  const encoded = encodePath(entry.path)
  return encoded === entry.path ? [entry.path] : [entry.path, encoded]
}

function unlinkPaths(set: RouteSet, entry: RouteEntry): void {
  for (const path of entryPaths(entry)) {
    const left = (set.paths.get(path) ?? []).filter(
      (other) => other.collection !== entry.collection || other.id !== entry.id,
    )
    if (left.length) set.paths.set(path, left)
    else set.paths.delete(path)
  }
}

/** Puts a published document in (or moves it to its new path), or takes one out (`doc` null). */
export function setDocument(
  set: RouteSet,
  collection: RoutableCollection,
  id: number | string,
  doc: RememberedDocument | null,
): void {
  const key = documentKey(collection, id)
  if (collection === 'vacancies') set.vacancyChanges++
  const before = set.documents.get(key)
  if (before) unlinkPaths(set, { ...before, path: normalisePath(uriToPath(before.uri)) })
  if (!doc?.uri) {
    set.documents.delete(key)
    return
  }
  set.documents.set(key, doc)
  const { uri: _uri, location: _location, subjects: _subjects, ...route } = doc
  const entry: RouteEntry = { ...route, path: normalisePath(uriToPath(doc.uri)) }
  for (const path of entryPaths(entry)) set.paths.set(path, [...(set.paths.get(path) ?? []), entry])
}

/**
 * The published route of a path, as fetchRoute finds it in the database: a document of the
 * collection whose prefix the path starts with wins over a page stored under the same uri.
 */
export function findRoute(set: RouteSet, input: string | readonly string[]): ResolvedRoute {
  return resolvePath((path) => {
    const entries = set.paths.get(path)
    return entries?.find((entry) => entry.collection !== 'pages') ?? entries?.[0]
  }, input)
}

/** The public path of a published document, or null (a draft, or gone). */
function documentPath(set: RouteSet, collection: RoutableCollection, id: number | string): string | null {
  const doc = set.documents.get(documentKey(collection, id))
  return doc?.uri ? encodePath(normalisePath(uriToPath(doc.uri))) : null
}

/** Where the redirect from a path leads now, or null (none, or its document is not published). */
export function findRedirect(set: RouteSet, input: string | readonly string[]): RedirectTarget | null {
  const rule = set.redirects.get(normalisePath(input))
  return rule ? resolveRedirectRule(rule, (collection, id) => documentPath(set, collection, id)) : null
}

/**
 * One saved change, as plain data: applied here by the hook that saw it, and by every other server
 * process that hears of it (src/cms/route-memory-broadcast.ts).
 */
export type RouteChange =
  | { kind: 'document'; collection: RoutableCollection; id: number | string; doc: RememberedDocument | null }
  | { kind: 'redirect'; id: number; from: string | null; previousFrom: string | null; rule: RedirectRule | null }
  | { kind: 'subject'; id: number; slug: string | null }
  | { kind: 'group'; list: keyof RouteSet['groups']; id: number; title: string | null }
  | { kind: 'application'; id: number; state: RememberedApplication | null }

function forgetRedirectAt(set: RouteSet, from: string | null, id: number): void {
  if (!from) return
  const path = normalisePath(from)
  if (set.redirects.get(path)?.id === id) set.redirects.delete(path)
}

export function applyRouteChange(set: RouteSet, change: RouteChange): void {
  switch (change.kind) {
    case 'document':
      setDocument(set, change.collection, change.id, change.doc)
      return
    case 'redirect':
      forgetRedirectAt(set, change.previousFrom, change.id)
      forgetRedirectAt(set, change.from, change.id)
      if (change.from && change.rule) set.redirects.set(normalisePath(change.from), { ...change.rule, id: change.id })
      return
    case 'subject':
      if (change.slug) set.subjects.set(change.id, change.slug)
      else set.subjects.delete(change.id)
      return
    case 'group':
      if (change.title !== null) set.groups[change.list].set(change.id, change.title)
      else set.groups[change.list].delete(change.id)
      return
    case 'application':
      if (change.state) set.applications.set(change.id, change.state)
      else set.applications.delete(change.id)
  }
}

type Store = {
  /** Null until the app starts loading: then nothing is known here (a build, a script). */
  set: RouteSet | null
  loading: Promise<void> | null
  /** Changes saved while the first load ran: applied after it, so none is lost to its snapshot. */
  pending: Array<(set: RouteSet) => void>
  /** Changes saved while a reload runs (see reloadRouteMemory), applied to its result too. */
  duringReload: Array<(set: RouteSet) => void> | null
}

const STORE = Symbol.for('koers.route-memory')
type Global = { [STORE]?: Store }

function store(): Store {
  const global = globalThis as Global
  return (global[STORE] ??= { set: null, loading: null, pending: [], duringReload: null })
}

/**
 * Loads the memory once (again after a failed attempt): `load` reads the database and returns the
 * complete set. Saves during the load are applied to it afterwards.
 */
export function loadRouteMemory(load: () => Promise<RouteSet>): Promise<void> {
  const current = store()
  if (current.set) return Promise.resolve()
  current.loading ??= load().then(
    (set) => {
      for (const change of current.pending.splice(0)) change(set)
      current.set = set
    },
    (error: unknown) => {
      current.loading = null
      current.pending = []
      throw error
    },
  )
  return current.loading
}

/**
 * Applies a change to the memory at once; while the first load runs, also after it. Without a
 * memory in this process (a script, a test through the Local API) there is nothing to change.
 */
export function changeRouteMemory(change: (set: RouteSet) => void): void {
  const current = store()
  if (current.set) {
    change(current.set)
    current.duringReload?.push(change)
  } else if (current.loading) current.pending.push(change)
}

/**
 * Reads the whole memory again and swaps it in, keeping the changes saved meanwhile: for a process
 * that may have missed other processes' changes (its broadcast connection was down). Nothing
 * happens before the first load.
 */
export async function reloadRouteMemory(load: () => Promise<RouteSet>): Promise<void> {
  const current = store()
  if (!current.set || current.duringReload) return
  const during: Array<(set: RouteSet) => void> = []
  current.duringReload = during
  try {
    const set = await load()
    for (const change of during) change(set)
    current.set = set
  } finally {
    current.duringReload = null
  }
}

/** True once this process loads the memory (or has): saves then change it. */
export function isRouteMemoryKept(): boolean {
  const current = store()
  return Boolean(current.set || current.loading)
}

/**
 * The memory, once loaded; null when this process never started loading it (then nothing can be
 * decided here and a request passes through) or its load failed.
 */
export async function routeMemory(): Promise<RouteSet | null> {
  const current = store()
  if (current.set || !current.loading) return current.set
  try {
    await current.loading
  } catch {
    return null
  }
  return current.set
}

/** Forgets the memory: the next load starts afresh (tests). */
export function resetRouteMemory(): void {
  const global = globalThis as Global
  delete global[STORE]
}
