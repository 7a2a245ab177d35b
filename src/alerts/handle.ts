import type { Payload } from 'payload'

import { getPayloadClient } from '@/data/payload-client'
import type { FieldErrors } from '@/forms/field-errors'
import { HONEYPOT_FIELD } from '@/forms/honeypot'
import { validateFields } from '@/forms/schemas'
import { nl } from '@/i18n/nl'
import { BodyError, parseRequestBody, type ParsedBody } from '@/ops/body'
import { clientAddress } from '@/ops/client-address'
import { maxBodyBytes } from '@/ops/limits'
import { checkRateLimit } from '@/ops/rate-limit'

import { ALERT_PATHS, withToken } from './links'
import { flashCookie, jsonErrors, jsonFormError, jsonSuccess, seeOther, wantsJson } from './respond'
import { alertFrequencySchema, alertSignupSchema } from './schema'
import { alertQueryOf, alertStateOf } from './search'
import {
  changeAlertFrequency,
  confirmAlert,
  createAlertSubscription,
  deleteAlert,
  findAlertByToken,
  signManageToken,
} from './subscriptions'

const errorText = nl.forms.errors

async function readFields(request: Request): Promise<Record<string, unknown> | BodyError> {
  try {
    const body: ParsedBody = await parseRequestBody(request, { limit: maxBodyBytes(false), allowJson: true })
    return body.fields
  } catch (error) {
    if (error instanceof BodyError) return error
    throw error
  }
}

const asText = (value: unknown) => (typeof value === 'string' ? value : '')

/**
 * 'Ontvang deze vacatures per e-mail': rate limit, honeypot, validation, then the subscription
 * and its confirmation mail stored as one unit. JSON clients get the forms' answers; a plain
 * browser post is sent on (303) to the 'check your mail' page, or back to the form with errors.
 */
export async function handleAlertSignup(request: Request): Promise<Response> {
  const json = wantsJson(request)
  const failed = (status: number, errors: FieldErrors, fields: Record<string, unknown>, headers = {}) => {
    if (json) return jsonErrors(status, errors, headers)
    const query = alertQueryOf(alertStateOf(asText(fields.query)))
    const location = query ? `${ALERT_PATHS.form}?${new URLSearchParams({ zoekopdracht: query })}` : ALERT_PATHS.form
    return seeOther(location, {
      'Set-Cookie': flashCookie({ errors, email: asText(fields.email), frequency: asText(fields.frequency) }),
    })
  }
  let payload: Payload
  try {
    payload = await getPayloadClient()
  } catch (error) {
    console.error('Alert endpoint: Payload unavailable', error)
    return failed(503, { form: [nl.errors.formSubmit] }, {})
  }
  const limit = await checkRateLimit('vacancyAlert', clientAddress(request.headers), payload.logger)
  if (!limit.allowed) {
    return failed(429, { form: [errorText.rateLimited] }, {}, { 'Retry-After': String(limit.retryAfterSeconds) })
  }
  const fields = await readFields(request)
  if (fields instanceof BodyError) {
    return failed(
      fields.reason === 'tooLarge' ? 413 : fields.reason === 'unsupportedType' ? 415 : 400,
      {
        form: [fields.reason === 'tooLarge' ? errorText.bodyTooLarge : errorText.unreadable],
      },
      {},
    )
  }
  const honeypot = fields[HONEYPOT_FIELD]
  if (honeypot !== undefined && honeypot !== '') {
    payload.logger.info('Vacature-alert: honeypot filled, sign-up dropped')
    return json ? jsonSuccess() : seeOther(ALERT_PATHS.requested)
  }
  const validation = validateFields(alertSignupSchema, fields)
  if (!validation.ok) return failed(422, validation.errors, fields)
  try {
    await createAlertSubscription(payload, validation.data)
  } catch (error) {
    payload.logger.error({ err: error, msg: 'Vacature-alert: sign-up could not be stored' })
    return failed(503, { form: [nl.errors.formSubmit] }, fields)
  }
  return json ? jsonSuccess() : seeOther(ALERT_PATHS.requested)
}

/** The confirmation button's post: the signed link's subscription becomes active. */
export async function handleAlertConfirm(request: Request): Promise<Response> {
  const payload = await getPayloadClient()
  const fields = await readFields(request)
  const token = fields instanceof BodyError ? '' : asText(fields.token)
  const found = await findAlertByToken(payload, token, 'confirm')
  if (!found.ok) {
    return wantsJson(request)
      ? jsonFormError(found.reason === 'notFound' ? 404 : 400, linkError(found.reason))
      : seeOther(withToken(ALERT_PATHS.confirm, token))
  }
  await confirmAlert(payload, found.subscription)
  const manageToken = signManageToken(payload, found.subscription)
  return wantsJson(request) ? jsonSuccess() : seeOther(withToken(ALERT_PATHS.manage, manageToken, { bevestigd: '1' }))
}

/** The manage page's frequency form. */
export async function handleAlertManage(request: Request): Promise<Response> {
  const payload = await getPayloadClient()
  const fields = await readFields(request)
  const token = fields instanceof BodyError ? '' : asText(fields.token)
  const found = await findAlertByToken(payload, token, 'manage')
  const json = wantsJson(request)
  if (!found.ok) {
    return json
      ? jsonFormError(found.reason === 'notFound' ? 404 : 400, linkError(found.reason))
      : seeOther(withToken(ALERT_PATHS.manage, token))
  }
  const validation = validateFields(alertFrequencySchema, fields instanceof BodyError ? {} : fields)
  if (!validation.ok) return json ? jsonErrors(422, validation.errors) : seeOther(withToken(ALERT_PATHS.manage, token))
  await changeAlertFrequency(payload, found.subscription, validation.data.frequency)
  return json ? jsonSuccess() : seeOther(withToken(ALERT_PATHS.manage, token, { opgeslagen: '1' }))
}

/**
 * Unsubscribing deletes the subscription. The URL carries the token, so the same address is the
 * mail's one-click target (RFC 8058: a POST with `List-Unsubscribe=One-Click`, answered 200) and
 * the manage page's button (a form post, sent on to the goodbye page). Already gone counts as done.
 */
export async function handleAlertUnsubscribe(request: Request): Promise<Response> {
  const payload = await getPayloadClient()
  const token = new URL(request.url).searchParams.get('token') ?? ''
  const fields = await readFields(request)
  const oneClick = !(fields instanceof BodyError) && fields['List-Unsubscribe'] === 'One-Click'
  const found = await findAlertByToken(payload, token, 'manage')
  if (!found.ok && found.reason !== 'notFound') {
    return oneClick || wantsJson(request)
      ? jsonFormError(400, linkError(found.reason))
      : seeOther(withToken(ALERT_PATHS.manage, token))
  }
  if (found.ok) await deleteAlert(payload, found.subscription.id)
  if (oneClick)
    return new Response(nl.alerts.unsubscribed.title, {
      headers: { 'Cache-Control': 'no-store', 'Content-Type': 'text/plain; charset=utf-8' },
    })
  return wantsJson(request) ? jsonSuccess() : seeOther(ALERT_PATHS.unsubscribed)
}

export function linkError(reason: 'invalid' | 'expired' | 'notFound'): string {
  return reason === 'expired'
    ? nl.alerts.errors.expiredLink
    : reason === 'notFound'
      ? nl.alerts.errors.notFound
      : nl.alerts.errors.invalidLink
}
