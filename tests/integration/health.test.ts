import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { BasePayload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { databaseAdapter } from '@/cms/database'
import { checkHealth } from '@/ops/health'
import config from '@payload-config'

import { getTestPayload } from './helpers'

describe('health check', () => {
  beforeAll(async () => {
    await getTestPayload()
  })

  it('reports ok while the database answers', async () => {
    expect(await checkHealth(await getTestPayload())).toMatchObject({ status: 'ok', database: 'ok' })
  })

  it('waits for the first connection to Redis instead of reporting a process that just started degraded', async () => {
    const previousUrl = process.env.REDIS_URL
    process.env.REDIS_URL = process.env.TEST_REDIS_URL || 'redis://127.0.0.1:6379'
    try {
      // The first check of this process: its Redis connection is opened by this very call.
      expect(await checkHealth(await getTestPayload())).toMatchObject({ status: 'ok', redis: 'ok' })
    } finally {
      if (previousUrl === undefined) delete process.env.REDIS_URL
      else process.env.REDIS_URL = previousUrl
    }
  })

  it("reports the process's heap in use, its limit and its resident set in MB", async () => {
    const { memory } = await checkHealth(await getTestPayload())
    expect(memory.heapUsedMB).toBeGreaterThan(0)
    expect(memory.heapLimitMB).toBeGreaterThan(memory.heapUsedMB)
    expect(memory.rssMB).toBeGreaterThanOrEqual(memory.heapUsedMB)
  })

  it('reports the database unreachable once its connection is gone', async () => {
    // A second, separate instance on a database of its own, so the shared one stays usable for
    // other tests and no second connection opens the file they are writing.
    const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'koers-health-'))
    const shared = await config
    const own = {
      ...shared,
      db: { ...shared.db, init: databaseAdapter(`file:${path.join(directory, 'health.db')}`).init },
    }
    const payload = await new BasePayload().init({ config: own })
    await payload.db.destroy?.()
    const health = await checkHealth(payload)
    expect(health).toMatchObject({ status: 'error', database: 'unreachable' })
    expect(health.memory.heapUsedMB).toBeGreaterThan(0)
    fs.rmSync(directory, { recursive: true, force: true })
  })
})
