import { describe, expect, it } from 'vitest'

import {
  CONSENT_VERSION,
  parseConsent,
  serialiseConsent,
  shouldLoadAnalytics,
  shouldShowConsentBanner,
} from '@/content/consent'
import { analyticsConfig, DEFAULT_ANALYTICS_SRC } from '@/ops/analytics.mjs'

const readAnalyticsConfig = (id: string | undefined, src: string | undefined) =>
  analyticsConfig({ ANALYTICS_ID: id, ANALYTICS_SRC: src })

describe('analytics consent', () => {
  const config = readAnalyticsConfig('koersgroep.nl', undefined)

  it('has no analytics without an id', () => {
    expect(readAnalyticsConfig(undefined, 'https://example.nl/s.js')).toBeNull()
    expect(readAnalyticsConfig('  ', undefined)).toBeNull()
    expect(shouldShowConsentBanner(null, null)).toBe(false)
    expect(shouldLoadAnalytics(null, 'granted')).toBe(false)
  })

  it('uses the configured script or a privacy-friendly default', () => {
    expect(config).toEqual({ id: 'koersgroep.nl', src: DEFAULT_ANALYTICS_SRC })
    expect(readAnalyticsConfig('x', 'https://stats.example.nl/js/script.js')?.src).toBe(
      'https://stats.example.nl/js/script.js',
    )
  })

  it('asks until the visitor chooses and loads the tag only after consent', () => {
    expect(shouldShowConsentBanner(config, null)).toBe(true)
    expect(shouldLoadAnalytics(config, null)).toBe(false)
    expect(shouldShowConsentBanner(config, 'denied')).toBe(false)
    expect(shouldLoadAnalytics(config, 'denied')).toBe(false)
    expect(shouldShowConsentBanner(config, 'granted')).toBe(false)
    expect(shouldLoadAnalytics(config, 'granted')).toBe(true)
  })

  it('remembers a choice and forgets unreadable or outdated ones', () => {
    expect(parseConsent(serialiseConsent('granted'))).toBe('granted')
    expect(parseConsent(serialiseConsent('denied'))).toBe('denied')
    expect(parseConsent(null)).toBeNull()
    expect(parseConsent('granted')).toBeNull()
    expect(parseConsent(JSON.stringify({ version: CONSENT_VERSION + 1, choice: 'granted' }))).toBeNull()
    expect(parseConsent(JSON.stringify({ version: CONSENT_VERSION, choice: 'maybe' }))).toBeNull()
  })
})
