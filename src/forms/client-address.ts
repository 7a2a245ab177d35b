/**
 * How many reverse proxies in front of the app append to X-Forwarded-For (TRUSTED_PROXY_COUNT,
 * default 1). Next itself fills the header with the socket address when no proxy did; entries
 * left of the trusted ones are whatever the client sent and are never used.
 */
function trustedProxyCount(): number {
  const value = Number(process.env.TRUSTED_PROXY_COUNT)
  return Number.isInteger(value) && value >= 1 ? value : 1
}

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

/** The visitor's address as the nearest trusted proxy (or Next's server) saw it. */
export function clientAddress(headers: Headers, proxies = trustedProxyCount()): string {
  const forwarded = (headers.get('x-forwarded-for') ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
  const entry = forwarded[Math.max(0, forwarded.length - proxies)] ?? headers.get('x-real-ip') ?? ''
  return normaliseAddress(entry)
}
