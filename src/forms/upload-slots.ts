let active = 0

/**
 * Takes one of `max` slots for reading a large body in this process, or null when all are taken.
 * The returned function gives the slot back (once, however often it is called).
 */
export function tryAcquireUploadSlot(max: number): (() => void) | null {
  if (active >= max) return null
  active += 1
  let released = false
  return () => {
    if (released) return
    released = true
    active -= 1
  }
}
