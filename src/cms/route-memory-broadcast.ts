import { randomUUID } from 'node:crypto'
import { createClient } from 'redis'

import { serverEnv } from '@/env'
import { createResilientRedis } from '@/ops/resilient-redis.mjs'
import { applyRouteChange, changeRouteMemory, type RouteChange } from '@/routing/route-memory'

/**
 * The route memory across server processes (several instances behind one proxy, REDIS_URL set):
 * each saved change is published on a Redis channel and applied by every other process as it
 * arrives, so an edit through one instance counts on the others from their next request too.
 *
 * Redis is an accelerator here as everywhere: a change that could not be published waits (in
 * order, bounded) until Redis is back, and a process whose subscription was interrupted reads its
 * whole memory again once it is back, since it may have missed changes meanwhile.
 */

type Logger = { warn: (message: string) => void }
type Message = { origin: string; change: RouteChange }

/** Changes kept while Redis is away; past this, the others' reload after reconnecting covers them. */
const MAX_WAITING = 10_000

/** This process, so that it skips its own changes (applied already by the hook that saw them). */
const ORIGIN = randomUUID()

const channel = () => `${process.env.REDIS_CACHE_PREFIX || 'koers:cache:'}route-memory`

type Broadcast = { publish: (change: RouteChange) => void }
const BROADCAST = Symbol.for('koers.route-memory-broadcast')
type Global = { [BROADCAST]?: Broadcast }

function isMessage(value: unknown): value is Message {
  if (typeof value !== 'object' || value === null) return false
  const { origin, change } = value as Record<string, unknown>
  return typeof origin === 'string' && typeof change === 'object' && change !== null && 'kind' in change
}

/** Tells the other server processes of a change (nothing without REDIS_URL). */
export function announceRouteChange(change: RouteChange): void {
  ;(globalThis as Global)[BROADCAST]?.publish(change)
}

/**
 * Starts publishing this process's changes and applying the others'. `reload` reads the whole
 * memory again (after a subscription was interrupted). Once per process; nothing without REDIS_URL.
 */
export function startRouteMemoryBroadcast(logger: Logger, reload: () => Promise<void>): void {
  const url = serverEnv().REDIS_URL
  const global = globalThis as Global
  if (!url || global[BROADCAST]) return

  const waiting: string[] = []
  let flushing = false
  const publisher = createResilientRedis(url, {
    name: 'Route memory',
    logger,
    onReady: () => void flush(),
  })
  async function flush(): Promise<void> {
    if (flushing) return
    flushing = true
    try {
      while (waiting.length) {
        const sent = await publisher.run(
          async (redis) => {
            await redis.publish(channel(), waiting[0])
            return true
          },
          () => false,
        )
        if (!sent) return
        waiting.shift()
      }
    } finally {
      flushing = false
    }
  }
  global[BROADCAST] = {
    publish(change) {
      if (waiting.length >= MAX_WAITING) waiting.shift()
      waiting.push(JSON.stringify({ origin: ORIGIN, change } satisfies Message))
      void flush()
    },
  }

  // A subscribed connection can send nothing else: a client of its own. node-redis subscribes
  // again by itself after reconnecting.
  const subscriber = createClient({
    url,
    socket: {
      connectTimeout: 500,
      reconnectStrategy: (retries) => Math.min(100 * 2 ** retries, 5000),
    },
  })
  // The publisher's connection reports Redis going away and coming back.
  subscriber.on('error', () => undefined)
  // Each time the subscription (re)starts, changes published while it was away (or before it first
  // connected) are lost to this process: it reads its memory afresh.
  subscriber.on('ready', () => {
    reload().catch((error) => logger.warn(`Route memory: reload failed (${String(error)})`))
  })
  subscriber
    .connect()
    .then(() =>
      subscriber.subscribe(channel(), (raw) => {
        let message: unknown
        try {
          message = JSON.parse(raw)
        } catch {
          return
        }
        if (!isMessage(message) || message.origin === ORIGIN) return
        const { change } = message
        changeRouteMemory((set) => applyRouteChange(set, change))
      }),
    )
    .catch((error) => logger.warn(`Route memory: no subscription to other instances' changes (${String(error)})`))
}
