/**
 * What a form posted without JavaScript gets back after a 4xx: its field errors and what was
 * typed, carried to the form page in a short-lived, signed cookie (never in the URL, which ends up
 * in logs and history). The cookie is limited to the form page's path and read once.
 */
import { createHmac, timingSafeEqual } from 'node:crypto'
import { deflateRawSync, inflateRawSync } from 'node:zlib'
import { z } from 'zod'

import { resolvePayloadSecret } from '@/data/secret'

import type { FieldErrors } from './field-errors'

/** Seconds the answer waits for the redirected page to read it. */
export const FORM_FLASH_MAX_AGE = 300

/** `files`: the upload fields that held a file, which the browser cannot fill in again. */
export type FormFlash = { page: string; errors: FieldErrors; values: Record<string, string>; files?: string[] }

/** What a cookie value may hold (with name and attributes under the 4 kB browsers keep). */
const MAX_VALUE_BYTES = 3600

function sign(data: string): string {
  return createHmac('sha256', resolvePayloadSecret()).update(`form-flash:${data}`).digest('base64url')
}

function pack(flash: FormFlash): string {
  const data = deflateRawSync(JSON.stringify(flash)).toString('base64url')
  return `${data}.${sign(data)}`
}

/**
 * The cookie value of an answer. When long texts do not fit, the longest values are left out
 * (the errors always fit): the page then asks for those again, which beats losing everything.
 */
export function encodeFormFlash(flash: FormFlash): string {
  const values = { ...flash.values }
  let value = pack({ ...flash, values })
  while (value.length > MAX_VALUE_BYTES) {
    const longest = Object.keys(values).sort((a, b) => values[b].length - values[a].length)[0]
    if (longest === undefined) return pack({ ...flash, values: {} })
    delete values[longest]
    value = pack({ ...flash, values })
  }
  return value
}

const flashSchema = z.object({
  page: z.string(),
  errors: z.record(z.string(), z.array(z.string())),
  values: z.record(z.string(), z.string()),
  files: z.array(z.string()).optional(),
})

/** The flash of a cookie value, or null when it is missing, altered or not for this page. */
export function decodeFormFlash(value: string | undefined, page: string): FormFlash | null {
  const [data, signature, ...rest] = value?.split('.') ?? []
  if (!data || !signature || rest.length) return null
  const expected = Buffer.from(sign(data))
  const given = Buffer.from(signature)
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null
  try {
    const parsed = flashSchema.safeParse(JSON.parse(inflateRawSync(Buffer.from(data, 'base64url')).toString('utf8')))
    return parsed.success && parsed.data.page === page ? parsed.data : null
  } catch {
    return null
  }
}

/** Only a path on this site ('/contact'), never another origin ('//host', 'https://...'). */
export function isSitePath(value: unknown): value is string {
  return typeof value === 'string' && /^\/(?![/\\])/.test(value) && !/[\s\u0000-\u001f]/.test(value)
}
