import Link from 'next/link'

import { ApplicationForm } from '@/components/forms/ApplicationForm'
import { isVacancyClosed } from '@/data/vacancy'
import { buildExitPath } from '@/forms/exit-path'
import { nl } from '@/i18n/nl'
import { listHref } from '@/lists/list-query'
import { buildApplicationHeading, getApplicationVacancy } from '@/page-data/application-vacancy'
import type { Page } from '@/payload-types'
import { uriToPath } from '@/routing/uri'

import { PageBody } from './PageBody'
import { PageKeyvisual } from './PageKeyvisual'
import type { ViewProps } from './types'

/**
 * The application page (SPEC 2.3): `vacature` selects a vacancy ('Solliciteer op' + its title);
 * without one, or an unknown one, it is an open application. Success goes to formExitPage.
 */
export async function ApplicationView({ entry, doc: page, query }: ViewProps<Page>) {
  const named = await getApplicationVacancy(query.vacature)
  // A vacancy that no longer takes applications: the open application, with a word on why.
  const closed = named !== null && isVacancyClosed(named, new Date())
  const vacancy = closed ? null : named
  const heading = buildApplicationHeading(vacancy, nl.application)
  const steps = nl.forms.nextSteps
  return (
    <article>
      <PageKeyvisual page={page} title={heading} keyvisualTitle={null} />
      <PageBody>
        <div className="container-site grid gap-12 lg:grid-cols-12">
          <div className="lg:col-span-7">
            {closed ? (
              <p role="note" className="mb-8 rounded-2xl bg-tint p-6 font-semibold">
                {nl.application.closedNote}
              </p>
            ) : null}
            <ApplicationForm
              page={listHref(entry.path, { vacature: query.vacature })}
              vacancyId={vacancy?.id}
              exitPath={listHref(buildExitPath(page, entry.path), { vacature: vacancy?.id ?? null })}
            />
          </div>
          <aside
            aria-labelledby="volgende-stappen"
            className="self-start rounded-2xl bg-tint p-8 lg:col-span-4 lg:col-start-9"
          >
            <h2 id="volgende-stappen" className="text-[length:var(--text-h3)]">
              {steps.title}
            </h2>
            <ol className="mt-6 flex flex-col gap-4">
              {steps.steps.map((step, index) => (
                <li key={step} className="flex gap-4">
                  <span
                    aria-hidden="true"
                    className="flex h-8 w-8 shrink-0 items-center justify-center rounded-full bg-brand-purple text-sm font-bold text-white"
                  >
                    {index + 1}
                  </span>
                  <span className="text-muted">{step}</span>
                </li>
              ))}
            </ol>
            {vacancy?.uri ? (
              <Link href={uriToPath(vacancy.uri)} className="text-link mt-8">
                {steps.viewVacancy}
              </Link>
            ) : null}
          </aside>
        </div>
      </PageBody>
    </article>
  )
}
