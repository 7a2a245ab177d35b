import { lexicalEditor } from '@payloadcms/richtext-lexical'
import { nl } from '@payloadcms/translations/languages/nl'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { buildConfig } from 'payload'
import sharp from 'sharp'

import { VacancyAlerts } from '@/alerts/collection'
import { AlertConfirmationWindows } from '@/alerts/confirmation-window'
import { alertAutoRun, alertTasks } from '@/alerts/jobs'
import { ATS_AUTORUN, deliverApplicationTask } from '@/ats/deliver'
import { atsFileEndpoint } from '@/ats/file-links'
import { AtsStatusReceipts } from '@/ats/receipts'
import { atsStatusEndpoint } from '@/ats/status-endpoint'
import { ATS_QUEUE_PATH, retryAtsEndpoint } from '@/cms/ats-admin-paths'
import { sendPasswordResetMailTask } from '@/cms/password-reset'
import { jobsCollection, SCHEDULED_PUBLISH_AUTORUN, withJobLeases } from '@/data/jobs'
import { resolvePayloadSecret } from '@/data/secret'
import { storagePlugin } from '@/data/storage'
import { serverEnv } from '@/env'
import { importVacancyFeedTask, vacancyFeedAutoRun } from '@/feeds/job'
import { formAutoRun, formTasks } from '@/forms/jobs'
import { MailTemplates } from '@/forms/mail-templates'
import { StatusMessages } from '@/forms/status-message'
import { adminTranslations, payloadWording } from '@/i18n/payload'

import { adminConventionsPlugin } from './admin/conventions'
import { ADMIN_DATE_FORMAT } from './admin/typed-date'
import { ApplicationFiles } from './collections/ApplicationFiles'
import { ApplicationTimeline } from './collections/ApplicationTimeline'
import { Certifications } from './collections/Certifications'
import { Employees } from './collections/Employees'
import { Experiences, Phases } from './collections/Experiences'
import { Labels } from './collections/Labels'
import { Locations } from './collections/Locations'
import { Media } from './collections/Media'
import { News, Subjects } from './collections/News'
import { Pages } from './collections/Pages'
import { Recruiters } from './collections/Recruiters'
import { StaffingRequests } from './collections/StaffingRequests'
import { Applications, ContactMessages, ErasedApplications } from './collections/Submissions'
import { SuccessStories } from './collections/SuccessStories'
import { Users } from './collections/Users'
import { FunctionGroups, SectorGroups, Vacancies } from './collections/Vacancies'
import { databaseAdapter } from './database'
import { emailAdapter } from './email'
import { exportsPlugin } from './exports'
import { Footer, Navigation, SiteSettings } from './globals'
import { uniqueRowIdsPlugin } from './hooks/unique-row-ids'
import { loggerConfig } from './logger'
import { MAIL_QUEUE_PATH, retryMailEndpoint } from './mail-queue'
import { MISSING_SALARY_PATH } from './missing-salary'
import { NotFoundPaths } from './not-found/collection'
import { csrfOrigins } from './origins'
import { MY_APPLICATIONS_PATH, PIPELINE_PATH } from './pipeline'
import { redirects } from './redirects'
import { extendSchedulePublish } from './scheduled'

const dirname = path.dirname(fileURLToPath(import.meta.url))

