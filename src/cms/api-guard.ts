import type { Endpoint, Payload, SanitizedCollectionConfig, SanitizedConfig } from 'payload'

import { applicationFileDownloadName, attachmentHeader } from '@/data/document-names'
import { getPayloadClient } from '@/data/payload-client'
import { nl } from '@/i18n/nl'
import { BodyError, readLimitedBody } from '@/ops/body'
import { apiBodyLimit, megabytes } from '@/ops/body-limit'
import { transferPace } from '@/ops/limits'
import { throttleLogin } from '@/ops/login-throttle'
import { checkWhere } from '@/ops/where-check'

/**
 * What the REST API checks before Payload sees a request, so that bad input is a 4xx and never a
 * 500 from deep inside a query, and what it adds to answers that carry personal data.
 */

type Refusal = { status: 400 | 404 | 408 | 413 | 415; message: string }

/** Collections whose documents carry applicants', senders' or editors' personal data. */
const PRIVATE_COLLECTIONS = new Set(['applications', 'contactMessages', 'applicationFiles', 'users'])

const NUMBER_PARAMS: Record<string, number> = { limit: 1000, page: 1_000_000, depth: 10 }

const BODY_TYPES = ['application/json', 'multipart/form-data', 'application/x-www-form-urlencoded']

/** The collection (or `globals`) and the segments after it, from a path under /api. */
function apiSegments(pathname: string): string[] {
  return pathname
    .replace(/^\/api\/?/, '')
    .split('/')
    .filter(Boolean)
}

/** A refusal for a malformed query string, or null. */
function checkQuery(params: URLSearchParams, collection: SanitizedCollectionConfig | undefined): Refusal | null {
  for (const [name, value] of params) {
    // `where` must be an object (where[field][operator]=value); a bare value cannot be one.
    if (name === 'where') return { status: 400, message: nl.api.whereNotObject }
    const max = NUMBER_PARAMS[name]
    if (max !== undefined && (!/^\d{1,9}$/.test(value) || Number(value) > max))
      return { status: 400, message: nl.api.wholeNumber(name, max) }
  }
  const where = collection ? checkWhere(params, collection.flattenedFields) : null
  return where ? { status: 400, message: where } : null
}

const isDocumentId = (segment: string) => /^\d{1,15}$/.test(segment)

/** The longest file name a file system stores (bytes); S3 refuses keys over 1,024. */
const MAX_FILE_NAME_BYTES = 255

/**
 * Whether a stored file's name (`/file/<name>`) is one no storage holds: undecodable, with a
 * control character, or too long. On disk the site's own handler answers it with a 404
 * (src/cms/missing-file.ts); in S3 the bucket refuses such a key, and the storage plugin answers
 * every refusal but a missing key with a 500.
 */
function isImpossibleFileName(segments: string[]): boolean {
  let name: string
  try {
    name = decodeURIComponent(segments.join('/'))
  } catch {
    return true
  }
  const hasControlCharacter = [...name].some((character) => character.charCodeAt(0) < 0x20)
  return hasControlCharacter || Buffer.byteLength(name) > MAX_FILE_NAME_BYTES
}

/**
 * Whether address segments match an endpoint's path pattern (`/:id/duplicate`, `/access/:id?`,
 * `/file/:filename`) and method; an `:id` is a document id, so a number.
 */
function matchesEndpoint(segments: string[], method: string, endpoint: Endpoint): boolean {
  if (endpoint.method.toUpperCase() !== method) return false
  const pattern = endpoint.path.split('/').filter(Boolean)
  const required = pattern.filter((part) => !part.endsWith('?')).length
  return (
    segments.length >= required &&
    segments.length <= pattern.length &&
    segments.every((segment, index) => {
      const part = pattern[index].replace(/\?$/, '')
      if (part === ':id') return isDocumentId(segment)
      return part.startsWith(':') || part === segment
    })
  )
}

/**
 * Whether a path is an endpoint the config has: at the root (/api/mail-queue/retry) or on the
 * collection, where Payload's built config lists its own REST endpoints (`/count`, `/:id`,
 * `/login`, `/file/:filename`, ...) beside the site's and the plugins' (/api/exports/download,
 * /api/pages/12/duplicate).
 */
