const perAddress = new Map<string, number>()
let heldBytes = 0

/** A body being read: `take` counts bytes as they arrive (false once over the budget), `release` gives all back. */
export type UploadSlot = { take: (bytes: number) => boolean; release: () => void }

/**
 * Takes a slot for reading a large body in this process, at most `maxPerAddress` of them for one
 * client address, or null when none is free. Memory is counted in bytes that actually arrived:
 * all slots together hold at most `budgetBytes`, so clients trickling bodies in hold next to
 * nothing and never shut others out. `release` gives the slot and its bytes back (once, however
 * often it is called).
 */
export function tryAcquireUploadSlot(budgetBytes: number, address = '', maxPerAddress = Infinity): UploadSlot | null {
  const taken = perAddress.get(address) ?? 0
  if (heldBytes >= budgetBytes || taken >= maxPerAddress) return null
  perAddress.set(address, taken + 1)
  let mine = 0
  let released = false
  return {
    take(bytes) {
      if (released || heldBytes + bytes > budgetBytes) return false
      heldBytes += bytes
      mine += bytes
      return true
    },
    release() {
      if (released) return
      released = true
      heldBytes -= mine
      const left = (perAddress.get(address) ?? 1) - 1
      if (left > 0) perAddress.set(address, left)
      else perAddress.delete(address)
    },
  }
}
