import type { Metadata } from 'next'
import { connection } from 'next/server'

import { SiteDocument } from '@/components/shell/SiteDocument'
import { getGlobal } from '@/content/server/documents'
import { siteUrl } from '@/env'
import { nl } from '@/i18n/nl'
import '@/styles/globals.css'
import { NotFoundView } from '@/views/NotFoundView'

/**
 * The 404 page (SPEC 2.3) as a whole document in the site's shell. Next renders it for a path no
 * route serves, and the proxy sends every path without a document here (src/proxy.ts): a 404
 * thrown by a page while it renders reaches the browser as an empty document that only scripts
 * fill in, this one is complete in the first HTML.
 */
export async function generateMetadata(): Promise<Metadata> {
  // Read for each request: the build has no content to read.
  await connection()
  const { brandName } = await getGlobal('siteSettings')
  return { metadataBase: new URL(siteUrl()), title: `${nl.notFound.title} | ${brandName}` }
}

export default async function GlobalNotFound() {
  await connection()
  return (
    <SiteDocument>
      <NotFoundView />
    </SiteDocument>
  )
}
