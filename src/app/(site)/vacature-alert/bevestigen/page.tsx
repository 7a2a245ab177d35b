import type { Metadata } from 'next'
import Link from 'next/link'

import { linkError } from '@/alerts/handle'
import { ALERT_PATHS, withToken } from '@/alerts/links'
import { describeAlertSearch } from '@/alerts/search'
import { findAlertByToken, signManageToken } from '@/alerts/subscriptions'
import { AlertNotice, AlertPage } from '@/components/alerts/AlertPage'
import { getPayloadClient } from '@/data/payload-client'
import { nl } from '@/i18n/nl'

const text = nl.alerts.confirm

export const metadata: Metadata = { title: text.title, robots: { index: false } }

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

/**
 * The confirmation link leads here; opened again after confirming, it says so and leads to the
 * alert's own page. Confirming takes a button press (a POST), so a mail scanner
 * that follows links cannot confirm a sign-up on the reader's behalf.
 */
export default async function AlertConfirmPage({ searchParams }: Props) {
  const { token } = await searchParams
  const value = typeof token === 'string' ? token : ''
  const payload = await getPayloadClient()
  const found = await findAlertByToken(payload, value, 'confirm')
  return (
    <AlertPage title={text.title}>
      {found.ok && found.subscription.status === 'confirmed' ? (
        <>
          <AlertNotice tone="success">
            {text.alreadyConfirmed(describeAlertSearch(found.subscription.query ?? ''))}
          </AlertNotice>
          <Link
            href={withToken(ALERT_PATHS.manage, signManageToken(payload, found.subscription))}
            className="text-link mt-6 text-brand-purple"
          >
            {text.manageLink}
          </Link>
        </>
      ) : found.ok ? (
        <>
          <p>{text.text(describeAlertSearch(found.subscription.query ?? ''))}</p>
          <form method="post" action={ALERT_PATHS.confirmAction}>
            <input type="hidden" name="token" value={value} />
            <button type="submit" className="btn btn-primary">
              {text.button}
            </button>
          </form>
        </>
      ) : (
        <AlertNotice tone="error">{linkError(found.reason)}</AlertNotice>
      )}
    </AlertPage>
  )
}
