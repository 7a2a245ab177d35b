import type { Endpoint, PayloadRequest } from 'payload'

import { ATS_CONTEXT } from '@/data/application'
import { nl } from '@/i18n/nl'
import { ATS_STATUS_BODY_BYTES } from '@/ops/body-limit'

import { atsSettings } from './deliver'
import { recordReceipt } from './receipts'
import { ATS_HEADERS, verifyAtsSignature, type SignatureCheck } from './signature'
import { parseStatusMessage } from './status-message'

const text = nl.ats.refusals

const STATUS_PATH = '/ats/status'

/** Refusals in Payload's error shape, as the API guard and the other endpoints answer. */
const refuse = (status: 400 | 401 | 404 | 409 | 413 | 415 | 422, ...messages: string[]) =>
  Response.json(
    { errors: messages.map((message) => ({ message })) },
    { status, headers: { 'Cache-Control': 'no-store' } },
  )

const SIGNATURE_REFUSALS: Record<Exclude<SignatureCheck, { ok: true }>['reason'], string> = {
  missing: text.missingSignature,
  invalid: text.invalidSignature,
  stale: text.staleTimestamp,
}

async function readBytes(req: PayloadRequest): Promise<Uint8Array | null> {
  const buffer = await req.arrayBuffer?.().catch(() => null)
  return buffer ? new Uint8Array(buffer) : null
}

/** Whether the request says its body is JSON (`application/json`, or a `+json` type), whatever its parameters. */
const isJsonType = (req: PayloadRequest) =>
  /^application\/([\w.-]+\+)?json$/.test((req.headers.get('content-type') ?? '').split(';')[0].trim().toLowerCase())

function parseJson(bytes: Uint8Array): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(new TextDecoder().decode(bytes)) }
  } catch {
    return { ok: false }
  }
}

/**
 * POST /api/ats/status: the ATS reports an application's new status (docs/ats.md). Signed with
 * the shared secret over timestamp and body, refused outside the five-minute window and when
 * its signature was seen before (a replay). The body is bounded by the API guard
 * (src/ops/body-limit.ts); every refusal is a 4xx with a Dutch message, nothing changes.
 */
export const atsStatusEndpoint: Endpoint = {
  path: STATUS_PATH,
  method: 'post',
  handler: async (req) => {
    const settings = atsSettings()
    if (!settings) return refuse(404, text.notConfigured)
    // A form or any other type is refused before it is read: the message is JSON only.
    if (!isJsonType(req)) return refuse(415, text.notJson)
    const bytes = await readBytes(req)
    if (!bytes) return refuse(400, nl.api.unreadable)
    if (bytes.byteLength > ATS_STATUS_BODY_BYTES) return refuse(413, nl.forms.errors.bodyTooLarge)
    const headers = {
      timestamp: req.headers.get(ATS_HEADERS.timestamp),
      signature: req.headers.get(ATS_HEADERS.signature),
    }
    const check = verifyAtsSignature(settings.secret, headers, bytes)
    if (!check.ok) return refuse(401, SIGNATURE_REFUSALS[check.reason])
    const json = parseJson(bytes)
    if (!json.ok) return refuse(400, nl.api.invalidJson)
    const message = parseStatusMessage(json.value)
    if (!message.ok) return refuse(422, ...message.errors)
    if (!(await recordReceipt(req.payload, check.receiptKey))) return refuse(409, text.replay)

    const { applicationId, status } = message.change
    const application = await req.payload.findByID({
      collection: 'applications',
      id: applicationId,
      depth: 0,
      select: { status: true },
      overrideAccess: true,
      disableErrors: true,
    })
    if (!application) return refuse(404, text.unknownApplication(applicationId))
    if (application.status !== status) {
      await req.payload.update({
        collection: 'applications',
        id: applicationId,
        data: { status },
        depth: 0,
        overrideAccess: true,
        // Recorded as the ATS's change; the applicant gets the status's message (src/forms/status-message.ts).
        context: ATS_CONTEXT,
      })
      req.payload.logger.info(`ATS: application ${applicationId} is now ${status}`)
    }
    return Response.json(
      { success: true, application: { id: applicationId, status } },
      { headers: { 'Cache-Control': 'no-store' } },
    )
  },
}
