/** Where the visitor's analytics choice is remembered (localStorage; never sent to the server). */
export const CONSENT_STORAGE_KEY = 'koers-consent'

/** Raise when the banner's text or purpose changes, so every visitor is asked again. */
export const CONSENT_VERSION = 1

/** Window event that reopens the consent banner (the footer's cookie settings button). */
export const CONSENT_OPEN_EVENT = 'koers:consent-open'

export type ConsentChoice = 'granted' | 'denied'

type StoredConsent = { version: number; choice: ConsentChoice; decidedAt: string }

/** The remembered choice, or null when none (or an outdated or unreadable one) is stored. */
export function parseConsent(raw: string | null | undefined): ConsentChoice | null {
  if (!raw) return null
  try {
    const value = JSON.parse(raw) as Partial<StoredConsent>
    if (value.version !== CONSENT_VERSION) return null
    return value.choice === 'granted' || value.choice === 'denied' ? value.choice : null
  } catch {
    return null
  }
}

export function serialiseConsent(choice: ConsentChoice, now: Date = new Date()): string {
  const value: StoredConsent = { version: CONSENT_VERSION, choice, decidedAt: now.toISOString() }
  return JSON.stringify(value)
}

/** The configured analytics (src/ops/analytics.mjs), or null when there are none. */
export type AnalyticsConfig = { id: string; src: string } | null

/** The banner asks only when analytics exist and the visitor has not chosen yet. */
export function shouldShowConsentBanner(config: AnalyticsConfig, choice: ConsentChoice | null): boolean {
  return config !== null && choice === null
}

/** The tag loads only with a configured id and the visitor's explicit consent. */
export function shouldLoadAnalytics(config: AnalyticsConfig, choice: ConsentChoice | null): boolean {
  return config !== null && choice === 'granted'
}
