/**
 * The server's memory in figures, for /healthz and for a warning in the log before the heap runs
 * out. Reading them costs microseconds: V8's heap statistics and the resident set size, without
 * walking the heap.
 */
import v8 from 'node:v8'

const MB = 2 ** 20

/** @typedef {{ heapUsedMB: number, heapLimitMB: number, rssMB: number }} MemoryFigures */

/** @returns {MemoryFigures} */
export function memoryFigures() {
  const heap = v8.getHeapStatistics()
  return {
    heapUsedMB: Math.round(heap.used_heap_size / MB),
    // V8's whole limit: the old generation's (--max-old-space-size) plus the young generation's.
    heapLimitMB: Math.round(heap.heap_size_limit / MB),
    rssMB: Math.round(process.memoryUsage.rss() / MB),
  }
}

/** Share of the heap limit in use from which the log warns. */
export const HEAP_WARNING_SHARE = 0.85
/**
 * Share below which a new warning becomes possible again. The heap in use rises and falls with
 * every collection; without the gap a heap that hovers around 85% would warn at every check.
 */
export const HEAP_REARM_SHARE = 0.8

/**
 * Whether this check crosses into the warning zone, and whether the heap is in it afterwards.
 * Warns once per crossing: a heap that stays high is not reported again until it has come down
 * below the re-arm share.
 * @param {{ high: boolean, heapUsed: number, heapLimit: number }} state
 * @returns {{ high: boolean, warn: boolean }}
 */
export function heapPressure({ high, heapUsed, heapLimit }) {
  const share = heapUsed / heapLimit
  if (high) return { high: share >= HEAP_REARM_SHARE, warn: false }
  return share >= HEAP_WARNING_SHARE ? { high: true, warn: true } : { high: false, warn: false }
}

const CHECK_INTERVAL_MS = 15_000

/**
 * Checks the heap every 15 seconds and logs a warning each time its use passes 85% of the limit.
 * The timer does not keep the process alive. Returns a function that stops the checks.
 * @param {(message: string) => void} [warn]
 */
export function watchHeap(warn = console.warn, intervalMs = CHECK_INTERVAL_MS) {
  let high = false
  const timer = setInterval(() => {
    const heap = v8.getHeapStatistics()
    const next = heapPressure({ high, heapUsed: heap.used_heap_size, heapLimit: heap.heap_size_limit })
    high = next.high
    if (!next.warn) return
    const { heapUsedMB, heapLimitMB, rssMB } = memoryFigures()
    warn(
      `Heap at ${Math.round((heap.used_heap_size / heap.heap_size_limit) * 100)}% of its limit ` +
        `(${heapUsedMB} of ${heapLimitMB} MB, RSS ${rssMB} MB): the server may run out of memory ` +
        '(SERVER_HEAP_MB raises the limit)',
    )
  }, intervalMs)
  timer.unref()
  return () => clearInterval(timer)
}
