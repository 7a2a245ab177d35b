import { describe, expect, it } from 'vitest'

import { resolvePayloadSecret } from '@/data/secret'

const strong = 'a'.repeat(40)

describe('PAYLOAD_SECRET', () => {
  it('refuses a missing, default or short secret in production', () => {
    expect(() => resolvePayloadSecret({ NODE_ENV: 'production' } as NodeJS.ProcessEnv)).toThrow(/PAYLOAD_SECRET/)
    expect(() =>
      resolvePayloadSecret({ NODE_ENV: 'production', PAYLOAD_SECRET: 'secret' } as NodeJS.ProcessEnv),
    ).toThrow()
    expect(() =>
      resolvePayloadSecret({ NODE_ENV: 'production', PAYLOAD_SECRET: 'short-but-random' } as NodeJS.ProcessEnv),
    ).toThrow()
  })

  it('accepts a strong secret in production', () => {
    expect(resolvePayloadSecret({ NODE_ENV: 'production', PAYLOAD_SECRET: strong } as NodeJS.ProcessEnv)).toBe(strong)
  })

  it('allows the local demo and development without a configured secret', () => {
    expect(
      resolvePayloadSecret({ NODE_ENV: 'production', LOCAL_DEMO: 'true', PAYLOAD_SECRET: 'x' } as NodeJS.ProcessEnv),
    ).toBe('x')
    expect(resolvePayloadSecret({ NODE_ENV: 'development' } as NodeJS.ProcessEnv)).toMatch(/development/)
  })
})
