import ipaddr from 'ipaddr.js'

/**
 * The key a client is counted under: an IPv4 address as is, an IPv6 address by its /64 network
 * (one subscriber usually holds a whole /64), IPv4-mapped IPv6 as IPv4. IPv4 only in its usual
 * dotted form: the library also reads '0x7f.1' and '2130706433', which no proxy writes.
 */
export function normaliseAddress(raw: string): string {
  const address = raw
    .trim()
    .replace(/^\[|\](:\d+)?$/g, '')
    .replace(/%.*$/, '')
    .replace(/^(\d{1,3}(?:\.\d{1,3}){3}):\d+$/, '$1')
  if (!ipaddr.IPv4.isValidFourPartDecimal(address) && !ipaddr.IPv6.isValid(address)) return 'unknown'
  const parsed = ipaddr.process(address)
  if (parsed.kind() === 'ipv4') return parsed.toString()
  return `${ipaddr.IPv6.networkAddressFromCIDR(`${parsed.toString()}/64`).toString()}/64`
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
