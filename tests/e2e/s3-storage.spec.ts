import { expect, request as playwrightRequest, test, type APIRequestContext } from '@playwright/test'
import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { freePort, SEEDING_START_MS, stopChild, waitUntilUp } from './child-servers'
import { startFakeS3, type FakeS3 } from './fake-s3'
import { EDITOR, loginAsEditor } from './helpers'
import { minimalPdf } from '../fixtures/files'

/**
 * An instance with S3_BUCKET set keeps media and applicants' files in the bucket: media are
 * public through Payload, an applicant's file reaches only editors, as a short-lived signed link.
 */
let port = 0
let origin = ''
const BUCKET = 'koers-test'

let s3: FakeS3
let server: ChildProcess
let dataDir = ''

async function applyWithCv(api: APIRequestContext): Promise<void> {
  const response = await api.post('/actions/module/application-form', {
    multipart: {
      gender: 'v',
      firstName: 'Noor',
      lastName: 'Bakker',
      emailAddress: `noor.${Date.now()}@example.nl`,
      phoneNumber: '+31 20 123 4567',
      applicationCV: { name: 'cv-noor.pdf', mimeType: 'application/pdf', buffer: minimalPdf() },
    },
  })
  expect(response.status(), await response.text()).toBe(200)
}

test.describe('media and applicants’ files in S3', () => {
  test.describe.configure({ timeout: 360_000 })

  test.beforeAll(async () => {
    test.setTimeout(SEEDING_START_MS + 60_000)
    s3 = await startFakeS3()
    port = await freePort()
    origin = `http://127.0.0.1:${port}`
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'koers-s3-'))
    server = spawn(process.execPath, [path.resolve('scripts/serve.mjs'), '-p', String(port), '-H', '127.0.0.1'], {
      env: {
        ...process.env,
        NODE_ENV: 'production',
        DATA_DIR: dataDir,
        DATABASE_URL: `file:${path.join(dataDir, 's3.db')}`,
        PAYLOAD_SECRET: 's3-storage-test-secret-0123456789abcdef01',
        SEED_ON_START: 'true',
        SEED_EDITOR_PASSWORD: EDITOR.password,
        SITE_URL: origin,
        S3_BUCKET: BUCKET,
        S3_REGION: 'eu-west-1',
        S3_ENDPOINT: s3.endpoint,
        S3_FORCE_PATH_STYLE: 'true',
        S3_ACCESS_KEY_ID: 'test-key',
        S3_SECRET_ACCESS_KEY: 'test-secret',
      },
      stdio: ['ignore', 'inherit', 'inherit'],
    })
    // Seeded at its start, into the bucket.
    await waitUntilUp(`${origin}/healthz`, server, SEEDING_START_MS)
  })

  test.afterAll(async () => {
    await stopChild(server)
    await s3?.close()
    fs.rmSync(dataDir, { recursive: true, force: true })
  })

  test('media are stored in the bucket, not on disk, and served to anyone through Payload', async () => {
    const api = await playwrightRequest.newContext({ baseURL: origin })
    const { docs } = (await (await api.get('/api/media?limit=1&depth=0')).json()) as {
      docs: Array<{ filename: string; url: string }>
    }
    const [media] = docs
    const stored = s3.objects.get(`${BUCKET}/media/${media.filename}`)
    expect(stored, 'object media/<filename> in the bucket').toBeTruthy()
    expect(fs.existsSync(path.join(dataDir, 'media', media.filename))).toBe(false)

    const { pathname, search } = new URL(media.url, origin)
    const file = await api.get(pathname + search)
    expect(file.status()).toBe(200)
    expect(Buffer.compare(await file.body(), stored!.body)).toBe(0)
    const optimised = await api.get(`/_next/image?url=${encodeURIComponent(pathname + search)}&w=375&q=75`)
    expect(optimised.status()).toBe(200)
    expect(optimised.headers()['content-type']).toMatch(/^image\//)
    await api.dispose()
  })

  test('an applicant’s CV goes to the bucket and reaches only editors, through a signed link', async () => {
    const visitor = await playwrightRequest.newContext({ baseURL: origin })
    await applyWithCv(visitor)
    const key = [...s3.objects.keys()].find(
      (name) => name.startsWith(`${BUCKET}/application-files/`) && name.endsWith('.pdf'),
    )
    expect(key, 'object application-files/<name>.pdf in the bucket').toBeTruthy()
    const filename = key!.split('/').pop()!
    expect(fs.existsSync(path.join(dataDir, 'application-files', filename))).toBe(false)

    const fileUrl = `/api/applicationFiles/file/${encodeURIComponent(filename)}`
    expect([401, 403]).toContain((await visitor.get(fileUrl, { maxRedirects: 0 })).status())

    // Payload's cookies are Secure in production, so over plain HTTP the editor sends the token.
    const login = await playwrightRequest.newContext({ baseURL: origin })
    const token = await loginAsEditor(login)
    const editor = await playwrightRequest.newContext({
      baseURL: origin,
      extraHTTPHeaders: { Authorization: `JWT ${token}` },
    })
    const answer = await editor.get(fileUrl, { maxRedirects: 0 })
    expect(answer.status()).toBe(302)
    const signed = new URL(answer.headers().location)
    expect(signed.origin).toBe(s3.endpoint)
    expect(signed.pathname).toBe(`/${BUCKET}/application-files/${filename}`)
    expect(signed.searchParams.get('X-Amz-Expires')).toBe('300')
    expect(signed.searchParams.get('X-Amz-Signature')).toBeTruthy()
    const download = await fetch(signed)
    expect(Buffer.compare(Buffer.from(await download.arrayBuffer()), minimalPdf())).toBe(0)

    // Deleting the record deletes the object.
    const { docs } = (await (
      await editor.get(`/api/applicationFiles?where[filename][equals]=${encodeURIComponent(filename)}&depth=0`)
    ).json()) as { docs: Array<{ id: number }> }
    expect((await editor.delete(`/api/applicationFiles/${docs[0].id}`)).ok()).toBe(true)
    expect(s3.objects.has(key!)).toBe(false)
    await Promise.all([visitor.dispose(), login.dispose(), editor.dispose()])
  })
})
