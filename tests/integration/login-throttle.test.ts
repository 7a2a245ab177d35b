import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { guardApi } from '@/cms/api-guard'
import config from '@payload-config'

import { nextAddress } from './form-helpers'
import { getMigratedPayload } from './helpers'

let payload: Payload
let post: ReturnType<typeof guardApi>
const password = 'een-sterk-wachtwoord-voor-tests'

type Answer = { status: number; message: string; retryAfter: string | null; token?: string }

/** A login over the REST API as the admin's form posts it (multipart with `_payload`), from `address`. */
async function login(email: string, secret: string, address: string, as: 'form' | 'json' = 'form'): Promise<Answer> {
  const fields = JSON.stringify({ email, password: secret })
  const body = as === 'json' ? fields : new FormData()
  if (body instanceof FormData) body.append('_payload', fields)
  const request = new Request('http://localhost/api/users/login', {
    method: 'POST',
    body,
    headers: {
      'x-forwarded-for': address,
      'accept-language': 'nl',
      ...(as === 'json' ? { 'content-type': 'application/json' } : {}),
    },
  })
  const response = await post(request, { params: Promise.resolve({ slug: ['users', 'login'] }) })
  const json = (await response.json()) as { token?: string; errors?: Array<{ message: string }> }
  return {
    status: response.status,
    message: json.errors?.[0]?.message ?? '',
    retryAfter: response.headers.get('retry-after'),
    token: json.token,
  }
}

const createUser = () =>
  payload.create({
    collection: 'users',
    overrideAccess: true,
    data: { email: `beheer-${Date.now()}-${Math.random().toString(36).slice(2)}@example.nl`, password, role: 'admin' },
  })

beforeAll(async () => {
  payload = await getMigratedPayload()
  const { REST_POST } = await import('@payloadcms/next/routes')
  post = guardApi(REST_POST(config))
}, 900_000)

describe('login throttling', () => {
  it('lets the rightful user in after one wrong password from each of 20 addresses', async () => {
    const user = await createUser()
    // Every failed answer takes a second: the twenty run side by side, as an attacker's would.
    const attempts = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        login(user.email, 'fout-wachtwoord', nextAddress(), index % 2 ? 'json' : 'form'),
      ),
    )
    expect(attempts.map((attempt) => attempt.status)).toEqual(Array<number>(20).fill(401))
    const rightful = await login(user.email, password, nextAddress())
    expect(rightful.status).toBe(200)
    expect(rightful.token).toBeTruthy()
  }, 180_000)

  it('answers a wrong password and an unknown account alike, throttled or not', async () => {
    const user = await createUser()
    const unknown = `onbekend-${Date.now()}@example.nl`
    const attacker = nextAddress()
    const known: Answer[] = []
    const missing: Answer[] = []
    for (let attempt = 0; attempt < 12; attempt++) {
      known.push(await login(user.email, 'fout-wachtwoord', attacker))
      missing.push(await login(unknown, 'fout-wachtwoord', attacker))
    }
    const shape = ({ status, message }: Answer) => ({ status, message })
    expect(known.map(shape)).toEqual(missing.map(shape))
    expect(known[0].status).toBe(401)
    expect(known[0].message).toMatch(/onjuist/i)
    // The address is throttled for this account (and the unknown one), with a time to wait.
    const last = known.at(-1)
    expect(last?.status).toBe(429)
    expect(Number(last?.retryAfter)).toBeGreaterThan(0)
    // The rightful user elsewhere is not.
    expect((await login(user.email, password, nextAddress())).status).toBe(200)
  }, 180_000)
})
