import { draftMode } from 'next/headers'
import type React from 'react'
import { Suspense } from 'react'

import { Analytics } from '@/components/shell/Consent.client'
import { DeferOffscreenScript } from '@/components/shell/DeferOffscreenScript'
import { EditLink } from '@/components/shell/EditLink.client'
import { Footer } from '@/components/shell/Footer'
import { Header } from '@/components/shell/Header'
import { LivePreview } from '@/components/shell/LivePreview.client'
import { NavigationProgress } from '@/components/shell/NavigationProgress.client'
import { PreviewNotice } from '@/components/shell/PreviewNotice'
import { nl } from '@/i18n/nl'
import { analyticsConfig } from '@/ops/analytics.mjs'
import { getShellData } from '@/page-data/shell-data'

import { inter } from './fonts'

/**
 * The public site's document: header, main content and footer. The site's root layout renders
 * every page in it, and the 404 page (app/global-not-found.tsx) renders in it too.
 */
export async function SiteDocument({ children }: { children: React.ReactNode }) {
  const [{ navigation, footer, settings, homeTone, certifications }, draft] = await Promise.all([
    getShellData(),
    draftMode(),
  ])
  const analytics = analyticsConfig()
  return (
    // The script below marks <html> before hydration (data-defer-offscreen), on purpose.
    <html lang="nl" className={inter.variable} suppressHydrationWarning>
      <body className="flex min-h-screen flex-col">
        <DeferOffscreenScript />
        <a
          href="#inhoud"
          className="sr-only z-50 rounded bg-brand-purple px-4 py-2 text-white focus:not-sr-only focus:fixed focus:top-4 focus:left-4"
        >
          {nl.site.skipToContent}
        </a>
        <Header navigation={navigation} settings={settings} homeTone={homeTone} />
        <main id="inhoud" tabIndex={-1} className="flex-1 outline-none">
          {children}
        </main>
        <Footer
          footer={footer}
          settings={settings}
          certifications={certifications}
          consentSettings={analytics !== null}
        />
        <Suspense fallback={null}>
          <NavigationProgress />
          <EditLink />
        </Suspense>
        <Analytics config={analytics} />
        {draft.isEnabled ? (
          <>
            <PreviewNotice />
            <LivePreview />
          </>
        ) : null}
      </body>
    </html>
  )
}
