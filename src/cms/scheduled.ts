import { AsyncLocalStorage } from 'node:async_hooks'
import type {
  CollectionAfterChangeHook,
  CollectionBeforeChangeHook,
  Field,
  Payload,
  PayloadRequest,
  SanitizedConfig,
  TaskConfig,
  UIField,
} from 'payload'

import { refuseFields } from '@/cms/refusal'
import { RESTORING_VERSION } from '@/cms/restore-as-draft'
import { ROUTABLE_COLLECTIONS, type RoutableCollection } from '@/data/page-types'
import { nl } from '@/i18n/nl'
import { withJobLeases } from '@/ops/job-leases'
import { SITE_TIME_ZONE } from '@/ops/time-zone.mjs'

export type PlannedChange = { type: 'publish' | 'unpublish'; at: string }

/**
 * Payload's own task of scheduled publishing, registered by Payload for every collection with
 * `versions.drafts.schedulePublish` (node_modules/payload/dist/versions/schedule/job.js): its
 * handler publishes or withdraws `input.doc`. The plan fields queue its jobs; see
 * `extendSchedulePublish` for what the site adds to the task.
 */
const TASK = 'schedulePublish'

/** The document field that plans each change. */
const PLAN_FIELDS = { publish: 'publishOn', unpublish: 'unpublishOn' } as const
type PlanType = keyof typeof PLAN_FIELDS

/**
 * The document Payload's task is publishing or withdrawing right now. Its handler saves without
 * the job's request or a context of its own, so the save is recognised by this instead: it clears
 * the field that planned it and leaves the job queue alone.
 */
const plannedRun = new AsyncLocalStorage<{ collection: string; id: string; type: PlanType }>()

function isPlannedRun(collection: string, id: unknown, type?: PlanType): boolean {
  const run = plannedRun.getStore()
  return Boolean(run && run.collection === collection && run.id === String(id) && (!type || run.type === type))
}

type PendingJob = { id: number | string; type: PlanType; at: string }

/** The planned jobs of one document that have not run yet, soonest first. */
async function pendingJobs(
  payload: Payload,
  collection: string,
  id: number | string,
  req?: PayloadRequest,
): Promise<PendingJob[]> {
  const { docs } = await payload.find({
    collection: 'payload-jobs',
    where: {
      and: [
        { taskSlug: { equals: TASK } },
        { completedAt: { exists: false } },
        { hasError: { not_equals: true } },
        { 'input.doc.relationTo': { equals: collection } },
      ],
    },
    sort: 'waitUntil',
    pagination: false,
    depth: 0,
    overrideAccess: true,
    req,
  })
  return docs.flatMap((job) => {
    const input = job.input as { type?: string; doc?: { value?: unknown } } | null
    // The id is a number in jobs planned here and a string in jobs Payload's own drawer queued.
    if (String(input?.doc?.value) !== String(id) || !job.waitUntil) return []
    return [{ id: job.id, type: input?.type === 'unpublish' ? 'unpublish' : 'publish', at: job.waitUntil }]
  })
}

/** The publications and withdrawals planned for one document that have not run yet, soonest first. */
export async function plannedChanges(
  payload: Payload,
  collection: string,
  id: number | string,
): Promise<PlannedChange[]> {
  return (await pendingJobs(payload, collection, id)).slice(0, 5).map(({ type, at }) => ({ type, at }))
}

const isPast = (value: unknown): boolean =>
  typeof value === 'string' && value !== '' && new Date(value).getTime() <= Date.now()

const sameMoment = (a: unknown, b: unknown): boolean =>
  (a ? new Date(String(a)).getTime() : null) === (b ? new Date(String(b)).getTime() : null)

/**
 * A newly chosen moment must lie ahead: a past one would publish at once. A moment kept from
 * before (a plan that has run, a document saved again) is left alone.
 */
function refusePast(value: unknown, previousValue: unknown): string | true {
  if (!value || sameMoment(value, previousValue)) return true
  return isPast(value) ? nl.admin.planning.past : true
}

function planField(type: PlanType): Field {
  const name = PLAN_FIELDS[type]
  return {
    name,
    type: 'date',
    label: nl.admin.planning[name],
    // Nederlandse tijd only: the moment is stored with its zone, and shown and typed in it.
    timezone: {
      defaultTimezone: SITE_TIME_ZONE,
      supportedTimezones: [{ label: nl.admin.planning.timeZone, value: SITE_TIME_ZONE }],
      // Payload names it '<label> Tz' (in the version comparison, for one).
      override: ({ baseField }) => ({ ...baseField, label: nl.admin.planning.timeZoneOf(nl.admin.planning[name]) }),
    },
    validate: (value: unknown, { previousValue }: { previousValue?: unknown }) => refusePast(value, previousValue),
    admin: {
      position: 'sidebar',
      description: nl.admin.planning[`${name}Description`],
      date: { pickerAppearance: 'dayAndTime', timeIntervals: 5 },
    },
  }
}

