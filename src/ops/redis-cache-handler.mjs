/**
 * Next.js cache handler on Redis, for several instances behind one address: rendered pages and
 * cached reads are shared, and a tag expired by one instance (an edit in the admin) is expired for
 * all of them. Loaded by Next at runtime (next.config.ts `cacheHandler`) when REDIS_URL is set.
 */
import { createClient } from 'redis'

const PREFIX = process.env.REDIS_CACHE_PREFIX || 'koers:cache:'
const TAGS_KEY = `${PREFIX}tags`
const TAGS_HEADER = 'x-next-cache-tags'
// Entries that nobody reads again leave Redis on their own.
const ENTRY_TTL_SECONDS = Number(process.env.REDIS_CACHE_TTL_SECONDS || 7 * 24 * 3600)

/** JSON that keeps Buffers and Maps (rendered pages hold both). */
export function serialise(value) {
  return JSON.stringify(value, function replace(key, item) {
    const raw = this[key]
    if (Buffer.isBuffer(raw)) return { __type: 'Buffer', base64: raw.toString('base64') }
    if (raw instanceof Map) return { __type: 'Map', entries: [...raw.entries()] }
    return item
  })
}

export function deserialise(text) {
  return JSON.parse(text, (_key, item) => {
    if (item && item.__type === 'Buffer') return Buffer.from(item.base64, 'base64')
    if (item && item.__type === 'Map') return new Map(item.entries)
    return item
  })
}

/** True when a tag was expired after the entry was stored (and that expiry is due). */
export function isExpiredByTags(expiries, lastModified, now = Date.now()) {
  return expiries.some((expiredAt) => expiredAt !== null && expiredAt <= now && expiredAt > lastModified)
}

function entryTags(entry, ctx) {
  const headerTags = entry?.value?.headers?.[TAGS_HEADER]
  const fromHeader = typeof headerTags === 'string' ? headerTags.split(',') : []
  return [...new Set([...fromHeader, ...(ctx?.tags || []), ...(ctx?.softTags || [])])].filter(Boolean)
}

let clientPromise

function redis() {
  clientPromise ??= (async () => {
    const client = createClient({ url: process.env.REDIS_URL })
    client.on('error', (error) => console.error('Redis cache error', error))
    await client.connect()
    return client
  })()
  return clientPromise
}

export default class RedisCacheHandler {
  constructor(context = {}) {
    this.revalidatedTags = context.revalidatedTags || []
  }

  async get(key, ctx) {
    const client = await redis()
    const raw = await client.get(PREFIX + key)
    if (!raw) return null
    const entry = deserialise(raw)
    const tags = entryTags(entry, ctx)
    if (tags.length) {
      if (tags.some((tag) => this.revalidatedTags.includes(tag))) return null
      const expiries = (await client.hmGet(TAGS_KEY, tags)).map((value) => (value === null ? null : Number(value)))
      if (isExpiredByTags(expiries, entry.lastModified)) return null
    }
    return entry
  }

  async set(key, data, ctx) {
    const client = await redis()
    const entry = { lastModified: Date.now(), value: data, tags: ctx?.tags || [] }
    await client.set(PREFIX + key, serialise(entry), { EX: ENTRY_TTL_SECONDS })
  }

  async revalidateTag(tags, durations) {
    const list = (typeof tags === 'string' ? [tags] : tags).filter(Boolean)
    if (!list.length) return
    const expiredAt = Date.now() + (durations?.expire ?? 0) * 1000
    const client = await redis()
    await client.hSet(TAGS_KEY, Object.fromEntries(list.map((tag) => [tag, String(expiredAt)])))
  }

  resetRequestCache() {}
}
