/**
 * Rules the production server (scripts/serve.mjs) applies to every request before Next sees it.
 * Plain JavaScript, so that the server can load them without a build.
 */

/**
 * Reverse proxies in front of the app that append to X-Forwarded-For (TRUSTED_PROXY_COUNT). The
 * default, 0, is the app reached directly, as `npm start` serves it: no forwarding header counts.
 * @param {Record<string, string | undefined>} env
 */
export function trustedProxyCount(env = process.env) {
  const value = Number(env.TRUSTED_PROXY_COUNT ?? 0)
  return Number.isInteger(value) && value >= 0 ? value : 0
}

/**
 * The visitor's address: the connection's peer, or behind N proxies the entry the outermost
 * trusted proxy appended. Entries left of that are whatever the visitor wrote and never count.
 * @param {string | undefined} socketAddress
 * @param {string | string[] | undefined} forwardedFor
 * @param {number} proxies
 */
export function resolveClientAddress(socketAddress, forwardedFor, proxies) {
  const peer = socketAddress || ''
  if (proxies <= 0) return peer
  const chain = (Array.isArray(forwardedFor) ? forwardedFor.join(',') : forwardedFor || '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
  chain.push(peer)
  return chain[Math.max(0, chain.length - 1 - proxies)]
}

/**
 * True when the path of a request target cannot be percent-decoded (e.g. `/%E0%A4%A`).
 * @param {string | undefined} target
 */
export function hasMalformedPath(target) {
  const path = (target || '/').split('?')[0]
  try {
    decodeURIComponent(path)
    return false
  } catch {
    return true
  }
}

/** The methods the site answers; anything else (TRACE, PROPFIND, …) is a 405 before Next sees it. */
export const SUPPORTED_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']

export const METHOD_NOT_ALLOWED_TEXT = 'Deze methode wordt niet ondersteund.'

/**
 * The 405 as a complete HTTP/1.1 message, for a socket Node gives no response object (CONNECT).
 * @returns {string}
 */
export function methodNotAllowed() {
  const text = METHOD_NOT_ALLOWED_TEXT
  return (
    `HTTP/1.1 405 Method Not Allowed\r\nAllow: ${SUPPORTED_METHODS.join(', ')}\r\n` +
    `Content-Type: text/plain; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(text)}\r\n` +
    `Cache-Control: no-store\r\nConnection: close\r\n\r\n${text}`
  )
}

const LOOPBACK = /^(?:127(?:\.\d{1,3}){3}|::1|\[::1\]|localhost)$/

/**
 * The host name the server gives Next, which builds the server's own origin from it. Next writes
 * every loopback address in a proxy's rewrite as 'localhost' and forwards a rewrite to any other
 * origin over HTTP: on 127.0.0.1 each rewrite (a list query, a search, the 404 page) went out to
 * the server itself again.
 * @param {string} host the address the server listens on
 * @returns {string}
 */
export function nextHostname(host) {
  return LOOPBACK.test(host) ? 'localhost' : host
}
