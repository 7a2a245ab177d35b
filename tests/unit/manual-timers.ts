/**
 * Timer functions on a clock that only moves when a test advances it, for code that takes its
 * timers as a parameter (the rest of the process keeps the real ones).
 */
export function manualTimers() {
  let now = 0
  let nextId = 1
  const timers = new Map<number, { due: number; callback: () => void; every?: number }>()
  let immediates: Array<() => void> = []

  const schedule = (callback: () => void, ms: number, every?: number) => {
    const id = nextId++
    timers.set(id, { due: now + ms, callback, every })
    return id
  }
  const cancel = (id: unknown) => {
    if (typeof id === 'number') timers.delete(id)
  }
  /** Runs the queued immediates, those they queue included, letting promise callbacks run between. */
  const runImmediates = async () => {
    while (immediates.length) {
      const batch = immediates
      immediates = []
      for (const callback of batch) callback()
      await settle()
    }
  }

  return {
    timers: {
      setTimeout: (callback: () => void, ms: number) => schedule(callback, ms),
      clearTimeout: cancel,
      setInterval: (callback: () => void, ms: number) => schedule(callback, ms, ms),
      clearInterval: cancel,
      setImmediate: (callback: () => void) => immediates.push(callback),
    },
    /**
     * Moves the clock `ms` on. Like a turn of Node's event loop, at each moment a timer is due it
     * runs every timer due then, and the immediates after them.
     */
    async advance(ms: number) {
      // What was queued for the current turn runs before the clock moves.
      await runImmediates()
      const until = now + ms
      for (;;) {
        const next = Math.min(...[...timers.values()].map((timer) => timer.due))
        if (!(next <= until)) break
        now = next
        for (const [id, timer] of [...timers].filter(([, timer]) => timer.due <= now)) {
          if (timer.every) timer.due += timer.every
          else timers.delete(id)
          timer.callback()
        }
        await settle()
        await runImmediates()
      }
      now = until
      await runImmediates()
    },
    /** How many timers are waiting. */
    pending: () => timers.size,
  }
}

/** Lets pending promise callbacks (and the I/O callbacks ready now) run. */
function settle(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve))
}
