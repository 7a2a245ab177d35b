import config from '@payload-config'
import { BasePayload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { checkHealth } from '@/ops/health'

import { getTestPayload } from './helpers'

describe('health check', () => {
  beforeAll(async () => {
    await getTestPayload()
  })

  it('reports ok while the database answers', async () => {
    expect(await checkHealth(await getTestPayload())).toMatchObject({ status: 'ok', database: 'ok' })
  })

  it('reports the database unreachable once its connection is gone', async () => {
    // A second, separate instance, so the shared one stays usable for other tests.
    const payload = await new BasePayload().init({ config })
    await payload.db.destroy?.()
    expect(await checkHealth(payload)).toMatchObject({ status: 'error', database: 'unreachable' })
  })
})
