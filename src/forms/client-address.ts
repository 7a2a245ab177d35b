/** Expands an IPv6 address to eight groups, or null when it is not one. */
function expandIpv6(address: string): string[] | null {
  const halves = address.split('::')
  if (halves.length > 2) return null
  const head = halves[0] ? halves[0].split(':') : []
  const tail = halves.length === 2 && halves[1] ? halves[1].split(':') : []
  const missing = 8 - head.length - tail.length
  if (halves.length === 1 ? missing !== 0 : missing < 1) return null
  const groups = [...head, ...Array<string>(halves.length === 2 ? missing : 0).fill('0'), ...tail]
  return groups.every((group) => /^[0-9a-f]{1,4}$/i.test(group)) ? groups.map((group) => group.toLowerCase()) : null
}

/**
 * The key a client is counted under: an IPv4 address as is, an IPv6 address by its /64 network
 * (one subscriber usually holds a whole /64), IPv4-mapped IPv6 as IPv4.
 */
export function normaliseAddress(raw: string): string {
  const address = raw
    .trim()
    .replace(/^\[|\](:\d+)?$/g, '')
    .replace(/%.*$/, '')
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address)
  if (mapped) return mapped[1]
  if (/^\d{1,3}(?:\.\d{1,3}){3}(:\d+)?$/.test(address)) return address.replace(/:\d+$/, '')
  const groups = expandIpv6(address)
  if (groups) return `${groups.slice(0, 4).join(':')}::/64`
  return 'unknown'
}

/**
 * The visitor's address as the production server (scripts/serve.mjs) resolved it from the
 * connection and TRUSTED_PROXY_COUNT: it rewrites X-Forwarded-For to that one address, so what a
 * visitor writes in forwarding headers never reaches this point.
 */
export function clientAddress(headers: Headers): string {
  const forwarded = (headers.get('x-forwarded-for') ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
  return normaliseAddress(forwarded.at(-1) ?? '')
}
