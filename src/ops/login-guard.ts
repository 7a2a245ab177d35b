import { clientAddress } from '@/forms/client-address'
import { consume, limiterFor } from '@/forms/rate-limit'
import { nl } from '@/i18n/nl'

/** Failed logins per client address in a quarter of an hour, whatever the accounts. */
const LOGIN_FAILURES_PER_ADDRESS = 20
/** Failed logins for one account from one address in a quarter of an hour. */
const LOGIN_FAILURES_PER_ACCOUNT_AND_ADDRESS = 5
/** Payload's own lock of an account (for everyone): only reached from several addresses. */
export const ACCOUNT_LOCK_ATTEMPTS = 20
/** A failed login never answers sooner: known and unknown accounts take the same time. */
const FAILED_LOGIN_MS = 1000

const WINDOW_SECONDS = 15 * 60
const logger = console

const tooMany = (retryAfterSeconds: number) =>
  Response.json(
    { errors: [{ message: nl.admin.tooManyLogins }] },
    { status: 429, headers: { 'Cache-Control': 'no-store', 'Retry-After': String(retryAfterSeconds) } },
  )

const waitUntil = (time: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, time - Date.now())))

/**
 * Payload's login behind a failure count per client address and one per account and
 * address (a visitor who guesses wrong is stopped, the account's owner elsewhere is not), with
 * every failure answered after the same time, so the answer does not tell which accounts exist.
 * `email` is the account the body names, read by the API guard with the rest of the body: the
 * body is read and parsed once, within its limit.
 */
export async function guardLogin(request: Request, login: () => Promise<Response>, email: string): Promise<Response> {
  const started = Date.now()
  const address = clientAddress(request.headers)
  const rule = { durationSeconds: WINDOW_SECONDS }
  const perAddress = limiterFor('login-address', { ...rule, points: LOGIN_FAILURES_PER_ADDRESS }, logger)
  const perAccount = limiterFor('login-account', { ...rule, points: LOGIN_FAILURES_PER_ACCOUNT_AND_ADDRESS }, logger)
  const accountKey = `${email}|${address}`
  const counts = [
    [perAddress, address, LOGIN_FAILURES_PER_ADDRESS],
    [perAccount, accountKey, LOGIN_FAILURES_PER_ACCOUNT_AND_ADDRESS],
  ] as const
  for (const [limiter, key, max] of counts) {
    const counted = await limiter.get(key).catch(() => null)
    if (counted && counted.consumedPoints >= max) {
      await waitUntil(started + FAILED_LOGIN_MS)
      return tooMany(Math.max(1, Math.ceil(counted.msBeforeNext / 1000)))
    }
  }

  const response = await login()
  if (response.ok) {
    await perAccount.delete(accountKey).catch(() => undefined)
    return response
  }
  for (const [limiter, key] of counts) await consume(limiter, key, logger)
  await waitUntil(started + FAILED_LOGIN_MS)
  return response
}
