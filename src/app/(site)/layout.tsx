import type { Metadata } from 'next'
import type React from 'react'

import { SiteDocument } from '@/components/shell/SiteDocument'
import { getGlobal } from '@/content/documents'
import { siteUrl } from '@/env'
import '@/styles/globals.css'

export async function generateMetadata(): Promise<Metadata> {
  const settings = await getGlobal('siteSettings')
  return {
    metadataBase: new URL(siteUrl()),
    title: { default: settings.brandName, template: `%s | ${settings.brandName}` },
    description: settings.tagline ?? undefined,
    openGraph: { siteName: settings.brandName, locale: 'nl_NL', type: 'website' },
    twitter: { card: 'summary_large_image' },
  }
}

export default function SiteLayout({ children }: { children: React.ReactNode }) {
  return <SiteDocument>{children}</SiteDocument>
}
