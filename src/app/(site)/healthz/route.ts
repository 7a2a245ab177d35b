import { NextResponse } from 'next/server'

import { getPayloadClient } from '@/data/payload-client'
import { checkHealth } from '@/ops/health'

export const dynamic = 'force-dynamic'

/** Liveness and readiness for load balancers: 200 when the database answers (also with Redis away), else 503. */
export async function GET() {
  const health = await checkHealth(await getPayloadClient())
  return NextResponse.json(health, {
    status: health.status === 'error' ? 503 : 200,
    headers: { 'Cache-Control': 'no-store' },
  })
}
