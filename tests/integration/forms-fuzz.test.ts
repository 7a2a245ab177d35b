import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import {
  countStored,
  formData,
  send,
  validApplication,
  validBusinessContact,
  validContact,
  type Endpoint,
} from './form-helpers'
import { getTestPayload } from './helpers'
import { minimalPdf } from '../fixtures/files'
import { windowsExecutable } from '../fixtures/uploads'

const BODIES_PER_ENDPOINT = 1100
const ACCEPTED_STATUSES = [400, 413, 415, 422]

/** A small seeded generator, so a failure can be replayed. */
function createRandom(seed: number) {
  let state = seed >>> 0
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0
    let value = state
    value = Math.imul(value ^ (value >>> 15), value | 1)
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61)
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296
  }
  const int = (max: number) => Math.floor(next() * max)
  const pick = <T>(items: readonly T[]): T => items[int(items.length)]
  const bytes = (length: number) => Uint8Array.from({ length }, () => int(256))
  return { next, int, pick, bytes }
}

type Random = ReturnType<typeof createRandom>
type Malformed = { label: string; body: BodyInit | null; contentType?: string; headers?: Record<string, string> }

/** The person's and the application's forms; the staffing request has its own tests. */
type Fuzzed = Exclude<Endpoint, 'staffingRequest'>

const FIELDS: Record<Fuzzed, string[]> = {
  contact: ['name', 'phoneNumber', 'email', 'message'],
  businessContact: ['name', 'businessName', 'phoneNumber', 'email', 'message'],
  application: ['gender', 'firstName', 'lastName', 'emailAddress', 'phoneNumber', 'message', 'vacancyId', 'consent'],
}
const REQUIRED: Record<Fuzzed, string[]> = {
  contact: FIELDS.contact,
  businessContact: FIELDS.businessContact,
  application: ['firstName', 'lastName', 'emailAddress', 'phoneNumber'],
}
const valid = (endpoint: Fuzzed): Record<string, string> =>
  endpoint === 'application' ? validApplication() : endpoint === 'contact' ? validContact() : validBusinessContact()

function wrongValue(random: Random): unknown {
  const depth = 1 + random.int(3000)
  return random.pick([
    () => random.int(1e9) - 5e8,
    () => random.next() < 0.5,
    () => null,
    () => [],
    () => ['a', 'b'],
    () => ({ nested: { deeper: 'x' } }),
    () => JSON.parse('['.repeat(depth) + ']'.repeat(depth)),
    () => ({ $where: '1 == 1', $gt: '' }),
    () => 1e308 * 10,
  ])()
}

function brokenValue(random: Random, field: string): string {
  return random.pick([
    () => 'x'.repeat(5001 + random.int(50_000)),
    () => `bad\u0000${field}`,
    () => '\u0007\u001b[31m',
    () =>
      field.toLowerCase().includes('email')
        ? 'geen-adres@'
        : field === 'phoneNumber'
          ? '12'
          : field === 'gender'
            ? 'x'
            : '   ',
    () => (field === 'consent' ? 'misschien' : ''),
  ])()
}

/** Valid fields with at least one required field missing, blank or wrong: never storable. */
function brokenFields(random: Random, endpoint: Fuzzed, typed: boolean): Record<string, unknown> {
  const fields: Record<string, unknown> = { ...valid(endpoint) }
  const target = random.pick(REQUIRED[endpoint])
  const choice = random.int(3)
  if (choice === 0) delete fields[target]
  else fields[target] = typed && choice === 1 ? wrongValue(random) : brokenValue(random, target)
  for (const field of FIELDS[endpoint])
    if (random.next() < 0.15) fields[field] = typed ? wrongValue(random) : brokenValue(random, field)
  if (random.next() < 0.3) fields[`onbekend_${random.int(100)}`] = 'genegeerd'
  if (random.next() < 0.1) fields.__proto__ = { polluted: true }
  return fields
}

function multipart(parts: string[], boundary: string, ending = `--${boundary}--\r\n`): string {
  return parts.map((part) => `--${boundary}\r\n${part}\r\n`).join('') + ending
}

