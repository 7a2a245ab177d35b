'use client'

import Link from 'next/link'
import Script from 'next/script'
import { useEffect, useRef, useState } from 'react'

import {
  CONSENT_OPEN_EVENT,
  CONSENT_STORAGE_KEY,
  parseConsent,
  readAnalyticsConfig,
  serialiseConsent,
  shouldLoadAnalytics,
  shouldShowConsentBanner,
  type ConsentChoice,
} from '@/content/consent'
import { nl } from '@/i18n/nl'

// Next inlines NEXT_PUBLIC_ variables at build time: without an id there is no banner and no tag.
const ANALYTICS = readAnalyticsConfig(process.env.NEXT_PUBLIC_ANALYTICS_ID, process.env.NEXT_PUBLIC_ANALYTICS_SRC)

const PRIVACY_PATH = '/privacystatement'

function readChoice(): ConsentChoice | null {
  try {
    return parseConsent(window.localStorage.getItem(CONSENT_STORAGE_KEY))
  } catch {
    return null
  }
}

function storeChoice(choice: ConsentChoice): void {
  try {
    window.localStorage.setItem(CONSENT_STORAGE_KEY, serialiseConsent(choice))
  } catch {
    // Storage may be blocked; the choice then holds for this page view only.
  }
}

/** The analytics tag, loaded only after consent, and the Dutch consent banner that asks for it. */
export function Analytics() {
  return ANALYTICS ? <ConsentedAnalytics config={ANALYTICS} /> : null
}

function ConsentedAnalytics({ config }: { config: NonNullable<typeof ANALYTICS> }) {
  const [choice, setChoice] = useState<ConsentChoice | null>(null)
  const [open, setOpen] = useState(false)
  const [reopened, setReopened] = useState(false)
  const acceptRef = useRef<HTMLButtonElement>(null)

  useEffect(() => {
    const stored = readChoice()
    setChoice(stored)
    setOpen(shouldShowConsentBanner(config, stored))
    const reopen = () => {
      setOpen(true)
      setReopened(true)
    }
    window.addEventListener(CONSENT_OPEN_EVENT, reopen)
    return () => window.removeEventListener(CONSENT_OPEN_EVENT, reopen)
  }, [config])

  // Opened from the footer: take the visitor to the banner. On a first visit it waits politely.
  useEffect(() => {
    if (open && reopened) acceptRef.current?.focus()
  }, [open, reopened])

  const decide = (next: ConsentChoice) => {
    storeChoice(next)
    setOpen(false)
    setReopened(false)
    // A loaded tag cannot be unloaded; a fresh page view without it honours the withdrawal.
    if (next === 'denied' && choice === 'granted') window.location.reload()
    else setChoice(next)
  }

  return (
    <>
      {shouldLoadAnalytics(config, choice) ? <Script src={config.src} data-domain={config.id} strategy="afterInteractive" /> : null}
      {open ? (
        <section className="consent-banner" aria-labelledby="consent-title">
          <h2 id="consent-title" className="text-lg font-bold">
            {nl.shell.consent.title}
          </h2>
          <p className="mt-2 text-[0.95rem] leading-relaxed text-muted">
            {nl.shell.consent.text} <Link href={PRIVACY_PATH}>{nl.shell.consent.privacy}</Link>
          </p>
          <div className="mt-4 flex flex-wrap gap-3">
            <button ref={acceptRef} type="button" className="btn btn-primary" onClick={() => decide('granted')}>
              {nl.shell.consent.accept}
            </button>
            <button type="button" className="btn btn-secondary text-brand-purple" onClick={() => decide('denied')}>
              {nl.shell.consent.decline}
            </button>
          </div>
        </section>
      ) : null}
    </>
  )
}

/** The footer's way back to the consent choice; absent when there are no analytics. */
export function ConsentSettingsButton({ className }: { className?: string }) {
  if (!ANALYTICS) return null
  return (
    <li>
      <button type="button" className={className} onClick={() => window.dispatchEvent(new Event(CONSENT_OPEN_EVENT))}>
        {nl.shell.footer.cookieSettings}
      </button>
    </li>
  )
}
