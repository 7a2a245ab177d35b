/**
 * Every Dutch text, by section, for server code: `nl.forms.errors.required`. The texts live by
 * audience: the public site's in `browser.ts` (what client components show; they import their
 * sections from there) and `site.ts` (what only the server renders), the admin's in `admin.ts`, the machine-facing answers in `api.ts`, what Payload is handed in
 * `payload.ts`. Client code never imports this file.
 */
import {
  nlAdmin,
  nlAlertsAdmin,
  nlAttention,
  nlDuplicate,
  nlEmployersAdmin,
  nlFormsAdmin,
  nlPay,
  nlRedirects,
  nlStatusMessages,
} from './admin'
import { nlApi, nlAts } from './api'
import { nlCarousel, nlContent, nlEmployers, nlErrors, nlLists, nlSaved, nlShell, nlSite } from './browser'
import {
  nlAlerts,
  nlApplicant,
  nlApplication,
  nlCards,
  nlForms,
  nlHome,
  nlNotFound,
  nlPagination,
  nlReferences,
  nlSeo,
  nlSocial,
  nlThankYou,
  nlVacancy,
} from './site'

export const nl = {
  site: nlSite,
  shell: nlShell,
  notFound: nlNotFound,
  errors: nlErrors,
  home: nlHome,
  cards: nlCards,
  lists: nlLists,
  pagination: nlPagination,
  references: nlReferences,
  content: nlContent,
  carousel: nlCarousel,
  vacancy: nlVacancy,
  application: nlApplication,
  applicant: nlApplicant,
  social: nlSocial,
  seo: nlSeo,
  thankYou: nlThankYou,
  forms: { ...nlForms, admin: nlFormsAdmin },
  admin: nlAdmin,
  redirects: nlRedirects,
  api: nlApi,
  ats: nlAts,
  duplicate: nlDuplicate,
  alerts: { ...nlAlerts, admin: nlAlertsAdmin },
  saved: nlSaved,
  statusMessages: nlStatusMessages,
  attention: nlAttention,
  pay: nlPay,
  employers: { ...nlEmployers, admin: nlEmployersAdmin },
} as const
