/** Why a request body could not be turned into fields and files. */
export class BodyError extends Error {
  constructor(readonly reason: 'tooLarge' | 'unreadable' | 'unsupportedType' | 'tooSlow' | 'busy') {
    super(`Request body rejected: ${reason}`)
  }
}

export type ParsedBody = { fields: Record<string, unknown>; files: Record<string, File> }

/**
 * How fast a body must arrive: after `graceMs`, at least `minBytesPerSecond` on average since the
 * start, and all of it within `deadlineMs`. A client trickling bytes cannot hold a slot for long.
 */
export type TransferPace = { minBytesPerSecond: number; graceMs: number; deadlineMs: number }

const NO_PACE: TransferPace = { minBytesPerSecond: 0, graceMs: Infinity, deadlineMs: Infinity }
const PACE_CHECK_MS = 1000

/** True when a body that has delivered `received` bytes after `elapsedMs` is too slow. */
export function isTooSlow(received: number, elapsedMs: number, pace: TransferPace): boolean {
  if (elapsedMs > pace.deadlineMs) return true
  return elapsedMs > pace.graceMs && received < (pace.minBytesPerSecond * elapsedMs) / 1000
}

/**
 * Reads at most `limit` bytes: a declared Content-Length over the limit is refused before reading,
 * and the stream is counted as it arrives, since the header may be absent or lie. A body slower
 * than `pace` is given up (`tooSlow`), and so is one for which `take` refuses memory (`busy`).
 */
export async function readLimitedBody(
  request: Request,
  limit: number,
  pace: TransferPace = NO_PACE,
  take: (bytes: number) => boolean = () => true,
): Promise<Uint8Array<ArrayBuffer>> {
  const declared = request.headers.get('content-length')
  if (declared !== null && (!/^\d+$/.test(declared.trim()) || Number(declared) > limit)) {
    throw new BodyError(/^\d+$/.test(declared.trim()) ? 'tooLarge' : 'unreadable')
  }
  if (!request.body) return new Uint8Array()
  const reader = request.body.getReader()
  const chunks: Uint8Array[] = []
  let total = 0
  let tooSlow = false
  const started = Date.now()
  const watch = setInterval(() => {
    if (!isTooSlow(total, Date.now() - started, pace)) return
    tooSlow = true
    reader.cancel().catch(() => undefined)
  }, PACE_CHECK_MS)
  try {
    for (;;) {
      const { done, value } = await reader.read()
      if (tooSlow) throw new BodyError('tooSlow')
      if (done) break
      total += value.byteLength
      if (total > limit) {
        await reader.cancel().catch(() => undefined)
        throw new BodyError('tooLarge')
      }
      if (!take(value.byteLength)) {
        await reader.cancel().catch(() => undefined)
        throw new BodyError('busy')
      }
      chunks.push(value)
    }
  } catch (error) {
    if (error instanceof BodyError) throw error
    throw new BodyError(tooSlow ? 'tooSlow' : 'unreadable')
  } finally {
    clearInterval(watch)
  }
  const body = new Uint8Array(total)
  let offset = 0
  for (const chunk of chunks) {
    body.set(chunk, offset)
    offset += chunk.byteLength
  }
  return body
}

function mediaType(contentType: string | null): string {
  return (contentType ?? '').split(';')[0].trim().toLowerCase()
}

/** Form fields of a multipart or url-encoded body; a repeated field keeps its first value. */
async function parseFormData(body: Uint8Array<ArrayBuffer>, contentType: string): Promise<ParsedBody> {
  let form: FormData
  try {
    form = await new Response(body, { headers: { 'content-type': contentType } }).formData()
  } catch {
    throw new BodyError('unreadable')
  }
  const fields: Record<string, unknown> = {}
  const files: Record<string, File> = {}
  for (const [name, value] of form.entries()) {
    if (typeof value === 'string') {
      if (!(name in fields)) fields[name] = value
    } else if (!(name in files)) {
      files[name] = value
    }
  }
  return { fields, files }
}

function parseJson(body: Uint8Array): ParsedBody {
  let value: unknown
  try {
    value = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(body))
  } catch {
    throw new BodyError('unreadable')
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new BodyError('unreadable')
  return { fields: { ...(value as Record<string, unknown>) }, files: {} }
}

/**
 * A size-capped body as fields and files. Multipart and url-encoded forms are read everywhere,
 * JSON only where no files are expected.
 */
export async function parseRequestBody(
  request: Request,
  {
    limit,
    allowJson,
    pace,
    take,
  }: { limit: number; allowJson: boolean; pace?: TransferPace; take?: (bytes: number) => boolean },
): Promise<ParsedBody> {
  const contentType = request.headers.get('content-type')
  const type = mediaType(contentType)
  const isForm = type === 'multipart/form-data' || type === 'application/x-www-form-urlencoded'
  const isJson = allowJson && type === 'application/json'
  if (!isForm && !isJson) throw new BodyError('unsupportedType')
  const body = await readLimitedBody(request, limit, pace, take)
  return isJson ? parseJson(body) : parseFormData(body, contentType ?? type)
}
