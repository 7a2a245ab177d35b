import type { Payload } from 'payload'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'

import { guardApi } from '@/cms/api-guard'
import { SEND_PASSWORD_RESET_MAIL } from '@/cms/password-reset'
import { nl } from '@/i18n/nl'

import { nextAddress } from './form-helpers'
import { getMigratedPayload } from './helpers'

// The test runs the mail queue itself.
vi.hoisted(() => {
  process.env.JOBS_AUTORUN = 'false'
})

let payload: Payload
let post: ReturnType<typeof guardApi>

type Answer = { status: number; body: unknown; retryAfter: string | null }

/** 'Wachtwoord vergeten' as the admin's form posts it (multipart with `_payload`), or as JSON, from `address`. */
async function forgot(email: string, address: string, as: 'form' | 'json' = 'form'): Promise<Answer> {
  const fields = JSON.stringify({ email })
  const body = as === 'json' ? fields : new FormData()
  if (body instanceof FormData) body.append('_payload', fields)
  const request = new Request('http://localhost/api/users/forgot-password', {
    method: 'POST',
    body,
    headers: {
      'x-forwarded-for': address,
      'accept-language': 'nl',
      ...(as === 'json' ? { 'content-type': 'application/json' } : {}),
    },
  })
  const response = await post(request, { params: Promise.resolve({ slug: ['users', 'forgot-password'] }) })
  return { status: response.status, body: await response.json(), retryAfter: response.headers.get('retry-after') }
}

const unique = () => `${Date.now()}-${Math.random().toString(36).slice(2)}`

const createEditor = () =>
  payload.create({
    collection: 'users',
    overrideAccess: true,
    data: { email: `redacteur-${unique()}@example.nl`, password: 'een-sterk-wachtwoord-voor-tests', role: 'editor' },
  })

/** The reset jobs queued since `since`, oldest first. */
async function resetJobs(since: string) {
  const { docs } = await payload.find({
    collection: 'payload-jobs',
    where: { and: [{ taskSlug: { equals: SEND_PASSWORD_RESET_MAIL } }, { createdAt: { greater_than_equal: since } }] },
    sort: 'createdAt',
    depth: 0,
    limit: 100,
    overrideAccess: true,
  })
  return docs
}

/** The account a reset job names, if it names one. */
const userIdOf = (input: unknown) =>
  typeof input === 'object' && input !== null && 'userId' in input ? input.userId : undefined

type Sent = { to?: unknown; subject?: unknown; html?: unknown }

/** Records what Payload's mail adapter is asked to send, sending nothing. */
function recordMail(): Sent[] {
  const sent: Sent[] = []
  vi.spyOn(payload.email, 'sendEmail').mockImplementation(async (message) => {
    sent.push(message)
  })
  return sent
}

const storedToken = async (id: number) =>
  (await payload.findByID({ collection: 'users', id, depth: 0, overrideAccess: true, showHiddenFields: true }))
    .resetPasswordToken

beforeAll(async () => {
  payload = await getMigratedPayload()
  const { default: config } = await import('@payload-config')
  const { REST_POST } = await import('@payloadcms/next/routes')
  post = guardApi(REST_POST(config))
}, 900_000)

afterEach(() => {
  vi.restoreAllMocks()
})

describe('forgot password', () => {
  it('takes the same steps for a known and an unknown account: one queued job each, no mail before the answer', async () => {
    const editor = await createEditor()
    const unknown = `onbekend-${unique()}@example.nl`
    const sent = recordMail()
    const since = new Date(Date.now() - 1000).toISOString()

    const known = await forgot(editor.email.toUpperCase(), nextAddress())
    const missing = await forgot(unknown, nextAddress(), 'json')
    expect(known.status).toBe(200)
    expect(missing).toEqual(known)
    // Nothing was sent, nor a token made, while the visitor waited for the answer.
    expect(sent).toEqual([])
    expect(await storedToken(editor.id)).toBeFalsy()
    const jobs = await resetJobs(since)
    expect(jobs.map((job) => userIdOf(job.input))).toEqual([editor.id, null])

    // The queue sends the known account's mail with its reset link; the unknown one's sends nothing.
    await payload.jobs.run({ queue: 'mail', limit: 100 })
    expect(sent.map((mail) => mail.to)).toEqual([editor.email])
    const token = await storedToken(editor.id)
    expect(token).toBeTruthy()
    expect(String(sent[0].html)).toContain(`/admin/reset/${token}`)
  })

  it('counts per account from any address: three an hour, then a Dutch 429 that reads the same for an unknown account', async () => {
    const editor = await createEditor()
    const unknown = `onbekend-${unique()}@example.nl`
    const since = new Date(Date.now() - 1000).toISOString()
    const known: Answer[] = []
    const missing: Answer[] = []
    for (let attempt = 0; attempt < 5; attempt++) {
      known.push(await forgot(editor.email, nextAddress()))
      missing.push(await forgot(unknown, nextAddress()))
    }
    expect(known.map((answer) => answer.status)).toEqual([200, 200, 200, 429, 429])
    const shape = ({ status, body }: Answer) => ({ status, body })
    expect(missing.map(shape)).toEqual(known.map(shape))
    expect(known[3].body).toEqual({ errors: [{ message: expect.stringMatching(/^Te veel aanvragen/) }] })
    expect(Number(known[3].retryAfter)).toBeGreaterThan(0)
    // Only the accepted requests were queued: the editor gets at most three mails in the hour.
    const queued = (await resetJobs(since)).filter((job) => userIdOf(job.input) === editor.id)
    expect(queued).toHaveLength(3)
  })

  it('counts per client address for any accounts: ten an hour, then a 429', async () => {
    const address = nextAddress()
    const answers: number[] = []
    for (let attempt = 0; attempt < 11; attempt++)
      answers.push((await forgot(`iemand-${attempt}-${unique()}@example.nl`, address)).status)
    expect(answers).toEqual([...Array<number>(10).fill(200), 429])
    // Another address is not held back.
    expect((await forgot(`iemand-${unique()}@example.nl`, nextAddress())).status).toBe(200)
  })

  it('asks for the address in Dutch, and runs Payload’s operation only from its queue', async () => {
    const empty = await forgot('', nextAddress(), 'json')
    expect(empty).toMatchObject({
      status: 400,
      body: { errors: [{ message: nl.admin.passwordReset.missingEmail }] },
    })
    const editor = await createEditor()
    const sent = recordMail()
    await expect(payload.forgotPassword({ collection: 'users', data: { email: editor.email } })).rejects.toThrow(
      nl.admin.passwordReset.onlyThroughForm,
    )
    expect(sent).toEqual([])
    expect(await storedToken(editor.id)).toBeFalsy()
  })
})
