#!/usr/bin/env node
/**
 * A sample receiver for the site's ATS link (docs/ats.md): verifies each delivery's signature and
 * timestamp, takes in every application once by its Idempotency-Key, and can send a signed status
 * message back. Plain Node, no dependencies: a starting point for an ATS's own endpoint.
 *
 *   ATS_WEBHOOK_SECRET=... node scripts/ats-receiver.mjs [--port 4400]
 *       listens on 127.0.0.1 and prints what arrives
 *   ATS_WEBHOOK_SECRET=... node scripts/ats-receiver.mjs --status <applicationId> <status> [--site http://localhost:3000]
 *       reports a status change to the site
 */
import { createHmac, timingSafeEqual } from 'node:crypto'
import http from 'node:http'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'

/** A message older or newer than this is refused: an old one replayed cannot pass. */
const WINDOW_SECONDS = 5 * 60
const MAX_BODY_BYTES = 1024 * 1024

/**
 * The signature of a body sent at `timestamp`: HMAC-SHA256 with the shared secret over
 * `<timestamp>.<body>`, hex, prefixed with `sha256=`.
 * @param {string} secret
 * @param {string} timestamp
 * @param {string | Buffer} body
 */
export function sign(secret, timestamp, body) {
  return `sha256=${createHmac('sha256', secret).update(`${timestamp}.`).update(body).digest('hex')}`
}

/**
 * Whether a request's timestamp and signature headers fit its raw body: the signature compared in
 * constant time, the timestamp within five minutes of `now`.
 * @param {string} secret
 * @param {{ timestamp?: string | string[]; signature?: string | string[] }} headers
 * @param {Buffer} body
 * @param {number} [now] milliseconds since the epoch
 * @returns {{ ok: true } | { ok: false; reason: string }}
 */
export function verify(secret, { timestamp, signature }, body, now = Date.now()) {
  if (typeof timestamp !== 'string' || typeof signature !== 'string') return { ok: false, reason: 'missing headers' }
  if (!/^\d{1,12}$/.test(timestamp)) return { ok: false, reason: 'bad timestamp' }
  const expected = Buffer.from(sign(secret, timestamp, body))
  const given = Buffer.from(signature)
  if (given.length !== expected.length || !timingSafeEqual(given, expected))
    return { ok: false, reason: 'bad signature' }
  if (Math.abs(now / 1000 - Number(timestamp)) > WINDOW_SECONDS) return { ok: false, reason: 'stale timestamp' }
  return { ok: true }
}

/**
 * @param {http.ServerResponse} response
 * @param {number} status
 * @param {unknown} body
 */
function answer(response, status, body) {
  response.writeHead(status, { 'Content-Type': 'application/json' })
  response.end(JSON.stringify(body))
}

/**
 * @param {http.IncomingMessage} request
 * @returns {Promise<Buffer | null>} the body, or null when it is larger than MAX_BODY_BYTES
 */
async function readBody(request) {
  const chunks = []
  let size = 0
  for await (const chunk of request) {
    size += chunk.length
    if (size > MAX_BODY_BYTES) return null
    chunks.push(chunk)
  }
  return Buffer.concat(chunks)
}

/**
 * An HTTP server that takes in deliveries. `onApplication` gets each new one (by its
 * Idempotency-Key); when it throws, the answer is a 500 and the site tries again later with the
 * same key. A key seen before is answered 200 without taking the application in twice.
 * @param {{ secret: string; onApplication?: (message: any, key: string) => unknown | Promise<unknown> }} options
 */
export function createReceiver({ secret, onApplication = () => {} }) {
  /** @type {Set<string>} */
  const taken = new Set()
  return http.createServer(async (request, response) => {
    if (request.method !== 'POST') return answer(response, 405, { error: 'POST only' })
    const body = await readBody(request)
    if (!body) return answer(response, 413, { error: 'body too large' })
    const headers = { timestamp: request.headers['x-koers-timestamp'], signature: request.headers['x-koers-signature'] }
    const check = verify(secret, headers, body)
    if (!check.ok) return answer(response, 401, { error: check.reason })
    const key = request.headers['idempotency-key']
    if (typeof key !== 'string' || !key) return answer(response, 400, { error: 'no Idempotency-Key' })
    if (taken.has(key)) return answer(response, 200, { duplicate: true })
    let message
    try {
      message = JSON.parse(body.toString('utf8'))
    } catch {
      return answer(response, 400, { error: 'not JSON' })
    }
    try {
      await onApplication(message, key)
    } catch (error) {
      return answer(response, 500, { error: error instanceof Error ? error.message : String(error) })
    }
    taken.add(key)
    return answer(response, 200, { accepted: key })
  })
}

/**
 * Reports an application's new status to the site, signed as the site signs its deliveries.
 * @param {{ site: string; secret: string; applicationId: number; status: string }} options
 */
export async function sendStatus({ site, secret, applicationId, status }) {
  const body = JSON.stringify({ applicationId, status, changedAt: new Date().toISOString() })
  const timestamp = String(Math.floor(Date.now() / 1000))
  const response = await fetch(new URL('/api/ats/status', site), {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      'X-Koers-Timestamp': timestamp,
      'X-Koers-Signature': sign(secret, timestamp, body),
    },
    body,
    signal: AbortSignal.timeout(10_000),
  })
  return { status: response.status, body: await response.json().catch(() => null) }
}

async function main() {
  const { values, positionals } = parseArgs({
    options: {
      port: { type: 'string', default: '4400' },
      status: { type: 'boolean', default: false },
      site: { type: 'string', default: 'http://localhost:3000' },
    },
    allowPositionals: true,
  })
  const secret = process.env.ATS_WEBHOOK_SECRET
  if (!secret) {
    console.error('Set ATS_WEBHOOK_SECRET to the secret the site signs with.')
    process.exit(2)
  }
  if (values.status) {
    const [id, status] = positionals
    const result = await sendStatus({ site: values.site, secret, applicationId: Number(id), status })
    console.log(result.status, JSON.stringify(result.body))
    process.exit(result.status < 300 ? 0 : 1)
  }
  const server = createReceiver({
    secret,
    onApplication: (message, key) => {
      const { application } = message
      console.log(
        `${key}: ${application.firstName} ${application.lastName}, ${application.documents.length} document(s)`,
      )
      for (const document of application.documents) console.log(`  ${document.kind}: ${document.url}`)
    },
  })
  server.listen(Number(values.port), '127.0.0.1', () => console.log(`ATS receiver on http://127.0.0.1:${values.port}`))
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main()
