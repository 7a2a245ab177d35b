/**
 * Security headers of every response. Public pages are served from Next's cache, so their HTML
 * cannot carry a per-request nonce: inline scripts are allowed on public pages (Next's own
 * hydration data), and everything else is held to this origin, the video providers in frames and
 * the analytics origin when one is configured.
 */

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

type Header = { key: string; value: string }
type Options = { production: boolean; analyticsSrc?: string }

function originOf(url: string | undefined): string | null {
  if (!url) return null
  try {
    return new URL(url).origin
  } catch {
    return null
  }
}

const directives = (entries: Record<string, string[]>): string =>
  Object.entries(entries)
    .map(([name, values]) => [name, ...values].join(' ').trim())
    .join('; ')

export function siteContentSecurityPolicy({ production, analyticsSrc }: Options): string {
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
export function adminContentSecurityPolicy(): string {
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

export function baseSecurityHeaders({ production }: Options): Header[] {
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

/** Next's `headers()` entries: base headers everywhere, one CSP for the admin, one for the rest. */
export function securityHeaderRoutes(options: Options): Array<{ source: string; headers: Header[] }> {
  return [
    { source: '/:path*', headers: baseSecurityHeaders(options) },
    {
      source: '/((?!admin(?:/|$)).*)',
      headers: [{ key: 'Content-Security-Policy', value: siteContentSecurityPolicy(options) }],
    },
    { source: '/admin/:path*', headers: [{ key: 'Content-Security-Policy', value: adminContentSecurityPolicy() }] },
    { source: '/admin', headers: [{ key: 'Content-Security-Policy', value: adminContentSecurityPolicy() }] },
  ]
}
