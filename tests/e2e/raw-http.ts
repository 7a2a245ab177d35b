import http from 'node:http'

import { minimalPdf } from '../fixtures/files'

export type RawAnswer = {
  status: number | null
  headers: http.IncomingHttpHeaders
  /** Header names and values as sent, repeats kept (Node keeps only the first of a repeated Location). */
  rawHeaders?: string[]
  body: string
  /** The request went over a kept-alive connection that an earlier request opened. */
  reusedConnection?: boolean
}

export type RawRequest = {
  origin: string
  method?: string
  path: string
  headers?: Record<string, string | number>
  body?: Buffer | string
  /** The loopback address the request comes from (127.0.0.2 and up are loopback too on Linux). */
  from?: string
  /** A keep-alive agent whose connection the request may reuse; by default a fresh connection. */
  agent?: http.Agent
}

/** One HTTP request; a reset or refused connection answers status null. */
export function rawRequest({
  origin,
  method = 'GET',
  path,
  headers = {},
  body,
  from,
  agent,
}: RawRequest): Promise<RawAnswer> {
  const url = new URL(origin)
  return new Promise((resolve) => {
    const answer = (
      status: number | null,
      answerHeaders: http.IncomingHttpHeaders,
      text: string,
      rawHeaders: string[] = [],
    ) => resolve({ status, headers: answerHeaders, rawHeaders, body: text, reusedConnection: request.reusedSocket })
    let responded = false
    const request = http.request(
      { host: url.hostname, port: url.port, method, path, headers, localAddress: from, agent: agent ?? false },
      (response) => {
        responded = true
        let text = ''
        response.setEncoding('utf8')
        response.on('data', (chunk) => (text += chunk))
        response.on('end', () => answer(response.statusCode ?? null, response.headers, text, response.rawHeaders))
        response.on('error', () => answer(null, {}, text))
      },
    )
    // A server may answer before it has read the whole body and close the connection: the write
    // then fails, but the answer that came first counts (as curl and browsers read it).
    request.on('error', () => {
      if (!responded) setTimeout(() => responded || answer(null, {}, ''), 100)
    })
    request.end(body)
  })
}

/**
 * A body of `totalBytes` sent in chunks without a Content-Length (chunked transfer encoding), as
 * fast as the server takes it. Resolves with the server's answer, or status null on a reset.
 */
export function chunkedPost({
  origin,
  path,
  totalBytes,
  from,
  contentType = 'application/json',
}: {
  origin: string
  path: string
  totalBytes: number
  from?: string
  contentType?: string
}): Promise<RawAnswer> {
  const url = new URL(origin)
  const chunk = Buffer.alloc(64 * 1024, 0x61)
  return new Promise((resolve) => {
    // The server may answer and close the connection while the body is still being sent: the
    // answer counts, not the write that failed after it.
    const answer: RawAnswer = { status: null, headers: {}, body: '' }
    let settled = false
    const done = () => {
      if (settled) return
      settled = true
      resolve(answer)
    }
    const request = http.request(
      {
        host: url.hostname,
        port: url.port,
        method: 'POST',
        path,
        headers: { 'Content-Type': contentType, 'Transfer-Encoding': 'chunked' },
        localAddress: from,
        agent: false,
      },
      (response) => {
        Object.assign(answer, { status: response.statusCode ?? null, headers: response.headers })
        response.setEncoding('utf8')
        response.on('data', (part) => (answer.body += part))
        response.on('end', done)
        response.on('error', done)
      },
    )
    request.on('error', () => setTimeout(done, 100))
    let sent = 0
    const write = () => {
      while (sent < totalBytes && !settled) {
        sent += chunk.length
        if (!request.write(chunk)) return void request.once('drain', write)
      }
      request.end()
    }
    write()
  })
}

/** Resolves with what `promise` gave, or 'no answer' after `ms`: a hang is a failure, not a wait. */
export function answeredWithin<T>(promise: Promise<T>, ms: number): Promise<T | 'no answer'> {
  return Promise.race([promise, new Promise<'no answer'>((resolve) => setTimeout(() => resolve('no answer'), ms))])
}

const BOUNDARY = '----koersHardening'

/** A multipart application body with the given CV bytes. */
function applicationBody(cv: Buffer, email = `sanne.${Date.now()}.${Math.random()}@example.nl`): Buffer {
  const fields = {
    firstName: 'Sanne',
    lastName: 'Visser',
    emailAddress: email,
    phoneNumber: '0612345678',
    gender: 'v',
  }
  const parts: Buffer[] = Object.entries(fields).map(([name, value]) =>
    Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
  )
  parts.push(
    Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="applicationCV"; filename="CV.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
    ),
    cv,
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  )
  return Buffer.concat(parts)
}

const multipartHeaders = (body: Buffer) => ({
  'Content-Type': `multipart/form-data; boundary=${BOUNDARY}`,
  'Content-Length': body.length,
})

/** A valid application from loopback address `from`. */
export function postApplication(origin: string, from: string, cv: Buffer = minimalPdf()): Promise<RawAnswer> {
  const body = applicationBody(cv)
  return rawRequest({
    origin,
    method: 'POST',
    path: '/actions/module/application-form',
    headers: multipartHeaders(body),
    body,
    from,
  })
}

/** A valid contact message from `from`, with whatever extra headers a visitor adds. */
export function postContact(
  origin: string,
  from: string,
  headers: Record<string, string> = {},
  agent?: http.Agent,
): Promise<RawAnswer> {
  const body = JSON.stringify({
    name: 'Sanne de Vries',
    phoneNumber: '06 12345678',
    email: `sanne.${Date.now()}.${Math.random().toString(36).slice(2)}@example.nl`,
    message: 'Ik zoek werk als verpleegkundige in de regio Utrecht.',
  })
  return rawRequest({
    origin,
    method: 'POST',
    path: '/actions/module/contact',
    headers: { 'Content-Type': 'application/json', ...headers },
    body,
    from,
    agent,
  })
}

/**
 * An application upload that sends its headers and a first part, then one byte every `everyMs`:
 * the slow client of a slot-holding attack. Resolves with the server's answer (or null on reset).
 */
export function slowUpload(origin: string, from: string, everyMs = 1000): Promise<RawAnswer> {
  const url = new URL(origin)
  const body = applicationBody(minimalPdf())
  return new Promise((resolve) => {
    const timer: { interval?: NodeJS.Timeout } = {}
    const done = (answer: RawAnswer) => {
      clearInterval(timer.interval)
      resolve(answer)
    }
    const request = http.request(
      {
        host: url.hostname,
        port: url.port,
        method: 'POST',
        path: '/actions/module/application-form',
        headers: multipartHeaders(body),
        localAddress: from,
        agent: false,
      },
      (response) => {
        let text = ''
        response.on('data', (chunk) => (text += chunk))
        response.on('end', () => done({ status: response.statusCode ?? null, headers: response.headers, body: text }))
      },
    )
    request.on('error', () => done({ status: null, headers: {}, body: '' }))
    let sent = 64
    request.write(body.subarray(0, sent))
    timer.interval = setInterval(() => {
      if (sent >= body.length - 1) return
      request.write(body.subarray(sent, sent + 1))
      sent += 1
    }, everyMs)
  })
}
