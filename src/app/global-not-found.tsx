import type { Metadata } from 'next'
import { headers } from 'next/headers'
import { connection } from 'next/server'

import { SiteDocument } from '@/components/shell/SiteDocument'
import { getGlobal } from '@/content/documents'
import { siteUrl } from '@/env'
import { APPLICATION_NOT_FOUND, NOT_FOUND_KIND_HEADER } from '@/forms/applicant-link'
import { nl } from '@/i18n/nl'
import '@/styles/globals.css'
import { ApplicantNotFoundView } from '@/views/ApplicantNotFoundView'
import { NotFoundView } from '@/views/NotFoundView'

/**
 * The 404 page (SPEC 2.3) as a whole document in the site's shell. Next renders it for a path no
 * route serves, and the proxy sends every path without a document here (src/proxy.ts): a 404
 * thrown by a page while it renders reaches the browser as an empty document that only scripts
 * fill in, this one is complete in the first HTML. A dead applicant's link (the proxy marks it)
 * gets its own text.
 */
const isApplicantLink = async () => (await headers()).get(NOT_FOUND_KIND_HEADER) === APPLICATION_NOT_FOUND

export async function generateMetadata(): Promise<Metadata> {
  // Read for each request: the build has no content to read.
  await connection()
  const { brandName } = await getGlobal('siteSettings')
  return (await isApplicantLink())
    ? {
        metadataBase: new URL(siteUrl()),
        title: `${nl.applicant.notFound.title} | ${brandName}`,
        robots: { index: false, follow: false },
        referrer: 'no-referrer',
      }
    : { metadataBase: new URL(siteUrl()), title: `${nl.notFound.title} | ${brandName}` }
}

export default async function GlobalNotFound() {
  await connection()
  return <SiteDocument>{(await isApplicantLink()) ? <ApplicantNotFoundView /> : <NotFoundView />}</SiteDocument>
}