// Payload's scheduled publishing task, added while it builds the config, extended by the site's.
export default buildConfig({
  secret: resolvePayloadSecret(),
  logger: loggerConfig(),
  serverURL: serverEnv().SITE_URL,
  // Requests authenticated by the session cookie must come from the site's own origin.
  csrf: csrfOrigins(),
  db: databaseAdapter(),
  editor: lexicalEditor(),
  email: emailAdapter(),
  sharp,
  i18n: {
    supportedLanguages: { nl },
    fallbackLanguage: 'nl',
    translations: { nl: { ...payloadWording, ...adminTranslations } },
  },
  admin: {
    user: Users.slug,
    meta: { titleSuffix: ' – Koers Groep beheer' },
    importMap: { baseDir: path.resolve(dirname, '..') },
    dateFormat: ADMIN_DATE_FORMAT,
    // Payload's own initials avatar: Gravatar is a third party (and blocked by the admin's CSP).
    avatar: 'default',
    components: {
      graphics: { Logo: '/cms/admin/Graphics#AdminLogo', Icon: '/cms/admin/Graphics#AdminIcon' },
      afterNavLinks: ['/cms/admin/AdminViewLinks#AdminViewLinks'],
      // The recruiter's to-do list: new and unanswered applications.
      beforeDashboard: ['/cms/admin/FailedPlansPanel#FailedPlansPanel', '/cms/admin/AttentionPanel#AttentionPanel'],
      views: {
        mailQueue: { Component: '/cms/admin/MailQueueView#MailQueueView', path: MAIL_QUEUE_PATH },
        atsQueue: { Component: '/cms/admin/AtsQueueView#AtsQueueView', path: ATS_QUEUE_PATH },
        missingSalary: { Component: '/cms/admin/MissingSalaryView#MissingSalaryView', path: MISSING_SALARY_PATH },
        pipeline: { Component: '/cms/admin/PipelineView#PipelineView', path: PIPELINE_PATH, exact: true },
        myApplications: {
          Component: '/cms/admin/MyApplicationsView#MyApplicationsView',
          path: MY_APPLICATIONS_PATH,
          exact: true,
        },
      },
    },
  },
  endpoints: [retryMailEndpoint, retryAtsEndpoint, atsStatusEndpoint, atsFileEndpoint],
  collections: [
    Pages,
    News,
    Subjects,
    Experiences,
    Phases,
    SuccessStories,
    Labels,
    Employees,
    Locations,
    Vacancies,
    Recruiters,
    SectorGroups,
    FunctionGroups,
    Media,
    ApplicationFiles,
    Applications,
    ApplicationTimeline,
    MailTemplates,
    ContactMessages,
    StaffingRequests,
    ErasedApplications,
    Certifications,
    VacancyAlerts,
    AlertConfirmationWindows,
    AtsStatusReceipts,
    NotFoundPaths,
    Users,
  ],
  globals: [Navigation, Footer, SiteSettings, StatusMessages],
  plugins: [
    // Media and applicants' files in an S3-compatible bucket when S3_BUCKET is set.
    storagePlugin(),
    exportsPlugin(),
    // Editors' redirects (Payload's redirects plugin).
    redirects(),
    // Two rows with one id are refused before anything is written (src/cms/hooks/unique-row-ids.ts).
    uniqueRowIdsPlugin,
    // Last, so that it reaches the collections the other plugins add.
    adminConventionsPlugin,
  ],
  jobs: {
    // Handlers renew their job's lease while they run (src/ops/job-leases.ts).
    tasks: withJobLeases([
      ...formTasks,
      deliverApplicationTask(),
      importVacancyFeedTask,
      ...alertTasks,
      sendPasswordResetMailTask,
    ]),
    autoRun: [...formAutoRun, ATS_AUTORUN, ...vacancyFeedAutoRun, SCHEDULED_PUBLISH_AUTORUN, ...alertAutoRun],
    // Finished jobs stay, so administrators see sent mail; the retention job clears them later.
    deleteJobOnComplete: false,
    jobsCollectionOverrides: jobsCollection,
    // JOBS_AUTORUN=false on all but one instance (or in tests) leaves the queues to that one.
    shouldAutoRun: () => serverEnv().JOBS_AUTORUN,
  },
  graphQL: { disablePlaygroundInProduction: true, disableIntrospectionInProduction: true },
  typescript: { outputFile: path.resolve(dirname, '../payload-types.ts') },
  telemetry: false,
}).then(extendSchedulePublish)
