import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { guardApi } from '@/cms/api-guard'
import { MIN_PASSWORD_LENGTH } from '@/cms/hooks/password-policy'
import { csrfOrigins } from '@/cms/origins'
import { nl } from '@/i18n/nl'
import config from '@payload-config'

import { getMigratedPayload } from './helpers'

let payload: Payload
const password = 'een-sterk-wachtwoord-voor-tests'

const createUser = (role: 'admin' | 'editor') =>
  payload.create({
    collection: 'users',
    overrideAccess: true,
    data: { email: `${role}-${Date.now()}-${Math.random().toString(36).slice(2)}@example.nl`, password, role },
  })

beforeAll(async () => {
  payload = await getMigratedPayload()
})

describe('admin hardening', () => {
  it('never locks the account itself: wrong passwords (from anywhere) do not keep the right one out', async () => {
    const user = await createUser('editor')
    // Payload locks after five failures unless its lock is off.
    for (let attempt = 0; attempt < 6; attempt++) {
      await expect(
        payload.login({ collection: 'users', data: { email: user.email, password: 'fout' } }),
      ).rejects.toThrow()
    }
    const result = await payload.login({ collection: 'users', data: { email: user.email, password } })
    expect(result.token).toBeTruthy()
  }, 300_000)

  it('refuses passwords shorter than the minimum, on create and update', async () => {
    expect(MIN_PASSWORD_LENGTH).toBe(12)
    const refusal = (attempt: Promise<unknown>) =>
      attempt.then(
        () => 'accepted',
        (error: { data?: { errors?: Array<{ path: string; message: string }> } }) => error.data?.errors?.[0],
      )
    const message = nl.admin.passwordTooShort(12)
    // The reason at the field, and in the label the editor's notice names the field by.
    const expected = { path: 'password', message, label: `Wachtwoord (${message})` }
    expect(
      await refusal(
        payload.create({
          collection: 'users',
          overrideAccess: true,
          data: { email: `kort-${Date.now()}@example.nl`, password: 'abc', role: 'editor' },
        }),
      ),
    ).toEqual(expected)
    const user = await createUser('editor')
    expect(
      await refusal(
        payload.update({ collection: 'users', id: user.id, overrideAccess: true, data: { password: 'elf-tekens!' } }),
      ),
    ).toEqual(expected)
  })

  it('always has CSRF origins: SITE_URL, or the local demo origin', () => {
    expect(csrfOrigins({ SITE_URL: 'https://www.koersgroep.nl/' })).toEqual(['https://www.koersgroep.nl'])
    expect(csrfOrigins({ PORT: '3000' })).toEqual(['http://127.0.0.1:3000', 'http://localhost:3000'])
    expect(payload.config.csrf.length).toBeGreaterThan(0)
  })

  it('takes the session cookie from its own origin and from non-browser clients, never from another origin', async () => {
    const { REST_GET } = await import('@payloadcms/next/routes')
    const get = guardApi(REST_GET(config))
    const user = await createUser('editor')
    const { token } = await payload.login({ collection: 'users', data: { email: user.email, password } })
    const me = async (headers: Record<string, string>) => {
      const request = new Request('http://localhost/api/users/me', {
        headers: { cookie: `payload-token=${token}`, ...headers },
      })
      const response = await get(request, { params: Promise.resolve({ slug: ['users', 'me'] }) })
      return ((await response.json()) as { user: { id: number } | null }).user?.id ?? null
    }
    expect(await me({})).toBe(user.id)
    expect(await me({ origin: csrfOrigins()[0] })).toBe(user.id)
    expect(await me({ origin: 'http://evil.example' })).toBeNull()
    expect(await me({ 'sec-fetch-site': 'cross-site' })).toBeNull()
  })

  it('lets an editor log in with the right password before any lock', async () => {
    const user = await createUser('editor')
    const result = await payload.login({ collection: 'users', data: { email: user.email, password } })
    expect(result.token).toBeTruthy()
  })

  it('does not let an editor create users or make themselves admin', async () => {
    const editor = await createUser('editor')
    await expect(
      payload.create({
        collection: 'users',
        overrideAccess: false,
        user: editor,
        data: { email: 'nieuw@example.nl', password, role: 'editor' },
      }),
    ).rejects.toThrow()
    const updated = await payload.update({
      collection: 'users',
      id: editor.id,
      overrideAccess: false,
      user: editor,
      data: { role: 'admin' },
    })
    expect(updated.role).toBe('editor')
  })

  it('does not let an editor read other accounts', async () => {
    const editor = await createUser('editor')
    const admin = await createUser('admin')
    const seen = await payload.find({ collection: 'users', overrideAccess: false, user: editor })
    expect(seen.docs.map((user) => user.id)).toEqual([editor.id])
    const all = await payload.find({ collection: 'users', overrideAccess: false, user: admin })
    expect(all.totalDocs).toBeGreaterThan(1)
  })

  it('lets an admin create users', async () => {
    const admin = await createUser('admin')
    const created = await payload.create({
      collection: 'users',
      overrideAccess: false,
      user: admin,
      data: { email: `door-admin-${Date.now()}@example.nl`, password, role: 'editor' },
    })
    expect(created.role).toBe('editor')
  })
})
