import { afterEach, describe, expect, it, vi } from 'vitest'

import { maxFileBytes, maxParallelUploads, rateLimitMax, rateLimitWindowSeconds } from '@/ops/limits'

afterEach(() => {
  vi.unstubAllEnvs()
})

describe('form limits', () => {
  it('follow the environment', () => {
    vi.stubEnv('FORM_MAX_FILE_MB', '2')
    vi.stubEnv('FORM_MAX_PARALLEL_UPLOADS', '8')
    vi.stubEnv('RATE_LIMIT_MAX', '12')
    vi.stubEnv('RATE_LIMIT_WINDOW_SECONDS', '60')
    expect([maxFileBytes(), maxParallelUploads(), rateLimitMax(), rateLimitWindowSeconds()]).toEqual([
      2 * 1024 * 1024,
      8,
      12,
      60,
    ])
  })

  it('fall back to their defaults for values that do not parse', () => {
    vi.stubEnv('FORM_MAX_PARALLEL_UPLOADS', '0.5')
    vi.stubEnv('RATE_LIMIT_MAX', 'veel')
    expect([maxParallelUploads(), rateLimitMax()]).toEqual([4, 5])
  })
})
