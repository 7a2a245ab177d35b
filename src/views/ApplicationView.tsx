import { ApplicationForm } from '@/components/forms/ApplicationForm'
import { buildApplicationHeading, buildExitPath, getApplicationVacancy } from '@/content/application-vacancy'
import { nl } from '@/i18n/nl'
import type { Page } from '@/payload-types'

import { PageBody } from './PageBody'
import { PageKeyvisual } from './PageKeyvisual'
import type { ViewProps } from './types'

/**
 * The application page (SPEC 2.3): `vacature` selects a vacancy ('Solliciteer op' + its title);
 * without one, or an unknown one, it is an open application. Success goes to formExitPage.
 */
export async function ApplicationView({ entry, doc: page, query }: ViewProps<Page>) {
  const vacancy = await getApplicationVacancy(query.vacature)
  const heading = buildApplicationHeading(vacancy, nl.application)
  return (
    <article>
      <PageKeyvisual page={page} title={heading} keyvisualTitle={null} />
      <PageBody>
        <section className="container-site" aria-label={nl.forms.formLabel.application}>
          <div className="max-w-3xl">
            <ApplicationForm vacancyId={vacancy?.id} exitPath={buildExitPath(page, entry.path)} />
          </div>
        </section>
      </PageBody>
    </article>
  )
}
