import { describe, expect, it } from 'vitest'

import {
  adminContentSecurityPolicy,
  baseSecurityHeaders,
  securityHeaderRoutes,
  siteContentSecurityPolicy,
} from '@/ops/security-headers'

const directive = (policy: string, name: string) =>
  policy.split('; ').find((part) => part.startsWith(`${name} `) || part === name)

describe('security headers', () => {
  it('keeps public pages to this origin, with frames only from the video providers', () => {
    const policy = siteContentSecurityPolicy({ production: true })
    expect(directive(policy, 'default-src')).toBe("default-src 'self'")
    expect(directive(policy, 'frame-ancestors')).toBe("frame-ancestors 'self'")
    expect(directive(policy, 'object-src')).toBe("object-src 'none'")
    expect(directive(policy, 'frame-src')).toContain('https://player.vimeo.com')
    expect(directive(policy, 'frame-src')).not.toContain("'self'")
    expect(directive(policy, 'script-src')).not.toContain('unsafe-eval')
  })

  it('allows the analytics origin only when one is configured', () => {
    expect(siteContentSecurityPolicy({ production: true })).not.toContain('plausible')
    const policy = siteContentSecurityPolicy({ production: true, analyticsSrc: 'https://plausible.io/js/script.js' })
    expect(directive(policy, 'script-src')).toContain('https://plausible.io')
    expect(directive(policy, 'connect-src')).toContain('https://plausible.io')
  })

  it('sends HSTS in production only', () => {
    const keys = (production: boolean) => baseSecurityHeaders({ production }).map((header) => header.key)
    expect(keys(true)).toContain('Strict-Transport-Security')
    expect(keys(false)).not.toContain('Strict-Transport-Security')
    expect(keys(false)).toEqual(
      expect.arrayContaining(['X-Content-Type-Options', 'Referrer-Policy', 'Permissions-Policy']),
    )
  })

  it('gives the admin its own policy', () => {
    const routes = securityHeaderRoutes({ production: true })
    const admin = routes.find((route) => route.source === '/admin/:path*')
    expect(admin?.headers[0].value).toBe(adminContentSecurityPolicy())
    expect(new RegExp(`^${routes[1].source}$`).test('/admin/collections')).toBe(false)
    expect(new RegExp(`^${routes[1].source}$`).test('/admin')).toBe(false)
    expect(new RegExp(`^${routes[1].source}$`).test('/vacatures')).toBe(true)
    expect(new RegExp(`^${routes[1].source}$`).test('/administratief-medewerker')).toBe(true)
  })
})
