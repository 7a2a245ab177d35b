import type { Payload } from 'payload'

import { drainAtsQueue } from '@/ats/deliver'
import { serverEnv } from '@/env'
import { forgetSentErasureMail } from '@/forms/erasure'
import { drainMailQueue } from '@/forms/jobs'
import { queueMissingSubmissionJobs } from '@/forms/submission-repair'
import { jobLeaseTimes, startJobLeases } from '@/ops/job-leases'

/**
 * The server's job runner beside Payload's autoRun schedules: leases on the jobs it claims (a job
 * whose process died runs again, src/ops/job-leases.ts), and mail and ATS deliveries waiting since
 * the last process stopped, or handed back by a dead one, are sent now rather than at the next
 * minute. Where it runs the queues it also queues the jobs of submissions whose process died
 * between storing them and queueing their jobs (src/forms/submission-repair.ts), and deletes sent
 * erasure confirmations (src/forms/erasure.ts): at the start and at every lease check.
 */
export function startJobRunner(payload: Payload): void {
  const drain = () => {
    void drainMailQueue(payload)
    void drainAtsQueue(payload)
  }
  startJobLeases(payload, { onReleased: drain })
  drain()
  if (!serverEnv().JOBS_AUTORUN) return
  const repair = async () => {
    try {
      if (await queueMissingSubmissionJobs(payload)) drain()
      // Sent by the minute's autoRun rather than a drain: its address goes now.
      await forgetSentErasureMail(payload)
    } catch (error) {
      payload.logger.warn({ err: error, msg: 'Queueing the jobs of unfinished submissions failed' })
    }
  }
  void repair()
  setInterval(() => void repair(), jobLeaseTimes().checkMs).unref()
}
