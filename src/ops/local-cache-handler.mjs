/**
 * Next.js cache handler for a single instance (no REDIS_URL): Next's own cache for rendered pages
 * and cached reads, plus the optimised images. Next keeps optimised images only on disk, and only
 * while it also writes rendered pages to disk, which this app turns off (`isrFlushToDisk` in
 * next.config.ts); without a handler every image request ran sharp again. With any handler set,
 * Next no longer refuses cached reads over 2 MB; they stay within the memory cache's bound
 * (`cacheMaxMemorySize`). It extends a class from Next's build by path: check it when Next is
 * upgraded. Loaded by Next at runtime (next.config.ts `cacheHandler`, `images.customCacheHandler`).
 */
import { LRUCache } from 'lru-cache'
import { createRequire } from 'node:module'

import { registerCacheHandler } from './running-cache-handler.mjs'

/** @typedef {Extract<import('next/dist/server/response-cache').IncrementalCacheValue, { kind: 'IMAGE' }>} ImageValue */
/** @typedef {import('next/dist/server/lib/incremental-cache').CacheHandler} CacheHandler */

/**
 * What the memory cache weighs of an entry (Next's CacheHandlerValue, whose kinds are a const enum).
 * @typedef {{ value: { kind: string, html?: string, rscData?: Buffer, postponed?: string,
 *   segmentData?: Map<string, Buffer>, body?: Buffer, pageData?: unknown, data?: unknown } | null }} WeighedEntry
 */

const require = createRequire(import.meta.url)
/** @type {{ default: typeof import('next/dist/server/lib/incremental-cache/file-system-cache').default }} */
const { default: FileSystemCache } = require('next/dist/server/lib/incremental-cache/file-system-cache.js')
/** @type {typeof import('next/dist/server/lib/lru-cache')} */
const { LRUCache: NextLRUCache } = require('next/dist/server/lib/lru-cache.js')

/**
 * Room for optimised images (a few KB each in the widths of next.config.ts): thousands of them.
 * The least recently served leave first; a restart starts empty, like the page cache.
 */
const IMAGE_CACHE_BYTES = 16 * 2 ** 20

/** @type {LRUCache<string, { value: ImageValue, lastModified: number }>} */
const images = new LRUCache({ maxSize: IMAGE_CACHE_BYTES, sizeCalculation: (entry) => entry.value.buffer.byteLength })

/** @param {string} text */
const inOnePiece = (text) => Buffer.from(text, 'utf8').toString('utf8')

/**
 * What a string takes in the heap: V8 keeps a string with any character outside Latin-1 at two
 * bytes a character (a page with a euro sign or a curly quote in its text), the others at one.
 * @param {string} text
 */
export const heapBytes = (text) => text.length * (/[^\u0000-\u00ff]/.test(text) ? 2 : 1)

/**
 * What an entry of the memory cache (rendered pages, cached reads) holds: its strings at their size
 * in the heap, its buffers at theirs. Next's own estimate counts characters, so a cache of pages
 * held as two-byte strings took twice its `cacheMaxMemorySize`.
 * @param {WeighedEntry} entry
 * @param {string} key
 */
export function entryBytes({ value }, key) {
  if (!value) return key.length + 25
  switch (value.kind) {
    case 'APP_PAGE': {
      let segments = 0
      for (const [segment, buffer] of value.segmentData ?? []) segments += segment.length + buffer.length
      return (
        key.length +
        heapBytes(value.html ?? '') +
        (value.rscData?.length ?? 0) +
        heapBytes(value.postponed ?? '') +
        segments
      )
    }
    case 'APP_ROUTE':
      return key.length + (value.body?.length ?? 0)
    case 'PAGES':
      return key.length + heapBytes(value.html ?? '') + heapBytes(JSON.stringify(value.pageData) ?? '')
    case 'FETCH':
      return key.length + heapBytes(JSON.stringify(value.data) ?? '')
    default:
      return key.length + heapBytes(JSON.stringify(value))
  }
}

export default class LocalCacheHandler extends FileSystemCache {
  /** @param {ConstructorParameters<typeof FileSystemCache>[0]} ctx */
  constructor(ctx) {
    // Next's memory cache is one per process, made by the first handler unless one is there: this
    // one weighs entries by what they hold (entryBytes) within the same bound.
    if (ctx.maxMemoryCacheSize && !FileSystemCache['memoryCache']) {
      FileSystemCache['memoryCache'] = new NextLRUCache(ctx.maxMemoryCacheSize, entryBytes)
    }
    super(ctx)
    registerCacheHandler(this)
  }

  /** @param {Parameters<CacheHandler['get']>} args */
  async get(...args) {
    const [key, ctx] = args
    if (ctx.kind === 'IMAGE') return images.get(key) ?? null
    return super.get(...args)
  }

  /** @param {Parameters<FileSystemCache['set']>} args */
  async set(...args) {
    const [key, data] = args
    // Next builds a page's HTML by appending its streamed chunks, a string of many parts that V8
    // joins on first use but still reads through an indirection. Next hashes the whole page for
    // its ETag on every request; over a copy in one piece that took 636 instead of 872 µs for the
    // home page (228 KB).
    if (data?.kind === 'APP_PAGE' && typeof data.html === 'string') data.html = inOnePiece(data.html)
    if (data?.kind !== 'IMAGE') return super.set(...args)
    images.set(key, { value: data, lastModified: Date.now() })
  }
}