function isEndpoint(
  segments: string[],
  method: string,
  collection: SanitizedCollectionConfig | undefined,
  config: SanitizedConfig,
): boolean {
  const endpoints = collection ? collection.endpoints : config.endpoints
  const path = collection ? segments.slice(1) : segments
  return (endpoints || []).some((endpoint) => matchesEndpoint(path, method, endpoint))
}

/**
 * Whether the collection or global a path names has no REST API at all (`endpoints: false`, as
 * Payload's own migrations): Payload would answer it with a 501.
 */
function hasNoRestApi(segments: string[], collection: SanitizedCollectionConfig | undefined, config: SanitizedConfig) {
  if (collection) return collection.endpoints === false
  if (segments[0] !== 'globals') return false
  return config.globals.find((global) => global.slug === segments[1])?.endpoints === false
}

/**
 * A Dutch 404 where Payload would answer with a 5xx or in English: a collection or global without
 * a REST API (501), a path under a collection that none of its endpoints has, by method (an id
 * that is no number reaches the database and fails with a 500; another path gets Payload's
 * English 'Route not found'), and the version and verification endpoints Payload registers on
 * every collection, whether or not it has the feature (a 500 when it has not), and a file name no
 * storage holds (a 500 from S3). Everything else, unknown globals and files included, is
 * Payload's to answer: its answers are 4xx already.
 */
function checkPath(
  segments: string[],
  method: string,
  collection: SanitizedCollectionConfig | undefined,
  config: SanitizedConfig,
): Refusal | null {
  const notFound = { status: 404, message: nl.api.notFound } as const
  if (hasNoRestApi(segments, collection, config)) return notFound
  const [slug, second, ...rest] = segments
  if (!slug || !second || slug === 'globals') return null
  if (second === 'versions' && !collection?.versions) return notFound
  if (second === 'verify' && !collection?.auth?.verify) return notFound
  if (slug.startsWith('payload-')) return null
  if (second === 'file' && collection?.upload && isImpossibleFileName(rest)) return notFound
  return isEndpoint(segments, method, collection, config) ? null : notFound
}

function mediaType(request: Request): string {
  return (request.headers.get('content-type') ?? '').split(';')[0].trim().toLowerCase()
}

/** What a read body holds: its bytes for Payload, and the document when it is JSON. */
type ReadBody = { bytes: Uint8Array<ArrayBuffer>; json?: unknown }

const BODY_REFUSALS: Record<BodyError['reason'], Refusal> = {
  tooLarge: { status: 413, message: nl.forms.errors.bodyTooLarge },
  tooSlow: { status: 408, message: nl.forms.errors.tooSlow },
  unreadable: { status: 400, message: nl.api.unreadable },
  unsupportedType: { status: 415, message: nl.api.unsupportedType },
  busy: { status: 413, message: nl.forms.errors.bodyTooLarge },
}

/**
 * A multipart body to a collection that stores files, from a signed-in user: the only bodies
 * allowed to be larger than a document. Anonymous visitors never get past the small limit.
 */
async function isSignedInUpload(
  payload: Payload,
  request: Request,
  collection: SanitizedCollectionConfig | undefined,
): Promise<boolean> {
  if (!collection?.upload || mediaType(request) !== 'multipart/form-data') return false
  const { user } = await payload.auth({ headers: request.headers }).catch(() => ({ user: null }))
  return Boolean(user)
}

/**
 * Reads a body Payload would read, once and within its limit (src/ops/body-limit.ts): an
 * unsupported type is refused before reading, a body over the limit as soon as it is known to
 * be, and JSON that does not parse is a 400 rather than Payload's 500.
 */
async function readBody(
  request: Request,
  { bytes: limit, fileBytes }: ReturnType<typeof apiBodyLimit>,
): Promise<ReadBody | Refusal> {
  const type = mediaType(request)
  if (type && !BODY_TYPES.includes(type)) return BODY_REFUSALS.unsupportedType
  let bytes: Uint8Array<ArrayBuffer>
  try {
    bytes = await readLimitedBody(request, limit, transferPace(fileBytes > 0))
  } catch (error) {
    if (!(error instanceof BodyError)) throw error
    if (error.reason === 'tooLarge' && fileBytes > 0)
      return { status: 413, message: nl.forms.errors.fileTooLarge(megabytes(fileBytes)) }
    return BODY_REFUSALS[error.reason]
  }
  if (!type) return bytes.byteLength ? BODY_REFUSALS.unsupportedType : { bytes }
  if (type !== 'application/json' || !bytes.byteLength) return { bytes }
  try {
    return { bytes, json: JSON.parse(new TextDecoder().decode(bytes)) }
  } catch {
    return { status: 400, message: nl.api.invalidJson }
  }
}

