import { StaffingRequestForm } from '@/components/forms/StaffingRequestForm'
import { buildExitPath } from '@/forms/exit-path'
import { todayIn } from '@/forms/working-days'
import { nl } from '@/i18n/nl'
import { listHref } from '@/lists/list-query'
import { getStaffingFormOptions } from '@/page-data/employers'
import type { Page } from '@/payload-types'

import { PageBody } from './PageBody'
import { PageKeyvisual } from './PageKeyvisual'
import type { ViewProps } from './types'

const steps = nl.employers.thankYou

/**
 * 'Personeel aanvragen': the form, with the sector a link chose ('?sector=Techniek', as the label
 * pages link here) already selected, and what happens after sending beside it.
 */
export async function StaffingRequestView({ entry, doc: page, query }: ViewProps<Page>) {
  const { sectors, functions } = await getStaffingFormOptions()
  const chosen = sectors.find((name) => name.toLowerCase() === query.sector.toLowerCase())
  return (
    <article>
      <PageKeyvisual page={page} />
      <PageBody>
        <div className="container-site grid gap-12 lg:grid-cols-12">
          <div className="lg:col-span-7">
            <StaffingRequestForm
              page={listHref(entry.path, { sector: chosen })}
              exitPath={buildExitPath(page, entry.path)}
              sectors={sectors}
              functions={functions}
              sector={chosen}
              today={todayIn(new Date())}
            />
          </div>
          <aside
            aria-labelledby="na-je-aanvraag"
            className="self-start rounded-2xl bg-tint p-8 lg:col-span-4 lg:col-start-9"
          >
            <h2 id="na-je-aanvraag" className="text-[length:var(--text-h3)]">
              {steps.stepsTitle}
            </h2>
            <ol className="mt-4 flex list-decimal flex-col gap-3 pl-5 text-muted">
              {steps.steps.map((step) => (
                <li key={step}>{step}</li>
              ))}
            </ol>
          </aside>
        </div>
      </PageBody>
    </article>
  )
}
