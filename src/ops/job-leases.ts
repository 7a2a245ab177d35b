import 'server-only'

import { sql, type SQL } from 'drizzle-orm'
import type { Payload, TaskConfig } from 'payload'

import { serverEnv } from '@/env'

import { finishBeforeExit } from './exit-work.mjs'

/**
 * Leases on claimed jobs. Payload 3's job runner claims a job by setting `processing` and clears
 * it when the job ends; it has no lease, so a job whose process died (kill -9, out of memory, a
 * SIGTERM that ends the process mid-job) stays `processing` and is never run again. Here a claim
 * counts as live only while its `updatedAt` is recent:
 * - the process that runs a job renews `updatedAt` every heartbeat while the task's handler runs,
 *   so a job may take longer than a lease;
 * - every check, a runner hands back (processing = false) the jobs whose claim is older than the
 *   lease: their process stopped renewing them, so it is gone. The update is one statement with
 *   the age in its WHERE, so instances sharing a database never release a claim that a live one
 *   renewed, and two releasing at once do no harm;
 * - on SIGTERM or SIGINT the runner stops claiming, lets the jobs in hand finish for a while and
 *   hands back those still running.
 * A released job runs again from the start: mail is sent at least once, rarely twice (a process
 * that died after the mail server accepted the message but before the job was marked done).
 */

/**
 * The lease (JOB_LEASE_SECONDS, 180 by default) and everything timed by it, in one place:
 * - a heartbeat every sixth of the lease (30 s): a live claim is lost only when its process misses
 *   six heartbeats in a row, a database or an event loop stalled for minutes;
 * - a check every third of the lease (60 s): a dead process's jobs run again within a lease and a
 *   third (4 minutes) of its last heartbeat;
 * - on shutdown, jobs in hand get up to 10 s to finish (a mail takes a second or two), well inside
 *   the server's own SHUTDOWN_GRACE_SECONDS (25), before they are handed back.
 */
export function jobLeaseTimes(leaseSeconds = serverEnv().JOB_LEASE_SECONDS) {
  const leaseMs = leaseSeconds * 1000
  return { leaseMs, heartbeatMs: leaseMs / 6, checkMs: leaseMs / 3, shutdownWaitMs: 10_000 }
}

/** The moment before which a claim that was not renewed has expired. */
export function claimsExpireBefore(now = new Date(), leaseMs = jobLeaseTimes().leaseMs): Date {
  return new Date(now.getTime() - leaseMs)
}

type JobId = number | string

type LeaseState = {
  /** Jobs whose handler runs in this process, with how many runs of each (a retry may overlap). */
  held: Map<JobId, number>
  stopping: boolean
  started: boolean
  /** Resolved when `held` is empty. */
  emptied: Array<() => void>
}

declare global {
  // One state per process: the task handlers run from route handlers' bundles, the timers from
  // the instrumentation's, and each bundle may carry its own copy of this module.
  var __koersJobLeases: LeaseState | undefined
}

function leaseState(): LeaseState {
  globalThis.__koersJobLeases ??= { held: new Map(), stopping: false, started: false, emptied: [] }
  return globalThis.__koersJobLeases
}

/** True once the process stopped claiming jobs (SIGTERM or SIGINT). */
export function jobRunnerStopping(): boolean {
  return leaseState().stopping
}

function hold(id: JobId): void {
  const { held } = leaseState()
  held.set(id, (held.get(id) ?? 0) + 1)
}

function letGo(id: JobId): void {
  const state = leaseState()
  const runs = (state.held.get(id) ?? 1) - 1
  if (runs > 0) state.held.set(id, runs)
  else state.held.delete(id)
  if (state.held.size === 0) for (const resolve of state.emptied.splice(0)) resolve()
}

/** The tasks with their handlers marked as holding their job, so that the heartbeat renews it. */
export function withJobLeases(tasks: TaskConfig[]): TaskConfig[] {
  return tasks.map((task) => {
    const { handler } = task
    if (typeof handler !== 'function') return task
    return {
      ...task,
      handler: async (args) => {
        hold(args.job.id)
        try {
          return await handler(args)
        } finally {
          letGo(args.job.id)
        }
      },
    }
  })
}

const isPostgres = (payload: Payload) => payload.db.name === 'postgres'

