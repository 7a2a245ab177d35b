import type { CollectionBeforeChangeHook, Payload, PayloadRequest } from 'payload'

import { createNonce, deriveTokenKey, signToken, verifyToken } from '@/data/signed-token'
import { siteUrl } from '@/env'
import type { Application } from '@/payload-types'

/**
 * The request header with which the proxy sends a dead applicant link to the 404 route, so that
 * page says the application does not (or no longer) exist.
 */
export const NOT_FOUND_KIND_HEADER = 'x-koers-not-found'
export const APPLICATION_NOT_FOUND = 'application'

/** The applicant's own pages and the endpoints of their forms; the signed token travels as `token`. */
export const APPLICANT_PATHS = {
  page: '/mijn-sollicitatie',
  erased: '/mijn-sollicitatie/verwijderd',
  requestLink: '/mijn-sollicitatie/link-aanvragen',
  requestLinkAction: '/actions/module/application/link',
  withdrawAction: '/actions/module/application/withdraw',
  eraseAction: '/actions/module/application/erase',
  documentsAction: '/actions/module/application/documents',
  dataAction: '/actions/module/application/download',
} as const

/** The page's confirmation steps, as the query value `stap`. */
export const APPLICANT_STEPS = { withdraw: 'intrekken', erase: 'verwijderen' } as const

const PURPOSE = 'application'

/**
 * The HMAC key of applicants' links, from Payload's (already hashed) secret; bound to this use,
 * so no vacancy-alert link opens an application.
 */
export function applicantKey(payload: Pick<Payload, 'secret'>): Buffer {
  return deriveTokenKey(payload.secret, 'koers-applications', 'application-token-v1')
}

/**
 * How long a personal link works after the last mail that carried it. Each such mail starts the
 * period again, so an applicant who hears from us keeps a working link; one forwarded or left in
 * an old mailbox stops working on its own.
 */
export const APPLICANT_LINK_LIFETIME_DAYS = 90

const DAY_MS = 24 * 60 * 60 * 1000

/** When a link mailed at `now` stops working. */
const linkExpiryFrom = (now: Date): string =>
  new Date(now.getTime() + APPLICANT_LINK_LIFETIME_DAYS * DAY_MS).toISOString()

/** Every new application gets the nonce its personal link is signed with, and the link's lifetime. */
export const setLinkNonce: CollectionBeforeChangeHook<Application> = ({ data, operation }) =>
  operation === 'create' && !data.linkNonce
    ? { ...data, linkNonce: createNonce(), linkExpiresAt: linkExpiryFrom(new Date()) }
    : data

/**
 * The application's personal link: its id and nonce, signed. Its expiry is stored with the
 * application rather than signed into it (each mail renews it, the retention date ends it at the
 * latest), so every mail about one application carries the same link until it is replaced. No
 * personal data.
 */
export function applicantToken(payload: Payload, application: Pick<Application, 'id' | 'linkNonce'>): string {
  if (!application.linkNonce) throw new Error(`Application ${application.id} has no link nonce`)
  return signToken(applicantKey(payload), { purpose: PURPOSE, subject: application.id, nonce: application.linkNonce })
}

export const applicantPagePath = (token: string, extra: Record<string, string> = {}) =>
  `${APPLICANT_PATHS.page}?${new URLSearchParams({ token, ...extra }).toString()}`

export const applicantLink = (payload: Payload, application: Pick<Application, 'id' | 'linkNonce'>) =>
  `${siteUrl()}${applicantPagePath(applicantToken(payload, application))}`

/**
 * The application as a mail to the applicant carries its link: the link works for another
 * lifetime from now. An application older than the link nonce gets one here.
 */
export async function renewApplicantLink(
  payload: Payload,
  application: Application,
  now = new Date(),
): Promise<Application> {
  // The nonce is written only where there is none: written back, a nonce read before a
  // replacement running at the same time would bring the replaced link back.
  const linkExpiresAt = linkExpiryFrom(now)
  const updated = await payload.update({
    collection: 'applications',
    id: application.id,
    data: application.linkNonce ? { linkExpiresAt } : { linkNonce: createNonce(), linkExpiresAt },
    overrideAccess: true,
    depth: 0,
  })
  return { ...application, linkNonce: updated.linkNonce, linkExpiresAt: updated.linkExpiresAt }
}

/** What of an application decides whether its link still opens it. */
export type ApplicantLinkState = Pick<Application, 'linkNonce' | 'linkExpiresAt' | 'deleteAfter'>

/** True when a link with `nonce` opens the application: not replaced, not expired, not past its retention. */
function linkOpens(nonce: string, state: ApplicantLinkState, now: Date): boolean {
  if (!state.linkNonce) return false
  const given = Buffer.from(nonce)
  const stored = Buffer.from(state.linkNonce)
  if (given.length !== stored.length || !given.equals(stored)) return false
  if (!state.linkExpiresAt || new Date(state.linkExpiresAt) <= now) return false
  return !(state.deleteAfter && new Date(state.deleteAfter) <= now)
}

/**
 * The application a link opens, or null: a forged or mangled token, one of another use, an
 * application that is gone, a replaced link (the nonce was replaced), an expired one and one past
 * the application's retention date all open nothing, and look the same to the visitor.
 */
export async function findApplicationByToken(
  payload: Payload,
  token: string | null | undefined,
  now = new Date(),
): Promise<Application | null> {
  const check = verifyToken(applicantKey(payload), token, PURPOSE, now)
  if (!check.ok) return null
  const application = await payload.findByID({
    collection: 'applications',
    id: check.claims.subject,
    depth: 1,
    overrideAccess: true,
    disableErrors: true,
  })
  return application && linkOpens(check.claims.nonce, application, now) ? application : null
}

/**
 * Whether a link opens an application, by the same rules as findApplicationByToken, from what is
 * known of the applications without reading them (the proxy's route memory): `key` is
 * applicantKey's, `applications` the link state by application id.
 */
export function tokenOpensApplication(
  key: Buffer,
  token: string | null | undefined,
  applications: ReadonlyMap<number, ApplicantLinkState>,
  now = new Date(),
): boolean {
  const check = verifyToken(key, token, PURPOSE, now)
  if (!check.ok) return false
  const state = applications.get(check.claims.subject)
  return Boolean(state && linkOpens(check.claims.nonce, state, now))
}

/**
 * Replaces the application's personal link: a new nonce, so every link sent so far opens nothing
 * from now on, and a new lifetime for the link that the next mail carries.
 */
export async function replaceApplicantLink(
  payload: Payload,
  id: number,
  now = new Date(),
  req?: PayloadRequest,
): Promise<void> {
  await payload.update({
    collection: 'applications',
    id,
    data: { linkNonce: createNonce(), linkExpiresAt: linkExpiryFrom(now) },
    overrideAccess: true,
    depth: 0,
    req,
  })
}
