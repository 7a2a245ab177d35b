import { DeleteObjectCommand, GetObjectCommand, S3Client, type S3ClientConfig } from '@aws-sdk/client-s3'
import { s3Storage } from '@payloadcms/storage-s3'
import type { Plugin } from 'payload'

import { type EnvSource, serverEnv } from '@/env'

/** Where files go when several instances share them: an S3-compatible bucket. */
export type S3Settings = {
  bucket: string
  region: string
  endpoint?: string
  forcePathStyle: boolean
  credentials?: { accessKeyId: string; secretAccessKey: string }
}

/** Key prefixes in the bucket: media and applicants' files never share a name. */
export const STORAGE_PREFIXES = { media: 'media', applicationFiles: 'application-files' } as const

/** How long a signed link to an applicant's file works, after Payload has checked the editor. */
const SIGNED_DOWNLOAD_SECONDS = 300

/**
 * S3 settings from S3_BUCKET, S3_REGION, S3_ENDPOINT, S3_FORCE_PATH_STYLE, S3_ACCESS_KEY_ID and
 * S3_SECRET_ACCESS_KEY; null (files on the local disk under DATA_DIR) without a bucket. Without
 * keys the SDK's own chain is used (instance role, AWS_* variables).
 */
export function readS3Settings(source: EnvSource = process.env): S3Settings | null {
  const env = serverEnv(source)
  const bucket = env.S3_BUCKET
  if (!bucket) return null
  const accessKeyId = env.S3_ACCESS_KEY_ID
  const secretAccessKey = env.S3_SECRET_ACCESS_KEY
  if (Boolean(accessKeyId) !== Boolean(secretAccessKey)) {
    throw new Error('Set both S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY, or neither.')
  }
  return {
    bucket,
    region: env.S3_REGION ?? 'us-east-1',
    endpoint: env.S3_ENDPOINT,
    forcePathStyle: env.S3_FORCE_PATH_STYLE,
    credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
  }
}

function clientConfig(settings: S3Settings): S3ClientConfig {
  return {
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: settings.forcePathStyle,
    credentials: settings.credentials,
  }
}

/** A stored file as its document records it. */
export type StoredFile = { filename: string; prefix?: string | null; _objectKey?: string | null }

/** The object key of a stored file: its prefix, its object key folder (if any) and its name. */
export function storageKey({ filename, prefix, _objectKey }: StoredFile): string {
  return [prefix, _objectKey, filename]
    .flatMap((part) => (part ?? '').split('/'))
    .filter((segment) => segment && segment !== '.' && segment !== '..')
    .join('/')
}

/**
 * Deletes stored files from the bucket (nothing without S3). For a submission whose database
 * transaction rolled back: its records are gone, so Payload's own delete cannot remove them.
 */
export async function deleteStoredFiles(files: StoredFile[], env: EnvSource = process.env): Promise<void> {
  const settings = readS3Settings(env)
  if (!settings || !files.length) return
  const client = new S3Client(clientConfig(settings))
  try {
    for (const file of files)
      await client.send(new DeleteObjectCommand({ Bucket: settings.bucket, Key: storageKey(file) }))
  } finally {
    client.destroy()
  }
}

/**
 * A stored file's content from the bucket as a stream, or null (no S3, or no such object). For the
 * ATS's signed download links, which Payload's access control (editors only) does not serve.
 */
export async function readStoredObject(
  file: StoredFile,
  env: EnvSource = process.env,
): Promise<ReadableStream<Uint8Array> | null> {
  const settings = readS3Settings(env)
  if (!settings) return null
  const client = new S3Client(clientConfig(settings))
  try {
    const object = await client.send(new GetObjectCommand({ Bucket: settings.bucket, Key: storageKey(file) }))
    return object.Body?.transformToWebStream() ?? null
  } catch (error) {
    if (error instanceof Error && error.name === 'NoSuchKey') return null
    throw error
  }
}

/**
 * Media and applicants' files in the bucket when S3 is configured. The bucket stays private:
 * media are public through Payload (`/api/media/file/...`, readable by anyone, optimised and
 * cached by next/image and the CDN); an applicant's file is only reachable through Payload's
 * access control (editors), which answers with a short-lived signed link to the object.
 * The plugin adds its columns (prefix, object key) with or without S3, so one set of migrations
 * serves both.
 */
export function storagePlugin(env: EnvSource = process.env): Plugin {
  const settings = readS3Settings(env)
  return s3Storage({
    enabled: settings !== null,
    alwaysInsertFields: true,
    bucket: settings?.bucket ?? '',
    collections: {
      media: { prefix: STORAGE_PREFIXES.media },
      applicationFiles: {
        prefix: STORAGE_PREFIXES.applicationFiles,
        signedDownloads: { expiresIn: SIGNED_DOWNLOAD_SECONDS },
      },
    },
    config: settings ? clientConfig(settings) : {},
  })
}
