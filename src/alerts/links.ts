import { siteUrl } from '@/env'

/** The site's pages and endpoints of vacancy alerts; signed tokens travel as `token`. */
export const ALERT_PATHS = {
  signup: '/actions/module/vacancy-alert',
  confirmAction: '/actions/module/vacancy-alert/confirm',
  manageAction: '/actions/module/vacancy-alert/manage',
  unsubscribeAction: '/actions/module/vacancy-alert/unsubscribe',
  form: '/vacature-alert/aanmelden',
  requested: '/vacature-alert/aangevraagd',
  confirm: '/vacature-alert/bevestigen',
  manage: '/vacature-alert/beheren',
  unsubscribed: '/vacature-alert/afgemeld',
} as const

export function withToken(path: string, token: string, extra: Record<string, string> = {}): string {
  return `${path}?${new URLSearchParams({ token, ...extra }).toString()}`
}

/** An absolute URL for mails. */
export function absoluteUrl(path: string): string {
  return `${siteUrl()}${path}`
}
