import type { CollectionConfig, Config } from 'payload'
import { describe, expect, it } from 'vitest'

import { readS3Settings, STORAGE_PREFIXES, storageKey, storagePlugin } from '@/data/storage'

const upload = (slug: string): CollectionConfig => ({ slug, upload: { staticDir: `/tmp/${slug}` }, fields: [] })
const baseConfig = (): Config =>
  ({ collections: [upload('media'), upload('applicationFiles'), { slug: 'pages', fields: [] }] }) as Config

async function apply(env: Record<string, string>) {
  const config = await storagePlugin(env)(baseConfig())
  const bySlug = Object.fromEntries((config.collections ?? []).map((collection) => [collection.slug, collection]))
  const uploadOf = (slug: string) => bySlug[slug].upload as Exclude<CollectionConfig['upload'], boolean | undefined>
  const fieldNames = (slug: string) => bySlug[slug].fields.flatMap((field) => ('name' in field ? [field.name] : []))
  return { bySlug, uploadOf, fieldNames }
}

const S3 = {
  S3_BUCKET: 'koers-files',
  S3_REGION: 'eu-central-1',
  S3_ENDPOINT: 'https://s3.example.nl',
  S3_FORCE_PATH_STYLE: 'true',
  S3_ACCESS_KEY_ID: 'id',
  S3_SECRET_ACCESS_KEY: 'secret',
}

describe('S3 settings', () => {
  it('are off without a bucket', () => {
    expect(readS3Settings({})).toBeNull()
    expect(readS3Settings({ S3_BUCKET: '  ', S3_REGION: 'eu-central-1' })).toBeNull()
  })

  it('read bucket, region, endpoint, path style and keys', () => {
    expect(readS3Settings(S3)).toEqual({
      bucket: 'koers-files',
      region: 'eu-central-1',
      endpoint: 'https://s3.example.nl',
      forcePathStyle: true,
      credentials: { accessKeyId: 'id', secretAccessKey: 'secret' },
    })
  })

  it('leave the keys to the SDK when none are given, and refuse half a key pair', () => {
    expect(readS3Settings({ S3_BUCKET: 'b' })).toMatchObject({
      region: 'us-east-1',
      forcePathStyle: false,
      credentials: undefined,
      endpoint: undefined,
    })
    expect(() => readS3Settings({ S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'id' })).toThrow(/S3_SECRET_ACCESS_KEY/)
  })

  it('keep media and applicants’ files under their own prefixes', () => {
    expect(STORAGE_PREFIXES.media).not.toBe(STORAGE_PREFIXES.applicationFiles)
    expect(storageKey({ filename: 'cv.pdf', prefix: STORAGE_PREFIXES.applicationFiles })).toBe(
      'application-files/cv.pdf',
    )
    expect(storageKey({ filename: 'cv.pdf', prefix: 'application-files/', _objectKey: 'k1' })).toBe(
      'application-files/k1/cv.pdf',
    )
    expect(storageKey({ filename: 'cv.pdf', prefix: '../../etc', _objectKey: null })).toBe('etc/cv.pdf')
    expect(storageKey({ filename: 'cv.pdf' })).toBe('cv.pdf')
  })
})

describe('storage plugin', () => {
  it('keeps files on the local disk without S3, with the same columns as with it', async () => {
    const local = await apply({})
    const s3 = await apply(S3)
    for (const slug of ['media', 'applicationFiles']) {
      expect(local.uploadOf(slug).disableLocalStorage).toBeFalsy()
      expect(local.uploadOf(slug).handlers ?? []).toHaveLength(0)
      expect(local.fieldNames(slug)).toEqual(s3.fieldNames(slug))
      expect(local.fieldNames(slug)).toEqual(expect.arrayContaining(['prefix', '_objectKey']))
    }
    expect(local.bySlug.pages.fields).toEqual([])
  })

  it('stores both upload collections in the bucket with S3, served only through Payload', async () => {
    const { uploadOf } = await apply(S3)
    for (const slug of ['media', 'applicationFiles']) {
      expect(uploadOf(slug).disableLocalStorage).toBe(true)
      // Payload's file route checks the collection's read access before this handler answers.
      expect(uploadOf(slug).handlers).toHaveLength(1)
    }
  })
})
