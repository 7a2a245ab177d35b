/**
 * Next.js cache handler on Redis, for several instances behind one address: rendered pages,
 * cached reads and optimised images (`images.customCacheHandler`) are shared, and a tag expired by
 * one instance (an edit in the admin) is expired for all of them. Loaded by Next at runtime
 * (next.config.ts `cacheHandler`) when REDIS_URL is set.
 * Redis being away or not answering never holds a page up: each call has a deadline, and reads and
 * writes go to this process's memory meanwhile.
 */
import { createHash } from 'node:crypto'

import { analyticsConfig } from './analytics.mjs'
import { createResilientRedis } from './resilient-redis.mjs'
import { registerCacheHandler } from './running-cache-handler.mjs'

/**
 * Pages carry the analytics configured when the server started: pages rendered under another
 * configuration are kept apart, so instances restarted with analytics turned on never serve a
 * page without its consent banner from before.
 */
const analytics = analyticsConfig()
const ANALYTICS_KEY = analytics
  ? `a${createHash('sha256').update(JSON.stringify(analytics)).digest('hex').slice(0, 8)}:`
  : ''
const PREFIX = `${process.env.REDIS_CACHE_PREFIX || 'koers:cache:'}${ANALYTICS_KEY}`
const TAGS_KEY = `${PREFIX}tags`
const TAGS_HEADER = 'x-next-cache-tags'
// Entries that nobody reads again leave Redis on their own.
const ENTRY_TTL_SECONDS = Number(process.env.REDIS_CACHE_TTL_SECONDS || 7 * 24 * 3600)

/**
 * An entry as this handler stores it: what Next handed to `set`, when, and the entry's tags.
 * @typedef {{
 *   lastModified: number,
 *   value: import('next/dist/server/response-cache').IncrementalCacheValue | null,
 *   tags: string[],
 * }} CacheEntry
 */
/**
 * The tags in the context Next passes to `get` and `set` (absent for some kinds of entry).
 * @typedef {{ tags?: string[], softTags?: string[] }} TagContext
 */
/** @typedef {ReturnType<typeof createResilientRedis>['client']} RedisClient */

/**
 * JSON that keeps Buffers and Maps (rendered pages hold both).
 * @param {unknown} value
 */
export function serialise(value) {
  return JSON.stringify(value, function replace(key, item) {
    const raw = this[key]
    if (Buffer.isBuffer(raw)) return { __type: 'Buffer', base64: raw.toString('base64') }
    if (raw instanceof Map) return { __type: 'Map', entries: [...raw.entries()] }
    return item
  })
}

/** @param {string} text */
export function deserialise(text) {
  return JSON.parse(text, (_key, item) => {
    if (item && item.__type === 'Buffer') return Buffer.from(item.base64, 'base64')
    if (item && item.__type === 'Map') return new Map(item.entries)
    return item
  })
}

/**
 * True when a tag was expired after the entry was stored (and that expiry is due).
 * @param {(number | null)[]} expiries
 * @param {number} lastModified
 */
export function isExpiredByTags(expiries, lastModified, now = Date.now()) {
  return expiries.some((expiredAt) => expiredAt !== null && expiredAt <= now && expiredAt > lastModified)
}

/**
 * @param {CacheEntry | null} entry
 * @param {TagContext} [ctx]
 */
function entryTags(entry, ctx) {
  const value = entry?.value
  const headerTags = value && 'headers' in value ? value.headers?.[TAGS_HEADER] : undefined
  const fromHeader = typeof headerTags === 'string' ? headerTags.split(',') : []
  return [...new Set([...fromHeader, ...(ctx?.tags || []), ...(ctx?.softTags || [])])].filter(Boolean)
}

/** Entries kept in this process's memory while Redis is away (rendered pages, a few 100 KB each). */
const MEMORY_ENTRIES = 500

/**
 * What this process keeps while Redis is away: recent entries (oldest dropped first) and the tag
 * expiries it recorded, which are written to Redis once it is back so other instances see them.
 */
