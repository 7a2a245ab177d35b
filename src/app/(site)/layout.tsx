import type { Metadata } from 'next'
import type React from 'react'

import { Footer } from '@/components/shell/Footer'
import { Header } from '@/components/shell/Header'
import { getGlobal } from '@/content/documents'
import { nl } from '@/i18n/nl'
import '@/styles/globals.css'

import { inter } from './fonts'

export async function generateMetadata(): Promise<Metadata> {
  const settings = await getGlobal('siteSettings')
  return {
    metadataBase: new URL(process.env.SITE_URL || 'http://localhost:3000'),
    title: { default: settings.brandName, template: `%s | ${settings.brandName}` },
    description: settings.tagline ?? undefined,
  }
}

export default async function SiteLayout({ children }: { children: React.ReactNode }) {
  const [navigation, footer, settings] = await Promise.all([
    getGlobal('navigation'),
    getGlobal('footer'),
    getGlobal('siteSettings'),
  ])
  return (
    <html lang="nl" className={inter.variable}>
      <body className="flex min-h-screen flex-col">
        <a
          href="#inhoud"
          className="sr-only z-50 rounded bg-brand-purple px-4 py-2 text-white focus:not-sr-only focus:fixed focus:left-4 focus:top-4"
        >
          {nl.site.skipToContent}
        </a>
        <Header navigation={navigation} brandName={settings.brandName} />
        <main id="inhoud" className="flex-1">
          {children}
        </main>
        <Footer footer={footer} brandName={settings.brandName} />
      </body>
    </html>
  )
}
