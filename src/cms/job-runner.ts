import type { Payload } from 'payload'

import { drainAtsQueue } from '@/ats/deliver'
import { drainMailQueue } from '@/forms/jobs'
import { startJobLeases } from '@/ops/job-leases'

/**
 * The server's job runner beside Payload's autoRun schedules: leases on the jobs it claims (a job
 * whose process died runs again, src/ops/job-leases.ts), and mail and ATS deliveries waiting since
 * the last process stopped, or handed back by a dead one, are sent now rather than at the next
 * minute.
 */
export function startJobRunner(payload: Payload): void {
  const drain = () => {
    void drainMailQueue(payload)
    void drainAtsQueue(payload)
  }
  startJobLeases(payload, { onReleased: drain })
  drain()
}
