import { z } from 'zod'

import { nl } from '@/i18n/nl'
import { thankYouPath } from '@/routing/uri'

import { FORM_ERROR_KEY, type FieldErrors } from './field-errors'
import { encodeFormFlash, FORM_FLASH_MAX_AGE, isSitePath } from './flash'
import { FORM_ERROR_SUMMARY_ID, FORM_FLASH_COOKIE, FORM_PAGE_FIELD, FORM_SUCCESS_FIELD } from './form-fields'
import { handleFormSubmission, type FormKind, UPLOAD_FIELDS } from './handle'
import { HONEYPOT_FIELD } from './honeypot'
import { SUCCESS_QUERY_FIELDS, withSuccessQuery } from './success-query'

const errorAnswer = z.object({ errors: z.record(z.string(), z.array(z.string())) })

const NOT_TYPED = new Set<string>([HONEYPOT_FIELD, FORM_PAGE_FIELD, FORM_SUCCESS_FIELD, ...UPLOAD_FIELDS])

/**
 * A browser's own form post (no JavaScript: it accepts HTML, not JSON). The scripted form asks
 * for JSON and keeps getting the endpoints' JSON answers (SPEC 7).
 */
export function wantsHtml(request: Request): boolean {
  const accept = request.headers.get('accept') ?? ''
  return accept.includes('text/html') && !accept.includes('application/json')
}

/** The page a post came from: its hidden field, else the Referer's path on this site, else home. */
function formPage(fields: Record<string, unknown>, request: Request): string {
  if (isSitePath(fields[FORM_PAGE_FIELD])) return fields[FORM_PAGE_FIELD]
  const referer = request.headers.get('referer')
  try {
    const url = referer ? new URL(referer) : null
    if (url && url.host === new URL(request.url).host) return url.pathname + url.search
  } catch {
    // An unreadable Referer: home.
  }
  return '/'
}

function typedValues(fields: Record<string, unknown>): Record<string, string> {
  const values: Record<string, string> = {}
  for (const [name, value] of Object.entries(fields)) {
    if (!NOT_TYPED.has(name) && typeof value === 'string') values[name] = value
  }
  return values
}

function seeOther(location: string, cookie?: string): Response {
  const headers = new Headers({ Location: location, 'Cache-Control': 'no-store' })
  if (cookie) headers.append('Set-Cookie', cookie)
  return new Response(null, { status: 303, headers })
}

/**
 * A form endpoint's answer: JSON for the scripted form; for a post without JavaScript a 303 to
 * the same thank-you (or exit) page, or back to the form page's error summary with its errors, what
 * was typed and which file fields had a file in a short-lived cookie for that page only. Nothing personal goes into a URL.
 */
export async function answerFormPost(kind: FormKind, request: Request): Promise<Response> {
  if (!wantsHtml(request)) return handleFormSubmission(kind, request)
  let fields: Record<string, unknown> = {}
  let files: string[] = []
  const answer = await handleFormSubmission(kind, request, {
    onFields: (parsed, chosen) => {
      fields = parsed
      files = chosen
    },
  })
  const page = formPage(fields, request)
  const path = new URL(page, 'http://x').pathname
  const secure = new URL(request.url).protocol === 'https:' ? '; Secure' : ''
  const cookie = (value: string, maxAge: number) =>
    `${FORM_FLASH_COOKIE}=${value}; Path=${path}; Max-Age=${maxAge}; HttpOnly; SameSite=Lax${secure}`
  if (answer.ok) {
    const success = fields[FORM_SUCCESS_FIELD]
    const thanks = isSitePath(success) ? success : thankYouPath(path)
    return seeOther(withSuccessQuery(thanks, fields, SUCCESS_QUERY_FIELDS[kind]), cookie('', 0))
  }
  const body = errorAnswer.safeParse(await answer.json().catch(() => null))
  const errors: FieldErrors = body.success ? body.data.errors : { [FORM_ERROR_KEY]: [nl.errors.formSubmit] }
  // Back to the form's error summary rather than the top of the page.
  return seeOther(
    `${page}#${FORM_ERROR_SUMMARY_ID}`,
    cookie(encodeFormFlash({ page, errors, values: typedValues(fields), files }), FORM_FLASH_MAX_AGE),
  )
}