function malformedBody(random: Random, endpoint: Fuzzed): Malformed {
  const kind = random.int(9)
  switch (kind) {
    case 0:
      return {
        label: 'json wrong types',
        body: JSON.stringify(brokenFields(random, endpoint, true)),
        contentType: 'application/json',
      }
    case 1: {
      const depth = 1 + random.int(20_000)
      return {
        label: 'json nesting',
        body: random.pick([
          `{"name":${'['.repeat(depth)}${']'.repeat(depth)}}`,
          '['.repeat(depth) + ']'.repeat(depth),
          `{"a":`.repeat(depth),
        ]),
        contentType: 'application/json',
      }
    }
    case 2:
      return {
        label: 'json broken',
        body: random.pick([
          () => '{"name": "Jan"',
          () => '',
          () => 'null',
          () => '"tekst"',
          () => '12',
          () => '\uFEFF{"name":1}',
          () => new Blob([new Uint8Array([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x3a, 0x31, 0x7d])]),
          () => new Blob([random.bytes(1 + random.int(2000))]),
        ])(),
        contentType: random.pick(['application/json', 'application/json; charset=utf-16', 'APPLICATION/JSON']),
      }
    case 3:
      return {
        label: 'wrong content type',
        body: random.pick(['name=Jan', '{"name":"Jan"}', '<xml/>', '']),
        contentType: random.pick([
          undefined,
          'text/plain',
          'application/xml',
          'image/png',
          'multipart/form-data',
          'multipart/mixed; boundary=x',
          'application/octet-stream',
          'form-data',
        ]),
      }
    case 4: {
      const boundary = `----grens${random.int(1e6)}`
      const field = (name: string, value: string) => `Content-Disposition: form-data; name="${name}"\r\n\r\n${value}`
      const parts = Object.entries(valid(endpoint)).map(([name, value]) => field(name, value))
      const body = random.pick([
        () => multipart(parts, boundary).slice(0, random.int(200)),
        () => multipart(parts, `${boundary}x`),
        () => multipart(parts, boundary, ''),
        () => multipart(['Content-Disposition: form-data\r\n\r\nzonder naam', ...parts.slice(1)], boundary),
        () =>
          multipart(
            [`Content-Disposition: form-data; name="name"\r\nX-Header: ${'h'.repeat(100_000)}\r\n\r\nJan`],
            boundary,
          ),
        () => `--${boundary}\r\n${'\r\n'.repeat(random.int(50))}`,
        () => new Blob([random.bytes(1 + random.int(5000))]),
      ])()
      return {
        label: 'broken multipart',
        body,
        contentType: random.pick([
          `multipart/form-data; boundary=${boundary}`,
          'multipart/form-data; boundary=',
          'multipart/form-data; boundary="ongesloten',
        ]),
      }
    }
    case 5:
      return {
        label: 'urlencoded garbage',
        body: random.pick([
          () => '%zz=%%&&==&name',
          () => `name=${'%E2%82'.repeat(random.int(500))}`,
          () => '__proto__[admin]=1&constructor[prototype][admin]=1',
          () => new URLSearchParams(brokenFields(random, endpoint, false) as Record<string, string>).toString(),
          () => new Blob([random.bytes(1 + random.int(3000))]),
        ])(),
        contentType: 'application/x-www-form-urlencoded',
      }
    case 6:
      return {
        label: 'form with a broken field',
        body: formData(brokenFields(random, endpoint, false) as Record<string, string>),
      }
    case 7: {
      // Over the cap: declared, or actually sent.
      const big = 'x'.repeat((endpoint === 'application' ? 21 : 1) * 1024 * 1024 + 100)
      return random.next() < 0.5
        ? {
            label: 'declared too large',
            body: 'name=x',
            contentType: 'application/x-www-form-urlencoded',
            headers: { 'content-length': String(1e12) },
          }
        : { label: 'sent too large', body: `name=${big}`, contentType: 'application/x-www-form-urlencoded' }
    }
    default: {
      const fields = brokenFields(random, endpoint, false) as Record<string, string>
      const file = random.pick([
        () =>
          new File(
            [random.bytes(random.int(4000))],
            random.pick(['cv.pdf', '../../cv.pdf', 'cv', '', 'a'.repeat(5000)]),
          ),
        () => new File([new Uint8Array(windowsExecutable())], 'cv.pdf', { type: 'application/pdf' }),
        () => new File([new Uint8Array(minimalPdf())], 'cv.pdf'),
      ])()
      const form = formData(fields)
      form.append(random.pick(['applicationCV', 'applicationMotivation', 'name', 'email']), file)
      if (random.next() < 0.3) form.append('applicationCV', 'bestaand-bestand.pdf')
      return { label: 'form with files', body: form }
    }
  }
}

let payload: Payload

beforeAll(async () => {
  payload = await getTestPayload()
})

describe.each(['contact', 'businessContact', 'application'] as const)('fuzzing %s', (endpoint) => {
  it(`answers ${BODIES_PER_ENDPOINT} malformed bodies with 4xx, stores nothing and keeps answering`, async () => {
    const before = await countStored(payload)
    const random = createRandom(0x5eed + endpoint.length)
    const seen = new Map<string, number>()
    for (let index = 0; index < BODIES_PER_ENDPOINT; index++) {
      const malformed = malformedBody(random, endpoint)
      const headers = {
        ...(malformed.contentType ? { 'content-type': malformed.contentType } : {}),
        ...malformed.headers,
      }
      const response = await send(endpoint, malformed.body, { headers })
      const context = `#${index} ${malformed.label}`
      expect(ACCEPTED_STATUSES, `${context}: status ${response.status}`).toContain(response.status)
      const answer = (await response.json()) as { errors: Record<string, unknown> }
      expect(
        Object.values(answer.errors).every(
          (messages) => Array.isArray(messages) && messages.every((message) => typeof message === 'string'),
        ),
        context,
      ).toBe(true)
      seen.set(malformed.label, (seen.get(malformed.label) ?? 0) + 1)
    }
    expect(seen.size).toBeGreaterThanOrEqual(9)
    expect(await countStored(payload)).toEqual(before)
    expect(({} as Record<string, unknown>).polluted).toBeUndefined()
    const ok = await send(endpoint, formData(valid(endpoint)))
    expect(ok.status).toBe(200)
  }, 300_000)
})
