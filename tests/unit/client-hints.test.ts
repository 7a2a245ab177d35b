import { describe, expect, it } from 'vitest'

import { limitClientHintsToAdmin } from '@/ops/client-hints'

const payloadRule = {
  source: '/:path*',
  headers: [
    { key: 'Accept-CH', value: 'Sec-CH-Prefers-Color-Scheme' },
    { key: 'Vary', value: 'Sec-CH-Prefers-Color-Scheme' },
    { key: 'Critical-CH', value: 'Sec-CH-Prefers-Color-Scheme' },
  ],
}
const security = { source: '/:path*', headers: [{ key: 'X-Content-Type-Options', value: 'nosniff' }] }

describe('colour-scheme client hint', () => {
  it('is asked for on the admin’s paths only', () => {
    expect(limitClientHintsToAdmin([security, payloadRule])).toEqual([
      security,
      { source: '/admin', headers: payloadRule.headers },
      { source: '/admin/:path*', headers: payloadRule.headers },
    ])
  })

  it('keeps other headers of the same rule on every path', () => {
    const mixed = {
      ...payloadRule,
      headers: [...payloadRule.headers, { key: 'X-Powered-By', value: 'Next.js, Payload' }],
    }
    const rules = limitClientHintsToAdmin([mixed])
    expect(rules[0]).toEqual({ source: '/:path*', headers: [{ key: 'X-Powered-By', value: 'Next.js, Payload' }] })
    expect(rules.slice(1).map((rule) => [rule.source, rule.headers.length])).toEqual([
      ['/admin', 3],
      ['/admin/:path*', 3],
    ])
  })

  it('leaves rules without the hint, and other Vary values, alone', () => {
    const vary = { source: '/:path*', headers: [{ key: 'Vary', value: 'Accept-Encoding' }] }
    expect(limitClientHintsToAdmin([vary, security])).toEqual([vary, security])
  })
})
