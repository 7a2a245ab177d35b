/**
 * The analytics provider, configured when the server starts (ANALYTICS_ID, ANALYTICS_SRC): the
 * pages name it to the consent banner and the Content-Security-Policy allows its origin, both from
 * this one reading, so turning analytics on or moving it to another host is a restart, not a
 * build. The environment rather than an admin setting: which origin may run scripts on every page
 * is the deployment's decision, not one an administrator's account should be able to make.
 */

/** A privacy-friendly, cookieless provider by default; any Plausible-compatible script works. */
export const DEFAULT_ANALYTICS_SRC = 'https://plausible.io/js/script.js'

/** @typedef {{ id: string, src: string } | null} AnalyticsConfig */

/**
 * Analytics exist only when an id is configured.
 * @param {Record<string, string | undefined>} [env]
 * @returns {AnalyticsConfig}
 */
export function analyticsConfig(env = process.env) {
  const id = env.ANALYTICS_ID?.trim()
  if (!id) return null
  return { id, src: env.ANALYTICS_SRC?.trim() || DEFAULT_ANALYTICS_SRC }
}
