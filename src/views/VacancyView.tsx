import Link from 'next/link'

import { RenderBlocks } from '@/blocks/RenderBlocks'
import { BackLink } from '@/components/BackLink'
import { Breadcrumb } from '@/components/Breadcrumb'
import { JsonLd } from '@/components/JsonLd'
import { RecruiterContact } from '@/components/vacancies/RecruiterContact'
import { VacancyApplyBar, VacancyApplyCard } from '@/components/vacancies/VacancyApplyCard'
import { SecondmentNote, VacancyHeaderFacts } from '@/components/vacancies/VacancyHeaderFacts'
import { VacancyRow } from '@/components/vacancies/VacancyRow'
import { getGlobal } from '@/content/documents'
import { chooseVacancyContact } from '@/content/vacancy-contact'
import { buildVacancyDescriptionHtml } from '@/content/vacancy-description'
import { isVacancyClosed } from '@/data/vacancy'
import { siteUrl } from '@/env'
import { vacancyPlaceText } from '@/geo/vacancy-places'
import { nl } from '@/i18n/nl'
import {
  buildApplyHref,
  buildVacanciesHref,
  EMPTY_VACANCY_STATE,
  resolveVacancyHref,
  VACANCIES_PATH,
} from '@/lists/vacancy-url'
import type { Vacancy } from '@/payload-types'
import { getSimilarVacancies } from '@/search/server/vacancy-search'
import { brandLogoPath } from '@/seo/brand'
import { buildJobPostingJsonLd } from '@/seo/job-posting'

import { Keyvisual } from './Keyvisual'
import { PageBody } from './PageBody'
import type { ViewProps } from './types'

/**
 * A vacancy (SPEC 2.3): banner, breadcrumb to the overview, facts, content and 'Solliciteer
 * direct'. Past its validThrough the page stays (links keep working) but shows the vacancy closed,
 * without the apply button and without JobPosting data, so Google drops it.
 */
export async function VacancyView({ entry, doc: vacancy }: ViewProps<Vacancy>) {
  const now = new Date()
  const closed = isVacancyClosed(vacancy, now)
  const [settings, similar] = await Promise.all([getGlobal('siteSettings'), getSimilarVacancies(vacancy.id)])
  const company = vacancy.vacancyCompany?.trim()
  const location = vacancyPlaceText(vacancy)
  // A closed vacancy's note spans the first row on wide screens; the columns start below it.
  const row = closed ? 'lg:row-start-2' : 'lg:row-start-1'
  // The sector's own list ('Vacatures in Techniek'), linked below the similar vacancies.
  const firstSector = vacancy.vacancySectorGroup?.[0]
  const sector = typeof firstSector === 'object' ? firstSector.title : undefined
  const contact = closed ? null : chooseVacancyContact(vacancy, settings)
  const jobPosting = closed
    ? null
    : buildJobPostingJsonLd(siteUrl(), {
        id: vacancy.id,
        path: entry.path,
        title: vacancy.title,
        descriptionHtml: buildVacancyDescriptionHtml(vacancy),
        datePosted: vacancy.datePosted,
        validThrough: vacancy.validThrough,
        employmentType: vacancy.employmentType,
        reference: vacancy.vacancyReference,
        // A draft previewed before its first publish may have no location yet.
        location: vacancy.vacancyLocation ?? '',
        province: vacancy.vacancyProvince,
        salary: vacancy.salary,
        company: company
          ? {
              name: company,
              url: vacancy.vacancyCompanyUrl,
              logoUrl: typeof vacancy.vacancyCompanyLogo === 'object' ? vacancy.vacancyCompanyLogo?.url : null,
            }
          : null,
        directApply: !resolveVacancyHref(vacancy).external,
        organisation: { name: settings.brandName, logoUrl: brandLogoPath(settings) },
      })

  return (
    <article>
      {jobPosting ? <JsonLd data={jobPosting} /> : null}
      <Keyvisual
        title={vacancy.title}
        tag={vacancy.vacancyCategory}
        keyvisualContent={vacancy.intro}
        dense
        breadcrumb={
          <>
            <BackLink href={VACANCIES_PATH} list="vacancies" />
            <Breadcrumb
              items={[
                { name: nl.vacancy.overview, path: VACANCIES_PATH },
                { name: vacancy.title, path: entry.path },
              ]}
            />
          </>
        }
      >
        <VacancyHeaderFacts company={company} brand={settings.brandName} location={location} />
      </Keyvisual>
      <div className="container-site grid gap-[var(--spacing-section)] pt-[var(--spacing-section)] lg:grid-cols-12 lg:gap-x-12 lg:pt-12">
        {closed ? (
          <div role="note" className="rounded-2xl border-l-4 border-brand-purple bg-tint p-6 lg:col-span-12">
            <h2 className="text-[length:var(--text-h3)]">{nl.vacancy.closedTitle}</h2>
            <p className="mt-2">{nl.vacancy.closedText}</p>
            <Link href={VACANCIES_PATH} className="text-link mt-4 text-brand-purple">
              {nl.vacancy.allVacancies}
            </Link>
          </div>
        ) : null}
        {/* Sticky outside PageBody, whose sections contain what they paint (see PageBody); on wide
            screens it reaches up into the banner's empty right half, so it is in the first view. */}
        <aside
          aria-label={nl.vacancy.facts}
          className={`self-start lg:sticky lg:top-[calc(var(--header-height)+1.5rem)] ${closed ? '' : 'lg:-mt-[19rem]'} lg:col-span-4 lg:col-start-9 ${row}`}
        >
          <VacancyApplyCard vacancy={vacancy} now={now} closed={closed} contact={contact} />
        </aside>
        <div className={`vacancy-main min-w-0 lg:col-span-8 ${row}`}>
          <PageBody flush>
            {company ? null : <SecondmentNote brand={settings.brandName} location={location} />}
            <RenderBlocks blocks={vacancy.pageContentMatrixSimple} />
            {closed ? null : (
              <div className="container-site">
                <Link href={buildApplyHref(vacancy.id)} className="btn btn-primary">
                  {nl.vacancy.applyNow}
                </Link>
              </div>
            )}
            {contact ? (
              <div className="container-site lg:hidden">
                <RecruiterContact contact={contact} />
              </div>
            ) : null}
          </PageBody>
        </div>
      </div>
      {similar.items.length ? (
        <PageBody>
          <section aria-labelledby="similar-vacancies" className="container-site">
            <h2 id="similar-vacancies" className="mb-6 text-[length:var(--text-h2)]">
              {nl.vacancy.similarTitle}
            </h2>
            <ul className="space-y-4">
              {similar.items.map((item) => (
                <li key={item.id}>
                  <VacancyRow
                    vacancy={item}
                    near={similar.from ?? undefined}
                    now={now}
                    badges={[
                      ...(item.reasons.sameSector && sector ? [nl.vacancy.similarInSector(sector)] : []),
                      ...(item.reasons.nearby ? [nl.vacancy.similarNearby] : []),
                    ]}
                  />
                </li>
              ))}
            </ul>
            {sector ? (
              <Link
                href={buildVacanciesHref({ ...EMPTY_VACANCY_STATE, sector })}
                className="text-link mt-6 text-brand-purple"
              >
                {nl.vacancy.moreIn(sector)}
              </Link>
            ) : null}
          </section>
        </PageBody>
      ) : null}
      {closed ? null : <VacancyApplyBar vacancyId={vacancy.id} />}
    </article>
  )
}
