import { createHash } from 'node:crypto'

import { nl } from '@/i18n/nl'
import { clientAddress } from '@/ops/client-address'
import { consume, limiterFor, type Limiter, type RateLimitRule } from '@/ops/rate-limit'

const HOUR = 60 * 60
const DAY = 24 * HOUR

/**
 * Failed logins from one client address in a day, whatever the accounts; past that the address
 * waits a day. This bounds guessing from one address, for every account together.
 */
const FAILURES_PER_ADDRESS: RateLimitRule = { points: 100, durationSeconds: DAY, blockSeconds: DAY }

/**
 * Consecutive failed logins for one account from one address (a success starts the count again);
 * past that this address waits an hour for this account. Counted per pair, never per account
 * alone: failures from other addresses never keep the account's owner out. The count is kept
 * for two weeks: the in-memory store expires keys with a timer, which cannot wait longer than
 * 24.8 days (2^31 ms) and fires at once beyond that.
 */
const CONSECUTIVE_FAILURES_PER_ACCOUNT_AND_ADDRESS: RateLimitRule = {
  points: 10,
  durationSeconds: 14 * DAY,
  blockSeconds: HOUR,
}

/** A failed or refused login never answers sooner: known and unknown accounts take the same time. */
const FAILED_LOGIN_MS = 1000

const logger = console

/** The pair's key: the address is hashed, so the counting store holds no account names. */
const accountAndAddressKey = (email: string, address: string) =>
  `${createHash('sha256').update(email).digest('base64url')}|${address}`

/** Whole minutes, at least one: what the refusal tells the visitor to wait. */
const minutesOf = (seconds: number) => Math.max(1, Math.ceil(seconds / 60))

function tooMany(retryAfterSeconds: number): Response {
  return Response.json(
    { errors: [{ message: nl.admin.tooManyLogins(minutesOf(retryAfterSeconds)) }] },
    { status: 429, headers: { 'Cache-Control': 'no-store', 'Retry-After': String(retryAfterSeconds) } },
  )
}

const waitUntil = (time: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, time - Date.now())))

/** Seconds until the first of `counts` that is over its rule lets attempts through again, or 0. */
async function blockedFor(counts: ReadonlyArray<readonly [Limiter, string, RateLimitRule]>) {
  let seconds = 0
  for (const [limiter, key, rule] of counts) {
    const counted = await limiter.get(key).catch(() => null)
    if (counted && counted.consumedPoints > rule.points)
      seconds = Math.max(seconds, Math.ceil(counted.msBeforeNext / 1000))
  }
  return seconds
}

/**
 * Payload's login behind failure counts per client address and per account and address, as the
 * rate limiter's login protection recipe does: a guesser is stopped, the account's owner at
 * another address is not. Payload's own account lock is off (one lock for everyone would let
 * anyone lock an editor out). Every failure counts the same for known and unknown accounts and
 * is answered after the same time, so no answer tells which accounts exist. `email` is the account
 * the body names, read by the API guard with the rest of the body (read and parsed once).
 */
export async function throttleLogin(
  request: Request,
  login: () => Promise<Response>,
  email: string,
): Promise<Response> {
  const started = Date.now()
  const address = clientAddress(request.headers)
  const pairKey = accountAndAddressKey(email, address)
  const perAddress = limiterFor('login-address', FAILURES_PER_ADDRESS, logger)
  const perPair = limiterFor('login-account-address', CONSECUTIVE_FAILURES_PER_ACCOUNT_AND_ADDRESS, logger)
  const counts = [
    [perAddress, address, FAILURES_PER_ADDRESS],
    [perPair, pairKey, CONSECUTIVE_FAILURES_PER_ACCOUNT_AND_ADDRESS],
  ] as const

  const blocked = await blockedFor(counts)
  if (blocked > 0) {
    await waitUntil(started + FAILED_LOGIN_MS)
    return tooMany(blocked)
  }

  const response = await login()
  if (response.ok) {
    await perPair.delete(pairKey).catch(() => undefined)
    return response
  }
  // A server fault is not a guess.
  if (response.status >= 500) return response
  const results = await Promise.all(counts.map(([limiter, key]) => consume(limiter, key, logger)))
  await waitUntil(started + FAILED_LOGIN_MS)
  const refused = results.filter((result) => !result.allowed)
  if (refused.length > 0) return tooMany(Math.max(...refused.map((result) => result.retryAfterSeconds)))
  return response
}
