import Link from 'next/link'

import { AccountManager } from '@/components/employers/AccountManager'
import { servicePages } from '@/components/employers/service-pages'
import { OfficeContactLinks } from '@/components/OfficeContactLinks'
import { getDocument, getGlobal } from '@/content/documents'
import { COLLECTION_ROUTES } from '@/data/page-types'
import { nl } from '@/i18n/nl'
import { getSectorAccountManager } from '@/page-data/employers'
import type { Page } from '@/payload-types'
import { uriToPath } from '@/routing/uri'

const text = nl.employers.thankYou

/** The services on the employers' page the site settings name: the one list editors keep. */
async function employerServices(employersPage: number | Page | null | undefined) {
  const id = employersPage && typeof employersPage === 'object' ? employersPage.id : employersPage
  const page = id ? await getDocument('pages', id) : null
  if (!page?.uri) return null
  const services = (page.pageContentMatrixAdvanced ?? []).flatMap((block) =>
    block.blockType === 'services' ? servicePages(block) : [],
  )
  return { path: uriToPath(page.uri), services }
}

/**
 * What an employer reads after a staffing request or a business message: what happens now, who
 * their contact is (the chosen sector's account manager, else the office), and the services;
 * never a job seeker's next steps.
 */
export async function EmployerNextSteps({ sector }: { sector?: string }) {
  const settings = await getGlobal('siteSettings')
  const employers = await employerServices(settings.employersPage)
  const contact = sector ? await getSectorAccountManager(sector) : null
  return (
    <div className="mt-10 grid gap-10 lg:grid-cols-2" data-testid="employer-next-steps">
      <section aria-labelledby="wat-gebeurt-er-nu">
        <h2 id="wat-gebeurt-er-nu" className="text-[length:var(--text-h3)]">
          {text.stepsTitle}
        </h2>
        <ol className="mt-4 flex list-decimal flex-col gap-3 pl-5 text-muted">
          {text.steps.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
      </section>
      {contact ? (
        <AccountManager manager={contact.manager} sector={contact.sector} />
      ) : (
        <section aria-labelledby="je-aanspreekpunt" className="rounded-2xl bg-tint p-8">
          <h2 id="je-aanspreekpunt" className="text-[length:var(--text-h3)]">
            {text.contactTitle}
          </h2>
          <p className="mt-3 text-muted">{text.contactText}</p>
          <OfficeContactLinks settings={settings} className="mt-4 gap-2" />
          <Link href={uriToPath(COLLECTION_ROUTES.labels.prefix)} className="text-link mt-6">
            {text.sectorsLink}
          </Link>
        </section>
      )}
      {employers ? (
        <nav aria-labelledby="onze-diensten" className="lg:col-span-2">
          <h2 id="onze-diensten" className="text-[length:var(--text-h3)]">
            {text.servicesTitle}
          </h2>
          <ul className="mt-4 flex flex-wrap gap-4">
            {employers.services.map((service) => (
              <li key={service.id}>
                <Link href={uriToPath(service.uri ?? '')} className="btn btn-secondary text-brand-purple">
                  {service.title}
                </Link>
              </li>
            ))}
            <li>
              <Link href={employers.path} className="btn btn-primary">
                {text.allServices}
              </Link>
            </li>
          </ul>
        </nav>
      ) : null}
    </div>
  )
}
