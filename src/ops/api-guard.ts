import { guardLogin } from './login-guard'

/**
 * What the REST API checks before Payload sees a request, so that bad input is a 4xx and never a
 * 500 from deep inside a query, and what it adds to answers that carry personal data.
 */

type Refusal = { status: 400 | 404 | 415; message: string }

/** Collection paths whose second segment is a word, not a document id (Payload's own endpoints). */
const ENDPOINT_WORDS = new Set([
  'access',
  // The vacancy alerts' digest round: /api/vacancyAlerts/send/<frequency>.
  'send',
  'count',
  'versions',
  'forgot-password',
  'init',
  'login',
  'logout',
  'me',
  'refresh-token',
  'first-register',
  'reset-password',
  'unlock',
  'verify',
  'paste-url',
  'file',
])

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
function checkQuery(params: URLSearchParams): Refusal | null {
  for (const [name, value] of params) {
    // `where` must be an object (where[field][operator]=value); a bare value cannot be one.
    if (name === 'where') return { status: 400, message: 'The where parameter must be an object.' }
    const max = NUMBER_PARAMS[name]
    if (max !== undefined && (!/^\d{1,9}$/.test(value) || Number(value) > max))
      return { status: 400, message: `The ${name} parameter must be a whole number up to ${max}.` }
  }
  return null
}

/** A 404 for a document id that cannot be one (ids are numbers), or null. */
function checkDocumentId(segments: string[]): Refusal | null {
  const [collection, second] = segments
  if (!collection || !second || collection === 'globals' || collection.startsWith('payload-')) return null
  if (/^\d{1,15}$/.test(second) || ENDPOINT_WORDS.has(second)) return null
  return { status: 404, message: 'Not Found' }
}

/** A refusal for a body Payload cannot read: an unsupported type, or JSON that does not parse. */
async function checkBody(request: Request): Promise<Refusal | null> {
  if (!['POST', 'PATCH', 'PUT'].includes(request.method)) return null
  const type = (request.headers.get('content-type') ?? '').split(';')[0].trim().toLowerCase()
  const text = type === 'application/json' || !type ? await request.clone().text() : null
  if (!type) return text ? { status: 415, message: 'Unsupported content type.' } : null
  if (!BODY_TYPES.includes(type)) return { status: 415, message: 'Unsupported content type.' }
  if (type === 'application/json' && text) {
    try {
      JSON.parse(text)
    } catch {
      return { status: 400, message: 'The request body is not valid JSON.' }
    }
  }
  return null
}

/**
 * Answers with personal data are never stored by a browser or proxy; an applicant's file is a
 * download, never shown inline on this origin.
 */
function protectPrivateAnswer(segments: string[], response: Response): Response {
  const [collection, second] = segments
  if (!collection || !PRIVATE_COLLECTIONS.has(collection)) return response
  const headers = new Headers(response.headers)
  headers.set('Cache-Control', 'no-store')
  if (collection === 'applicationFiles' && second === 'file') {
    const filename = segments.at(-1)?.replace(/[^\w.-]/g, '') || 'bestand'
    headers.set('Content-Disposition', `attachment; filename="${filename}"`)
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

/** Payload's REST handler behind the checks above. */
export function guardApi(handler: Handler): Handler {
  return async (incoming, context) => {
    const request = markNonBrowserRequest(incoming)
    const url = new URL(request.url)
    const segments = apiSegments(url.pathname)
    const refusal = checkQuery(url.searchParams) ?? checkDocumentId(segments) ?? (await checkBody(request))
    if (refusal)
      return Response.json(
        { errors: [{ message: refusal.message }] },
        { status: refusal.status, headers: { 'Cache-Control': 'no-store' } },
      )
    const answer = () => handler(request, context)
    const isLogin = request.method === 'POST' && segments.join('/') === 'users/login'
    return protectPrivateAnswer(segments, await (isLogin ? guardLogin(request, answer) : answer()))
  }
}
