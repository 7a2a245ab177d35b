import type { JobsConfig, TaskConfig } from 'payload'

import { serverEnv } from '@/env'

import { describeImportReport, importVacancyFeedFrom } from './import-vacancies'

export const VACANCY_FEED_QUEUE = 'vacancy-feed'
export const IMPORT_VACANCY_FEED = 'importVacancyFeed'

/** Every hour at a quarter past, unless VACANCY_FEED_CRON says otherwise. */
const FEED_CRON = serverEnv().VACANCY_FEED_CRON

/**
 * Imports the feed at VACANCY_FEED_URL. A feed that cannot be read or is malformed fails the job
 * (nothing changed), so the admin's job list shows why.
 */
export const importVacancyFeedTask: TaskConfig<'importVacancyFeed'> = {
  slug: IMPORT_VACANCY_FEED,
  label: 'Vacaturefeed importeren',
  retries: 1,
  schedule: [{ cron: FEED_CRON, queue: VACANCY_FEED_QUEUE }],
  outputSchema: [
    { name: 'created', type: 'number' },
    { name: 'updated', type: 'number' },
    { name: 'unchanged', type: 'number' },
    { name: 'closed', type: 'number' },
    { name: 'withoutSalary', type: 'number' },
  ],
  handler: async ({ req }) => {
    const source = serverEnv().VACANCY_FEED_URL
    if (!source) throw new Error('VACANCY_FEED_URL is not set')
    const report = await importVacancyFeedFrom(req.payload, source, { req })
    req.payload.logger.info(describeImportReport(report))
    if (!report.ok) throw new Error(report.reason)
    const { created, updated, unchanged, closed, withoutSalary } = report
    return { output: { created, updated, unchanged, closed, withoutSalary } }
  },
}

/** The feed queue runs only where VACANCY_FEED_URL is set; it checks every five minutes for its hourly run. */
export const vacancyFeedAutoRun: Extract<NonNullable<JobsConfig['autoRun']>, unknown[]> = serverEnv().VACANCY_FEED_URL
  ? [{ cron: '*/5 * * * *', queue: VACANCY_FEED_QUEUE, limit: 1 }]
  : []
