import type { Metadata } from 'next'
import Link from 'next/link'

import { linkError } from '@/alerts/handle'
import { ALERT_PATHS, withToken } from '@/alerts/links'
import { alertSearchPath, describeAlertSearch } from '@/alerts/search'
import { findAlertByToken } from '@/alerts/subscriptions'
import { AlertNotice, AlertPage } from '@/components/alerts/AlertPage'
import { FrequencyOptions } from '@/components/alerts/FrequencyOptions'
import { getPayloadClient } from '@/data/payload-client'
import { nl } from '@/i18n/nl'

const text = nl.alerts.manage

export const metadata: Metadata = { title: text.title, robots: { index: false } }

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

/** Behind the signed link of every digest: change how often, or stop (which deletes the alert). */
export default async function AlertManagePage({ searchParams }: Props) {
  const params = await searchParams
  const token = typeof params.token === 'string' ? params.token : ''
  const found = await findAlertByToken(await getPayloadClient(), token, 'manage')
  if (!found.ok) {
    return (
      <AlertPage title={text.title}>
        <AlertNotice tone="error">{linkError(found.reason)}</AlertNotice>
      </AlertPage>
    )
  }
  const { subscription } = found
  const query = subscription.query ?? ''
  return (
    <AlertPage title={text.title}>
      {params.bevestigd ? <AlertNotice tone="success">{text.confirmed}</AlertNotice> : null}
      {params.opgeslagen ? <AlertNotice tone="success">{text.saved}</AlertNotice> : null}
      <dl>
        <dt className="font-semibold">{text.search}</dt>
        <dd className="mt-1">
          {describeAlertSearch(query)}{' '}
          <Link href={alertSearchPath(query)} className="font-semibold text-brand-purple underline">
            {text.viewSearch}
          </Link>
        </dd>
      </dl>
      <form method="post" action={ALERT_PATHS.manageAction} className="flex flex-col gap-4">
        <input type="hidden" name="token" value={token} />
        <fieldset>
          <legend className="mb-2 font-semibold">{text.frequency}</legend>
          <FrequencyOptions chosen={subscription.frequency} />
        </fieldset>
        <div>
          <button type="submit" className="btn btn-primary">
            {text.save}
          </button>
        </div>
      </form>
      <section aria-labelledby="alert-stop" className="mt-6 rounded-2xl bg-tint p-6">
        <h2 id="alert-stop" className="text-[length:var(--text-h3)]">
          {text.stopTitle}
        </h2>
        <p className="mt-2 text-muted">{text.stopText}</p>
        <form method="post" action={withToken(ALERT_PATHS.unsubscribeAction, token)} className="mt-4">
          <button type="submit" className="btn btn-secondary">
            {text.stop}
          </button>
        </form>
      </section>
    </AlertPage>
  )
}