export function createMemoryCache(maxEntries = MEMORY_ENTRIES) {
  /** @type {Map<string, CacheEntry>} */
  const entries = new Map()
  /** @type {Map<string, number>} */
  const tagExpiries = new Map()
  /** @type {Map<string, number>} */
  const pendingTags = new Map()
  return {
    /** @param {string} key */
    get(key) {
      const entry = entries.get(key)
      if (!entry) return null
      entries.delete(key)
      entries.set(key, entry)
      return entry
    },
    /**
     * @param {string} key
     * @param {CacheEntry} entry
     */
    set(key, entry) {
      entries.delete(key)
      entries.set(key, entry)
      for (const oldest of entries.keys()) {
        if (entries.size <= maxEntries) break
        entries.delete(oldest)
      }
    },
    /** @param {string[]} tags */
    expiries: (tags) => tags.map((tag) => tagExpiries.get(tag) ?? null),
    /**
     * @param {string[]} tags
     * @param {number} expiredAt
     * @param {{ pending: boolean }} options
     */
    expire(tags, expiredAt, { pending }) {
      for (const tag of tags) {
        tagExpiries.set(tag, expiredAt)
        if (pending) pendingTags.set(tag, expiredAt)
      }
    },
    /** Tag expiries recorded while Redis was away, taken out to be written there. */
    takePending() {
      const pending = Object.fromEntries([...pendingTags].map(([tag, time]) => [tag, String(time)]))
      pendingTags.clear()
      return pending
    },
    clearEntries: () => entries.clear(),
    size: () => entries.size,
  }
}

const memory = createMemoryCache()
/** @type {ReturnType<typeof createResilientRedis> | undefined} */
let connection

function redis() {
  connection ??= createResilientRedis(process.env.REDIS_URL, {
    name: 'Page cache',
    onReady() {
      // What was cached here meanwhile may miss other instances' expiries: Redis is the truth again.
      memory.clearEntries()
      const pending = memory.takePending()
      if (Object.keys(pending).length)
        connection?.client
          .hSet(TAGS_KEY, pending)
          .catch((error) => console.warn('Page cache: tag expiries not written', error))
    },
  })
  return connection
}

/**
 * Runs `work` on Redis within its deadline when it is ready, otherwise (or when it fails or is
 * late) `fallback` in memory.
 * @template T, F
 * @param {(client: RedisClient) => Promise<T>} work
 * @param {() => F | Promise<F>} fallback
 * @returns {Promise<T | F>}
 */
function withRedis(work, fallback) {
  return redis().run(work, fallback)
}

/**
 * @param {CacheEntry | null} entry
 * @param {string[]} tags
 * @param {string[]} revalidatedTags
 * @param {(tags: string[]) => Promise<(number | null)[]>} expiriesOf
 */
async function freshEntry(entry, tags, revalidatedTags, expiriesOf) {
  if (!entry) return null
  if (tags.length) {
    if (tags.some((tag) => revalidatedTags.includes(tag))) return null
    if (isExpiredByTags(await expiriesOf(tags), entry.lastModified)) return null
  }
  return entry
}

export default class RedisCacheHandler {
  /** @param {{ revalidatedTags?: string[] }} [context] */
  constructor(context = {}) {
    this.revalidatedTags = context.revalidatedTags || []
    registerCacheHandler(this)
  }

  /**
   * @param {string} key
   * @param {TagContext} [ctx]
   */
  async get(key, ctx) {
    const fromMemory = () => {
      const entry = memory.get(key)
      return freshEntry(entry, entryTags(entry, ctx), this.revalidatedTags, async (tags) => memory.expiries(tags))
    }
    return withRedis(async (client) => {
      const raw = await client.get(PREFIX + key)
      if (!raw) return null
      const entry = deserialise(raw)
      return freshEntry(entry, entryTags(entry, ctx), this.revalidatedTags, async (tags) =>
        (await client.hmGet(TAGS_KEY, tags)).map((value) => (value === null ? null : Number(value))),
      )
    }, fromMemory)
  }

  /**
   * @param {string} key
   * @param {CacheEntry['value']} data
   * @param {TagContext} [ctx]
   */
  async set(key, data, ctx) {
    /** @type {CacheEntry} */
    const entry = { lastModified: Date.now(), value: data, tags: ctx?.tags || [] }
    await withRedis(
      (client) => client.set(PREFIX + key, serialise(entry), { EX: ENTRY_TTL_SECONDS }),
      () => memory.set(key, entry),
    )
  }

  /**
   * @param {string | string[]} tags
   * @param {{ expire?: number }} [durations]
   */
  async revalidateTag(tags, durations) {
    const list = (typeof tags === 'string' ? [tags] : tags).filter(Boolean)
    if (!list.length) return
    const expiredAt = Date.now() + (durations?.expire ?? 0) * 1000
    // Always in memory too: entries cached here during an outage must see it.
    memory.expire(list, expiredAt, { pending: false })
    await withRedis(
      (client) => client.hSet(TAGS_KEY, Object.fromEntries(list.map((tag) => [tag, String(expiredAt)]))),
      () => memory.expire(list, expiredAt, { pending: true }),
    )
  }

  resetRequestCache() {}
}
