import { siteUrl } from '@/env'
import { FORM_ERROR_KEY, type FieldErrors } from '@/forms/field-errors'

/**
 * Answers of the alert endpoints. A script (or API client) that asks for JSON gets the forms'
 * answer shape; a browser's plain form post gets a 303 to a page, never a JSON body.
 */
export function wantsJson(request: Request): boolean {
  const accept = request.headers.get('accept') ?? ''
  const type = request.headers.get('content-type') ?? ''
  return type.startsWith('application/json') || (accept.includes('application/json') && !accept.includes('text/html'))
}

const NO_STORE = { 'Cache-Control': 'no-store' }

export function jsonSuccess(): Response {
  return Response.json({ success: true }, { headers: NO_STORE })
}

export function jsonErrors(status: number, errors: FieldErrors, headers: Record<string, string> = {}): Response {
  return Response.json({ errors }, { status, headers: { ...NO_STORE, ...headers } })
}

export function jsonFormError(status: number, message: string, headers: Record<string, string> = {}): Response {
  return jsonErrors(status, { [FORM_ERROR_KEY]: [message] }, headers)
}

/** 303 See Other: after a POST the browser GETs the page (relative Location, RFC 9110). */
export function seeOther(location: string, headers: Record<string, string> = {}): Response {
  return new Response(null, { status: 303, headers: { ...NO_STORE, Location: location, ...headers } })
}

/** What a no-JS sign-up page shows after a failed post: errors and the values typed. */
export type AlertFormFlash = { errors: FieldErrors; email: string; frequency: string }

export const ALERT_FLASH_COOKIE = 'koers-alert-form'
const FLASH_PATH = '/vacature-alert'

/**
 * The failed post's errors and values travel in a short-lived, HTTP-only cookie scoped to the
 * sign-up page, so the address never appears in a URL.
 */
export function flashCookie(flash: AlertFormFlash): string {
  const value = Buffer.from(JSON.stringify(flash)).toString('base64url')
  const secure = siteUrl().startsWith('https:') ? '; Secure' : ''
  return `${ALERT_FLASH_COOKIE}=${value}; Path=${FLASH_PATH}; Max-Age=300; HttpOnly; SameSite=Lax${secure}`
}

export function readFlash(value: string | undefined): AlertFormFlash | null {
  if (!value) return null
  try {
    const parsed: unknown = JSON.parse(Buffer.from(value, 'base64url').toString('utf8'))
    if (typeof parsed !== 'object' || parsed === null) return null
    const { errors, email, frequency } = parsed as Record<string, unknown>
    if (typeof errors !== 'object' || errors === null) return null
    return {
      errors: Object.fromEntries(
        Object.entries(errors).filter(
          (entry): entry is [string, string[]] =>
            Array.isArray(entry[1]) && entry[1].every((message) => typeof message === 'string'),
        ),
      ),
      email: typeof email === 'string' ? email.slice(0, 254) : '',
      frequency: typeof frequency === 'string' ? frequency : '',
    }
  } catch {
    return null
  }
}
