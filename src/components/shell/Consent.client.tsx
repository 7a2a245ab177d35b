'use client'

import Link from 'next/link'
import Script from 'next/script'
import { useEffect, useRef, useState, useSyncExternalStore } from 'react'

import {
  CONSENT_OPEN_EVENT,
  CONSENT_STORAGE_KEY,
  parseConsent,
  serialiseConsent,
  shouldLoadAnalytics,
  shouldShowConsentBanner,
  type AnalyticsConfig,
  type ConsentChoice,
} from '@/content/consent'
import { nlShell } from '@/i18n/browser'

const PRIVACY_PATH = '/privacystatement'

function readChoice(): ConsentChoice | null {
  try {
    return parseConsent(window.localStorage.getItem(CONSENT_STORAGE_KEY))
  } catch {
    return null
  }
}

const CONSENT_CHANGE_EVENT = 'koers:consent-change'

/** The stored choice as an external store: this tab's decisions and other tabs' storage events. */
function subscribeToChoice(onChange: () => void): () => void {
  window.addEventListener(CONSENT_CHANGE_EVENT, onChange)
  window.addEventListener('storage', onChange)
  return () => {
    window.removeEventListener(CONSENT_CHANGE_EVENT, onChange)
    window.removeEventListener('storage', onChange)
  }
}

function storeChoice(choice: ConsentChoice): void {
  try {
    window.localStorage.setItem(CONSENT_STORAGE_KEY, serialiseConsent(choice))
  } catch {
    // Storage may be blocked; the choice then holds for this page view only.
  }
}

/**
 * The analytics tag, loaded only after consent, and the Dutch consent banner that asks for it;
 * nothing without analytics (the server passes what was configured when it started).
 */
export function Analytics({ config }: { config: AnalyticsConfig }) {
  return config ? <ConsentedAnalytics config={config} /> : null
}

function ConsentedAnalytics({ config }: { config: NonNullable<AnalyticsConfig> }) {
  const storedChoice = useSyncExternalStore(subscribeToChoice, readChoice, () => null)
  // A choice made while storage is blocked holds for this page view only.
  const [pageChoice, setPageChoice] = useState<ConsentChoice | null>(null)
  const choice = storedChoice ?? pageChoice
  const [openOverride, setOpenOverride] = useState<boolean | null>(null)
  const open = openOverride ?? shouldShowConsentBanner(config, choice)
  const [reopened, setReopened] = useState(false)
  const acceptRef = useRef<HTMLButtonElement>(null)

  useEffect(() => {
    const reopen = () => {
      setOpenOverride(true)
      setReopened(true)
    }
    window.addEventListener(CONSENT_OPEN_EVENT, reopen)
    return () => window.removeEventListener(CONSENT_OPEN_EVENT, reopen)
  }, [])

  // Opened from the footer: take the visitor to the banner. On a first visit it waits politely.
  useEffect(() => {
    if (open && reopened) acceptRef.current?.focus()
  }, [open, reopened])

  const decide = (next: ConsentChoice) => {
    const previous = choice
    storeChoice(next)
    setOpenOverride(false)
    setReopened(false)
    // A loaded tag cannot be unloaded; a fresh page view without it honours the withdrawal.
    if (next === 'denied' && previous === 'granted') window.location.reload()
    else {
      setPageChoice(next)
      window.dispatchEvent(new Event(CONSENT_CHANGE_EVENT))
    }
  }

  return (
    <>
      {shouldLoadAnalytics(config, choice) ? (
        <Script src={config.src} data-domain={config.id} strategy="afterInteractive" />
      ) : null}
      {open ? (
        <section className="consent-banner" aria-labelledby="consent-title">
          <h2 id="consent-title" className="text-lg font-bold">
            {nlShell.consent.title}
          </h2>
          <p className="mt-2 text-[0.95rem] leading-relaxed text-muted">
            {nlShell.consent.text} <Link href={PRIVACY_PATH}>{nlShell.consent.privacy}</Link>
          </p>
          <div className="mt-4 flex flex-wrap gap-3">
            <button ref={acceptRef} type="button" className="btn btn-primary" onClick={() => decide('granted')}>
              {nlShell.consent.accept}
            </button>
            <button type="button" className="btn btn-secondary text-brand-purple" onClick={() => decide('denied')}>
              {nlShell.consent.decline}
            </button>
          </div>
        </section>
      ) : null}
    </>
  )
}

/** The footer's way back to the consent choice (shown only where there are analytics). */
export function ConsentSettingsButton({ className }: { className?: string }) {
  return (
    <li>
      <button type="button" className={className} onClick={() => window.dispatchEvent(new Event(CONSENT_OPEN_EVENT))}>
        {nlShell.footer.cookieSettings}
      </button>
    </li>
  )
}
