let active = 0
const perAddress = new Map<string, number>()

/**
 * Takes one of `max` slots for reading a large body in this process, at most `maxPerAddress` of
 * them for one client address, or null when none is free. The returned function gives the slot
 * back (once, however often it is called).
 */
export function tryAcquireUploadSlot(max: number, address = '', maxPerAddress = Infinity): (() => void) | null {
  const taken = perAddress.get(address) ?? 0
  if (active >= max || taken >= maxPerAddress) return null
  active += 1
  perAddress.set(address, taken + 1)
  let released = false
  return () => {
    if (released) return
    released = true
    active -= 1
    const left = (perAddress.get(address) ?? 1) - 1
    if (left > 0) perAddress.set(address, left)
    else perAddress.delete(address)
  }
}
