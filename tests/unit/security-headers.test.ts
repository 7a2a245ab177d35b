import { describe, expect, it } from 'vitest'

import {
  adminContentSecurityPolicy,
  baseSecurityHeaders,
  securityHeaderRoutes,
  siteContentSecurityPolicy,
  sitePolicyHeader,
} from '@/ops/security-headers.mjs'

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

  it('gives the admin its own policy, and the public pages theirs from the server in production', () => {
    const routes = securityHeaderRoutes({ production: true })
    const admin = routes.find((route) => route.source === '/admin/:path*')
    expect(admin?.headers[0].value).toBe(adminContentSecurityPolicy())
    // The build fixes Next's headers; the production server sets the public pages' policy itself.
    const policies = routes
      .flatMap((route) => route.headers)
      .filter((header) => header.key === 'Content-Security-Policy')
    expect(policies.map((header) => header.value)).toEqual([adminContentSecurityPolicy(), adminContentSecurityPolicy()])
    const site = sitePolicyHeader({})
    expect(site.forPath('/admin/collections')).toBeNull()
    expect(site.forPath('/admin')).toBeNull()
    expect(site.forPath('/vacatures')).toBe(siteContentSecurityPolicy({ production: true }))
    expect(site.forPath('/administratief-medewerker')).not.toBeNull()
    // Under `next dev` Next sets it (serve.mjs does not run there).
    const dev = securityHeaderRoutes({ production: false })
    expect(new RegExp(`^${dev[1].source}$`).test('/admin')).toBe(false)
    expect(new RegExp(`^${dev[1].source}$`).test('/vacatures')).toBe(true)
  })

  it('names the analytics origin configured when the server starts, and none without an id', () => {
    const env = { ANALYTICS_ID: 'koersgroep.nl', ANALYTICS_SRC: 'https://stats.koers.test/js/script.js' }
    expect(directive(sitePolicyHeader(env).forPath('/')!, 'script-src')).toContain('https://stats.koers.test')
    expect(sitePolicyHeader({ ANALYTICS_SRC: env.ANALYTICS_SRC }).forPath('/')).not.toContain('stats.koers.test')
  })
})
