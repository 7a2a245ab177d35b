/**
 * Security headers of every response. Public pages are served from Next's cache, so their HTML
 * cannot carry a per-request nonce: inline scripts are allowed on public pages (Next's own
 * hydration data), and everything else is held to this origin, the video providers in frames and
 * the analytics origin when one is configured.
 *
 * Next's `headers()` are fixed when the app is built; the analytics origin is known when the
 * server starts (src/ops/analytics.mjs). So the production server (scripts/serve.mjs) sets the
 * public pages' policy on each answer (`sitePolicyHeader`), and the build's headers carry the rest
 * (and, under `next dev`, the public pages' policy too).
 */
import { analyticsConfig } from './analytics.mjs'

/** Origins the video block may embed (SPEC 2.3: four providers). */
const VIDEO_FRAME_ORIGINS = [
  'https://www.youtube-nocookie.com',
  'https://www.youtube.com',
  'https://player.vimeo.com',
  'https://www.dailymotion.com',
  'https://geo.dailymotion.com',
  'https://coub.com',
]

/** Poster images of the video providers. */
const VIDEO_IMAGE_ORIGINS = [
  'https://i.ytimg.com',
  'https://i.vimeocdn.com',
  'https://s1.dmcdn.net',
  'https://coub-attachments.akamaized.net',
]

/** @typedef {{ key: string, value: string }} Header */
/** @typedef {{ production: boolean, analyticsSrc?: string }} Options */

/** @param {string | undefined} url */
function originOf(url) {
  if (!url) return null
  try {
    return new URL(url).origin
  } catch {
    return null
  }
}

const directives = (/** @type {Record<string, string[]>} */ entries) =>
  Object.entries(entries)
    .map(([name, values]) => [name, ...values].join(' ').trim())
    .join('; ')

/** @param {Options} options */
export function siteContentSecurityPolicy({ production, analyticsSrc }) {
  const analytics = originOf(analyticsSrc)
  return directives({
    'default-src': ["'self'"],
    'script-src': ["'self'", "'unsafe-inline'", ...(analytics ? [analytics] : [])],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', ...VIDEO_IMAGE_ORIGINS],
    'font-src': ["'self'"],
    'connect-src': ["'self'", ...(analytics ? [analytics] : [])],
    'frame-src': VIDEO_FRAME_ORIGINS,
    'frame-ancestors': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    ...(production ? { 'upgrade-insecure-requests': [] } : {}),
  })
}

/** The admin needs eval-free but inline scripts and styles, blobs and its live-preview frame. */
export function adminContentSecurityPolicy() {
  return directives({
    'default-src': ["'self'"],
    'script-src': ["'self'", "'unsafe-inline'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'"],
    'worker-src': ["'self'", 'blob:'],
    'frame-src': ["'self'", ...VIDEO_FRAME_ORIGINS],
    'frame-ancestors': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
  })
}

/**
 * @param {Options} options
 * @returns {Header[]}
 */
export function baseSecurityHeaders({ production }) {
  return [
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    {
      key: 'Permissions-Policy',
      value: 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()',
    },
    { key: 'X-Frame-Options', value: 'SAMEORIGIN' },
    ...(production ? [{ key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains' }] : []),
  ]
}

/** Every path but the admin's: the public pages, their API answers and files. */
const SITE_PATHS = '/((?!admin(?:/|$)).*)'
const SITE_PATH_PATTERN = new RegExp(`^${SITE_PATHS}$`)

/**
 * Next's `headers()` entries: base headers everywhere, the admin's policy, and the public pages'
 * policy when the app runs under `next dev` (in production serve.mjs sets it as the server starts).
 * @param {Options} options
 * @returns {Array<{ source: string, headers: Header[] }>}
 */
export function securityHeaderRoutes(options) {
  const adminPolicy = [{ key: 'Content-Security-Policy', value: adminContentSecurityPolicy() }]
  return [
    { source: '/:path*', headers: baseSecurityHeaders(options) },
    ...(options.production
      ? []
      : [
          {
            source: SITE_PATHS,
            headers: [{ key: 'Content-Security-Policy', value: siteContentSecurityPolicy(options) }],
          },
        ]),
    { source: '/admin/:path*', headers: adminPolicy },
    { source: '/admin', headers: adminPolicy },
  ]
}

/**
 * The public pages' policy for the production server, with the analytics origin configured when
 * it starts: `forPath(pathname)` is the header's value, or null on the admin's paths.
 * @param {Record<string, string | undefined>} [env]
 */
export function sitePolicyHeader(env = process.env) {
  const value = siteContentSecurityPolicy({ production: true, analyticsSrc: analyticsConfig(env)?.src })
  return {
    name: 'Content-Security-Policy',
    /** @param {string} pathname */
    forPath: (pathname) => (SITE_PATH_PATTERN.test(pathname) ? value : null),
  }
}
