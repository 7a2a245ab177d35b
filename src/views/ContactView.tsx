import { ContactForm } from '@/components/forms/ContactForm'
import { OfficeContactLinks } from '@/components/OfficeContactLinks'
import { OfficeLocations } from '@/components/OfficeLocations'
import { getGlobal } from '@/content/documents'
import { buildExitPath } from '@/forms/exit-path'
import { nl } from '@/i18n/nl'
import { getLocations } from '@/page-data/entries'
import type { Page } from '@/payload-types'

import { PageBody } from './PageBody'
import { PageKeyvisual } from './PageKeyvisual'
import type { ViewProps } from './types'

/** The general contact details beside the form; never the office's notification address. */
async function ContactDetails() {
  const settings = await getGlobal('siteSettings')
  return (
    <aside aria-labelledby="direct-contact" className="rounded-2xl bg-tint p-8">
      <h2 id="direct-contact" className="text-[length:var(--text-h3)]">
        {nl.forms.directContact}
      </h2>
      <p className="mt-3 text-muted">{nl.forms.directContactText}</p>
      <OfficeContactLinks settings={settings} className="mt-6 gap-3" />
    </aside>
  )
}

/** The contact pages (SPEC 2.3): the form, direct contact details and, for people, the offices. */
function ContactPage({ page, path, business }: { page: Page; path: string; business: boolean }) {
  return (
    <article>
      <PageKeyvisual page={page} />
      <PageBody>
        <div className="container-site grid gap-12 lg:grid-cols-12">
          <div className="lg:col-span-7">
            <ContactForm page={path} business={business} exitPath={buildExitPath(page, path)} />
          </div>
          <div className="lg:col-span-4 lg:col-start-9">
            <ContactDetails />
          </div>
        </div>
        {business ? null : <Locations />}
      </PageBody>
    </article>
  )
}

async function Locations() {
  return <OfficeLocations locations={await getLocations()} />
}

export function ContactView({ entry, doc }: ViewProps<Page>) {
  return <ContactPage page={doc} path={entry.path} business={false} />
}

export function BusinessContactView({ entry, doc }: ViewProps<Page>) {
  return <ContactPage page={doc} path={entry.path} business />
}