const isRefusal = (value: ReadBody | Refusal): value is Refusal => 'status' in value

/**
 * Answers with personal data are never stored by a browser or proxy; an applicant's file is a
 * download, never shown inline on this origin, under a name that says whose document it is.
 */
async function protectPrivateAnswer(payload: Payload, segments: string[], response: Response): Promise<Response> {
  const [collection, second] = segments
  if (!collection || !PRIVATE_COLLECTIONS.has(collection)) return response
  const headers = new Headers(response.headers)
  headers.set('Cache-Control', 'no-store')
  if (collection === 'applicationFiles' && second === 'file') {
    const storedName = segments.at(-1)?.replace(/[^\w.-]/g, '') || 'bestand'
    const name = response.ok ? await applicationFileDownloadName(payload, storedName) : storedName
    headers.set('Content-Disposition', attachmentHeader(name))
  }
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers })
}

/**
 * A request with neither Origin nor Sec-Fetch-Site comes from no browser (every browser sends one
 * of them on a cross-site request that could be forged), so it cannot be a cross-site forgery.
 * Payload refuses the session cookie of such clients once CSRF origins are set; it is told they
 * are same-origin. Requests that carry an Origin are still held to the CSRF origins.
 */
export function markNonBrowserRequest(request: Request): Request {
  if (request.headers.has('origin') || request.headers.has('sec-fetch-site')) return request
  const headers = new Headers(request.headers)
  headers.set('sec-fetch-site', 'same-origin')
  return new Request(request, { headers })
}

type Handler = (request: Request, context: { params: Promise<{ slug?: string[] }> }) => Promise<Response>

const refuse = ({ status, message }: Refusal) =>
  Response.json({ errors: [{ message }] }, { status, headers: { 'Cache-Control': 'no-store' } })

const BODY_METHODS = new Set(['POST', 'PATCH', 'PUT'])

/** The address of a login, from the body the guard read: JSON, or the admin's form (`_payload`). */
async function loginEmail(request: Request, body: ReadBody): Promise<string> {
  let document = body.json
  if (document === undefined && body.bytes.byteLength) {
    const form = await new Response(body.bytes, {
      headers: { 'content-type': request.headers.get('content-type') ?? '' },
    })
      .formData()
      .catch(() => null)
    const field = form?.get('_payload') ?? form?.get('email')
    document = typeof field === 'string' ? parseOrText(field) : undefined
  }
  const email = typeof document === 'object' && document !== null && 'email' in document ? document.email : document
  return typeof email === 'string' ? email.trim().toLowerCase() : ''
}

function parseOrText(field: string): unknown {
  try {
    return JSON.parse(field)
  } catch {
    return field
  }
}

/** Payload's REST handler behind the checks above. */
export function guardApi(handler: Handler): Handler {
  return async (incoming, context) => {
    const request = markNonBrowserRequest(incoming)
    const url = new URL(request.url)
    const segments = apiSegments(url.pathname)
    const payload = await getPayloadClient()
    const collection = payload.config.collections.find((candidate) => candidate.slug === segments[0])
    const refusal =
      checkQuery(url.searchParams, collection) ?? checkPath(segments, request.method, collection, payload.config)
    if (refusal) return refuse(refusal)
    if (!BODY_METHODS.has(request.method))
      return protectPrivateAnswer(payload, segments, await handler(request, context))

    const signedInUpload = await isSignedInUpload(payload, request, collection)
    const body = await readBody(request, apiBodyLimit({ segments, signedInUpload }))
    if (isRefusal(body)) return refuse(body)
    // Payload reads the body from here: the bytes already read, never the client's stream again.
    const bounded = new Request(request, { body: body.bytes })
    const answer = () => handler(bounded, context)
    const isLogin = request.method === 'POST' && segments.join('/') === 'users/login'
    const response = isLogin ? await throttleLogin(bounded, answer, await loginEmail(request, body)) : await answer()
    return protectPrivateAnswer(payload, segments, response)
  }
}
