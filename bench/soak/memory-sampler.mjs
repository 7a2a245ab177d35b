/**
 * Samples the server's memory at a fixed interval and prints a line per sample: the minute, the
 * live heap after a full collection (over its inspector) and the resident memory (/proc).
 */
import { rssMegabytes } from '../lib/bench-server.mjs'

/** @typedef {{ minutes: number, heapMb: number | null, rssMb: number | null }} MemorySample */

/** @param {number | null} mb */
const shown = (mb) => (mb === null ? '   –' : mb.toFixed(1)).padStart(7)

/**
 * @param {{ heap: import('./devtools-heap.mjs').HeapInspector | null, pid: number | null,
 *   startedAt: number, intervalSeconds: number }} options
 */
export function startMemorySampler({ heap, pid, startedAt, intervalSeconds }) {
  /** @type {MemorySample[]} */
  const samples = []
  let running = Promise.resolve()
  let stopped = false

  const sample = async () => {
    let heapMb = null
    if (heap) {
      try {
        heapMb = (await heap.liveHeapBytes()) / 2 ** 20
      } catch {
        // The inspector is gone: the process died or stopped; the run's report says which.
      }
    }
    const row = {
      minutes: (Date.now() - startedAt) / 60_000,
      heapMb,
      rssMb: pid === null ? null : rssMegabytes(pid),
    }
    samples.push(row)
    console.log(`${row.minutes.toFixed(2).padStart(6)} min  heap ${shown(row.heapMb)} MB  RSS ${shown(row.rssMb)} MB`)
  }

  console.log('Geheugen van de server (heap: levende objecten na een volledige GC; RSS: resident):')
  running = sample()
  const timer = setInterval(() => {
    if (!stopped) running = running.then(sample)
  }, intervalSeconds * 1000)
  return {
    samples,
    /** Takes a last sample (unless `last` is false) and stops. */
    async stop(last = true) {
      stopped = true
      clearInterval(timer)
      await running
      if (last) await sample()
    },
  }
}