/** Shown above the plan fields when a planned change failed: what, when and why, in Dutch. */
const planFailureField: UIField = {
  name: 'planFailure',
  type: 'ui',
  label: nl.admin.planning.failedLabel,
  admin: {
    position: 'sidebar',
    disableListColumn: true,
    components: { Field: '/cms/admin/PlanFailureNotice#PlanFailureNotice' },
  },
}

/** 'Publiceren op' and 'Offline halen op' in the sidebar of every document with drafts. */
export const planFields: Field[] = [planFailureField, planField('publish'), planField('unpublish')]

export type FailedPlan = PlannedChange & { reason: string }

type PlanDoc = { id?: number | string; publishOn?: unknown; unpublishOn?: unknown }

/** Planned-change jobs that failed for good (their last try threw), newest first. */
async function failedJobs(payload: Payload, collection?: string) {
  const { docs } = await payload.find({
    collection: 'payload-jobs',
    where: {
      and: [
        { taskSlug: { equals: TASK } },
        { hasError: { equals: true } },
        ...(collection ? [{ 'input.doc.relationTo': { equals: collection } }] : []),
      ],
    },
    sort: '-updatedAt',
    limit: 100,
    depth: 0,
    overrideAccess: true,
  })
  return docs.map((job) => {
    const input = job.input as { type?: string; at?: string; doc?: { relationTo?: string; value?: unknown } } | null
    const error = job.error as { message?: unknown } | null
    return {
      collection: input?.doc?.relationTo,
      id: String(input?.doc?.value),
      type: (input?.type === 'unpublish' ? 'unpublish' : 'publish') as PlanType,
      // The planned moment (a retry moves the job's own time on).
      at: input?.at ?? job.waitUntil ?? '',
      reason: typeof error?.message === 'string' ? error.message : '',
    }
  })
}

type FailedJob = Awaited<ReturnType<typeof failedJobs>>[number]

/** The failures whose moment is still in the document's field: the field is cleared only by a change that ran. */
const stillPlanned = (jobs: FailedJob[], doc: PlanDoc): FailedPlan[] =>
  jobs.flatMap(({ id, type, at, reason }) => {
    const planned = doc[PLAN_FIELDS[type]]
    return id === String(doc.id) && at && planned && sameMoment(planned, at) ? [{ type, at, reason }] : []
  })

/**
 * The planned changes of one document that failed (for instance because the draft was not
 * complete enough to publish), shown by its plan fields until the editor plans again, clears the
 * field or publishes themselves.
 */
export async function failedPlans(payload: Payload, collection: string, doc: PlanDoc): Promise<FailedPlan[]> {
  if (doc.id === undefined) return []
  return stillPlanned(await failedJobs(payload, collection), doc)
}

/** Every document whose planned change failed and is not dealt with yet, for the dashboard. */
export async function allFailedPlans(
  payload: Payload,
): Promise<Array<FailedPlan & { collection: RoutableCollection; id: string; title: string }>> {
  const jobs = await failedJobs(payload)
  const documents = new Map<string, { collection: RoutableCollection; id: string }>()
  for (const { collection, id } of jobs) {
    const known = ROUTABLE_COLLECTIONS.find((slug) => slug === collection)
    if (known) documents.set(`${known}:${id}`, { collection: known, id })
  }
  const found = await Promise.all(
    [...documents.values()].map(async ({ collection, id }) => {
      const doc = await payload
        .findByID({ collection, id, draft: true, depth: 0, overrideAccess: true, disableErrors: true })
        .catch(() => null)
      if (!doc) return []
      const title = 'title' in doc && typeof doc.title === 'string' ? doc.title : `#${id}`
      const own = jobs.filter((job) => job.collection === collection)
      return stillPlanned(own, doc).map((failure) => ({ ...failure, collection, id, title }))
    }),
  )
  return found.flat()
}

/**
 * Drafts are saved without validation (autosave), so the refusal of a past moment is repeated here
 * for every save: a past moment reaching the job queue would run at once.
 */