/** A timestamp as the jobs table compares it: timestamptz in PostgreSQL, ISO text in SQLite. */
const timestamp = (payload: Payload, date: Date): SQL =>
  isPostgres(payload) ? sql`${date.toISOString()}::timestamptz` : sql`${date.toISOString()}`

async function updateJobs(payload: Payload, set: SQL, where: SQL): Promise<JobId[]> {
  const result = await payload.db.execute({
    drizzle: payload.db.drizzle,
    sql: sql`UPDATE payload_jobs SET ${set} WHERE processing = true AND completed_at IS NULL AND ${where} RETURNING id`,
  })
  return result.rows.flatMap((row: unknown) => {
    const id = typeof row === 'object' && row !== null && 'id' in row ? row.id : undefined
    return typeof id === 'number' || typeof id === 'string' ? [id] : []
  })
}

const idIn = (ids: JobId[]): SQL =>
  sql`id IN (${sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  )})`

/** Hands back every job whose claim was not renewed within the lease; returns their ids. */
export async function releaseExpiredClaims(
  payload: Payload,
  { now = new Date(), leaseMs = jobLeaseTimes().leaseMs }: { now?: Date; leaseMs?: number } = {},
): Promise<JobId[]> {
  return updateJobs(
    payload,
    sql`processing = false, updated_at = ${timestamp(payload, now)}`,
    sql`updated_at < ${timestamp(payload, claimsExpireBefore(now, leaseMs))}`,
  )
}

/** Renews the claims on the jobs this process is running. */
export async function renewHeldClaims(payload: Payload, now = new Date()): Promise<void> {
  const ids = [...leaseState().held.keys()]
  if (ids.length) await updateJobs(payload, sql`updated_at = ${timestamp(payload, now)}`, idIn(ids))
}

/** Hands back the jobs this process is still running (it is about to exit). */
async function releaseHeldClaims(payload: Payload, now = new Date()): Promise<JobId[]> {
  const ids = [...leaseState().held.keys()]
  if (!ids.length) return []
  return updateJobs(payload, sql`processing = false, updated_at = ${timestamp(payload, now)}`, idIn(ids))
}

function heldEmptied(limitMs: number): Promise<void> {
  const state = leaseState()
  if (state.held.size === 0) return Promise.resolve()
  return new Promise((resolve) => {
    state.emptied.push(resolve)
    setTimeout(resolve, limitMs).unref()
  })
}

/**
 * Stops claiming (Payload's autoRun schedules and, through jobRunnerStopping, the mail drain),
 * waits up to `waitMs` for the jobs in hand, then hands back those still running.
 */
export async function stopJobRunner(payload: Payload, waitMs = jobLeaseTimes().shutdownWaitMs): Promise<void> {
  const state = leaseState()
  state.stopping = true
  await Promise.all(payload.crons.splice(0).map((cron) => cron.stop()))
  await heldEmptied(waitMs)
  const released = await releaseHeldClaims(payload)
  if (released.length) payload.logger.info(`Stopping: ${released.length} job(s) handed back for the next runner`)
}

/**
 * Starts the leases in a server process: the heartbeat for the jobs it runs, and, where it runs
 * the queues (JOBS_AUTORUN), the release of expired claims now and every check. `onReleased`
 * runs after a release that handed jobs back (to run them without waiting for the schedule).
 */
export function startJobLeases(payload: Payload, { onReleased }: { onReleased?: () => void } = {}): void {
  const state = leaseState()
  if (state.started) return
  state.started = true
  const { heartbeatMs, checkMs } = jobLeaseTimes()
  const warn = (what: string) => (error: unknown) => payload.logger.warn({ err: error, msg: what })

  setInterval(() => void renewHeldClaims(payload).catch(warn('Renewing job claims failed')), heartbeatMs).unref()

  if (serverEnv().JOBS_AUTORUN) {
    const check = async () => {
      if (state.stopping) return
      const released = await releaseExpiredClaims(payload)
      if (!released.length) return
      payload.logger.warn(`${released.length} job(s) of a stopped process handed back: ${released.join(', ')}`)
      onReleased?.()
    }
    void check().catch(warn('Releasing expired job claims failed'))
    setInterval(() => void check().catch(warn('Releasing expired job claims failed')), checkMs).unref()
  }

  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.once(signal, () => finishBeforeExit(stopJobRunner(payload).catch(warn('Stopping the job runner failed'))))
  }
}
