/** Search text is committed to the URL at most once per this many milliseconds (SPEC 9). */
export const SEARCH_THROTTLE_MS = 500

export type Throttled<T> = {
  /** Offers a new value; it is run at the end of the current window (a new window starts if none). */
  push: (value: T) => void
  /** Runs a waiting value now. */
  flush: () => void
  /** Drops a waiting value. */
  cancel: () => void
}

/**
 * Trailing throttle: the first value opens a window of `wait` ms, later values in that window
 * replace it, and only the latest one runs when the window closes. A burst of typing therefore
 * gives one call, with the text as it stands after `wait` ms.
 */
export function throttleTrailing<T>(run: (value: T) => void, wait: number): Throttled<T> {
  let timer: ReturnType<typeof setTimeout> | undefined
  let pending: { value: T } | undefined

  const fire = () => {
    timer = undefined
    const next = pending
    pending = undefined
    if (next) run(next.value)
  }

  return {
    push(value) {
      pending = { value }
      timer ??= setTimeout(fire, wait)
    },
    flush() {
      if (timer) clearTimeout(timer)
      fire()
    },
    cancel() {
      if (timer) clearTimeout(timer)
      timer = undefined
      pending = undefined
    },
  }
}