export const refusePastPlans: CollectionBeforeChangeHook = ({ collection, data, originalDoc, req }) => {
  // Payload's task saves the document: the field that planned the change has done its work.
  for (const type of Object.keys(PLAN_FIELDS) as PlanType[])
    if (isPlannedRun(collection.slug, originalDoc?.id, type)) {
      data[PLAN_FIELDS[type]] = null
      return data
    }
  // Published by hand after a planned publication failed: the past moment has done its work.
  if (data._status === 'published' && isPast(data.publishOn ?? originalDoc?.publishOn)) data.publishOn = null
  // An older version's plan whose moment has passed means nothing now: restored without it.
  if (req.context[RESTORING_VERSION])
    for (const name of Object.values(PLAN_FIELDS)) if (isPast(data[name])) data[name] = null
  const errors = Object.values(PLAN_FIELDS).flatMap((name) => {
    if (!(name in data)) return []
    const verdict = refusePast(data[name], originalDoc?.[name])
    return verdict === true ? [] : [{ path: name, label: nl.admin.planning[name], message: verdict }]
  })
  const publishOn = PLAN_FIELDS.publish in data ? data.publishOn : originalDoc?.publishOn
  const unpublishOn = PLAN_FIELDS.unpublish in data ? data.unpublishOn : originalDoc?.unpublishOn
  if (publishOn && unpublishOn && new Date(unpublishOn).getTime() <= new Date(publishOn).getTime()) {
    errors.push({
      path: PLAN_FIELDS.unpublish,
      label: nl.admin.planning.unpublishOn,
      message: nl.admin.planning.unpublishBeforePublish,
    })
  }
  if (errors.length) refuseFields(collection.slug, errors, req)
  return data
}

/**
 * Keeps the job queue in step with the document's fields: one pending job per planned moment,
 * replaced when the editor changes the moment and removed when they clear it.
 */
export function syncPlannedJobs(collection: RoutableCollection): CollectionAfterChangeHook {
  return async ({ doc, req }) => {
    if (isPlannedRun(collection, doc.id)) return doc
    const pending = await pendingJobs(req.payload, collection, doc.id, req)
    for (const type of Object.keys(PLAN_FIELDS) as PlanType[]) {
      const wanted: unknown = doc[PLAN_FIELDS[type]]
      const jobs = pending.filter((job) => job.type === type)
      const kept = wanted ? jobs.find((job) => sameMoment(job.at, wanted)) : undefined
      for (const job of jobs) {
        if (job !== kept)
          await req.payload.delete({ collection: 'payload-jobs', id: job.id, overrideAccess: true, req })
      }
      if (wanted && !kept && !isPast(wanted)) {
        await req.payload.jobs.queue({
          task: TASK,
          input: {
            type,
            at: new Date(String(wanted)).toISOString(),
            doc: { relationTo: collection, value: Number(doc.id) },
          },
          waitUntil: new Date(String(wanted)),
          queue: 'default',
          req,
        })
      }
    }
    return doc
  }
}

/**
 * Payload's schedulePublish task as the site runs it: Payload's handler publishes (the newest
 * draft) or withdraws the document, inside `plannedRun` so that its save clears the field that
 * planned it; two retries, as the site's other tasks; the planned moment kept in the input (`at`),
 * since a retry moves the job's own time on; a Dutch label; and the lease of src/ops/job-leases.ts.
 * Payload adds the task while it builds the config, so it is extended on the built config.
 * Without the task (an upgrade of Payload that moved it) the config does not load at all.
 */
export function extendSchedulePublish(config: SanitizedConfig): SanitizedConfig {
  const tasks = config.jobs.tasks ?? []
  const index = tasks.findIndex((task) => task.slug === TASK)
  const task = tasks[index]
  const payloadHandler = task?.handler
  if (typeof payloadHandler !== 'function')
    throw new Error(`Payload's ${TASK} task is missing: planned publishing (src/cms/scheduled.ts) runs on it`)
  const extended: TaskConfig = {
    ...task,
    label: nl.admin.planning.taskLabel,
    retries: 2,
    // The planned moment: a retry moves the job's own time on.
    inputSchema: [...(task.inputSchema ?? []), { name: 'at', type: 'date' }],
    handler: (args) => {
      const input: { type?: unknown; doc?: { relationTo?: unknown; value?: unknown } } = args.input ?? {}
      const run = {
        collection: String(input.doc?.relationTo),
        id: String(input.doc?.value),
        type: input.type === 'unpublish' ? 'unpublish' : 'publish',
      } as const
      return plannedRun.run(run, () => payloadHandler(args))
    },
  }
  tasks[index] = withJobLeases([extended])[0]
  return config
}

/** A list column with what is planned for each document (set in 'Publiceren op' and 'Offline halen op'). */
export const plannedColumn: UIField = {
  name: 'planned',
  type: 'ui',
  label: 'Gepland',
  admin: {
    components: { Cell: '/cms/admin/PlannedCell#PlannedCell' },
  },
}
