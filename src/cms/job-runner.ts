import type { Payload } from 'payload'

import { drainMailQueue } from '@/forms/jobs'
import { startJobLeases } from '@/ops/job-leases'

/**
 * The server's job runner beside Payload's autoRun schedules: leases on the jobs it claims (a job
 * whose process died runs again, src/ops/job-leases.ts), and mail waiting since the last process
 * stopped, or handed back by a dead one, is sent now rather than at the next minute.
 */
export function startJobRunner(payload: Payload): void {
  startJobLeases(payload, { onReleased: () => void drainMailQueue(payload) })
  void drainMailQueue(payload)
}
