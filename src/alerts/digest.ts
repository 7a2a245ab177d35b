import type { Payload } from 'payload'

import { formatSalaryRange } from '@/data/vacancy-facts'
import { vacancyPlaceText } from '@/geo/vacancy-places'
import { DAY_MS } from '@/ops/days'
import type { VacancyAlert } from '@/payload-types'
import { uriToPath } from '@/routing/uri'
import { fetchVacancyGroups, searchVacancies, type VacancyListResult } from '@/search/server/vacancy-queries'
import { buildVacancyLookups } from '@/search/vacancy-options'

import type { AlertFrequency } from './frequency'
import { absoluteUrl, ALERT_PATHS, withToken } from './links'
import { buildDigestMail } from './mail'
import { VACANCY_ALERTS } from './names'
import { alertSearchPath, alertStateOf, describeAlertSearch } from './search'
import { signManageToken } from './subscriptions'

/** Unconfirmed sign-ups are kept this long (the confirmation link works as long). */
const UNCONFIRMED_DAYS = 7

const BATCH = 100

export type DigestRun = { checked: number; sent: number; failed: number }

/**
 * The new vacancies of a saved search: the overview's own query for the stored URL state
 * (filters AND search, open vacancies only), narrowed to those first published in the window.
 */
async function findNewAlertMatches(
  payload: Payload,
  query: string,
  window: { after: Date; until: Date },
  lookups?: Parameters<typeof searchVacancies>[2]['lookups'],
): Promise<VacancyListResult> {
  return searchVacancies(payload, alertStateOf(query), {
    lookups: lookups ?? buildVacancyLookups(await fetchVacancyGroups(payload)),
    now: window.until,
    published: window,
  })
}

/** Where the window of the next digest starts: the last check, else the confirmation. */
function windowStart(subscription: VacancyAlert): Date {
  return new Date(subscription.lastCheckedAt ?? subscription.confirmedAt ?? subscription.createdAt)
}

async function sendDigest(
  payload: Payload,
  subscription: VacancyAlert,
  matches: VacancyListResult,
  brand: string,
): Promise<void> {
  const token = signManageToken(payload, subscription)
  const mail = buildDigestMail({
    to: subscription.email,
    brand,
    search: describeAlertSearch(subscription.query ?? ''),
    vacancies: matches.items.map((vacancy) => ({
      title: vacancy.title,
      url: absoluteUrl(uriToPath(vacancy.uri ?? '')),
      company: vacancy.vacancyCompany,
      location: vacancyPlaceText(vacancy) || null,
      salary: formatSalaryRange(vacancy.salary),
    })),
    total: matches.total,
    searchUrl: absoluteUrl(alertSearchPath(subscription.query ?? '')),
    manageUrl: absoluteUrl(withToken(ALERT_PATHS.manage, token)),
    unsubscribeUrl: absoluteUrl(withToken(ALERT_PATHS.unsubscribeAction, token)),
  })
  await payload.sendEmail(mail)
}

/**
 * One digest round for every confirmed subscription of a frequency. A subscription gets mail only
 * when its search has vacancies first published since its last check; the check moves on either
 * way. A failed mail leaves that subscription's window open and fails the job after the round,
 * so the queue retries it without mailing the others twice.
 */
export async function sendAlertDigests(
  payload: Payload,
  frequency: AlertFrequency,
  now = new Date(),
): Promise<DigestRun> {
  const run: DigestRun = { checked: 0, sent: 0, failed: 0 }
  const settings = await payload.findGlobal({ slug: 'siteSettings', depth: 0, overrideAccess: true })
  const lookups = buildVacancyLookups(await fetchVacancyGroups(payload))
  let lastId = 0
  for (;;) {
    const { docs } = await payload.find({
      collection: VACANCY_ALERTS,
      where: {
        and: [
          { status: { equals: 'confirmed' } },
          { frequency: { equals: frequency } },
          { id: { greater_than: lastId } },
        ],
      },
      sort: 'id',
      limit: BATCH,
      depth: 0,
      pagination: false,
      overrideAccess: true,
    })
    for (const subscription of docs) {
      lastId = subscription.id
      run.checked += 1
      const after = windowStart(subscription)
      if (after >= now) continue
      const matches = await findNewAlertMatches(payload, subscription.query ?? '', { after, until: now }, lookups)
      try {
        if (matches.total > 0) {
          await sendDigest(payload, subscription, matches, settings.brandName)
          run.sent += 1
        }
      } catch (error) {
        run.failed += 1
        payload.logger.error({ err: error, msg: `Vacature-alert ${subscription.id}: digest not sent` })
        continue
      }
      await payload.update({
        collection: VACANCY_ALERTS,
        id: subscription.id,
        data: { lastCheckedAt: now.toISOString() },
        overrideAccess: true,
      })
    }
    if (docs.length < BATCH) break
  }
  if (run.failed) throw new Error(`${run.failed} vacancy alert digest(s) could not be sent`)
  return run
}

/** AVG: a sign-up that is not confirmed within seven days is deleted with its address. */
export async function deleteUnconfirmedAlerts(payload: Payload, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - UNCONFIRMED_DAYS * DAY_MS).toISOString()
  const { docs } = await payload.delete({
    collection: VACANCY_ALERTS,
    where: { and: [{ status: { equals: 'pending' } }, { createdAt: { less_than: cutoff } }] },
    overrideAccess: true,
  })
  if (docs.length) payload.logger.info(`Vacature-alerts: ${docs.length} onbevestigde aanmelding(en) verwijderd`)
  return docs.length
}
