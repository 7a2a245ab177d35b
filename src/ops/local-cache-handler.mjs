/**
 * Next.js cache handler for a single instance (no REDIS_URL): Next's own cache for rendered pages
 * and cached reads, plus the optimised images. Next keeps optimised images only on disk, and only
 * while it also writes rendered pages to disk, which this app turns off (`isrFlushToDisk` in
 * next.config.ts); without a handler every image request ran sharp again. With any handler set,
 * Next no longer refuses cached reads over 2 MB; they stay within the memory cache's bound
 * (`cacheMaxMemorySize`). It extends a class from Next's build by path: check it when Next is
 * upgraded. Loaded by Next at runtime (next.config.ts `cacheHandler`, `images.customCacheHandler`).
 */
import { createRequire } from 'node:module'

import { LRUCache } from 'lru-cache'

/** @typedef {Extract<import('next/dist/server/response-cache').IncrementalCacheValue, { kind: 'IMAGE' }>} ImageValue */
/** @typedef {import('next/dist/server/lib/incremental-cache').CacheHandler} CacheHandler */

const require = createRequire(import.meta.url)
/** @type {{ default: typeof import('next/dist/server/lib/incremental-cache/file-system-cache').default }} */
const { default: FileSystemCache } = require('next/dist/server/lib/incremental-cache/file-system-cache.js')

/**
 * Room for optimised images (a few KB each in the widths of next.config.ts): thousands of them.
 * The least recently served leave first; a restart starts empty, like the page cache.
 */
const IMAGE_CACHE_BYTES = 16 * 2 ** 20

/** @type {LRUCache<string, { value: ImageValue, lastModified: number }>} */
const images = new LRUCache({ maxSize: IMAGE_CACHE_BYTES, sizeCalculation: (entry) => entry.value.buffer.byteLength })

/** @param {string} text */
const inOnePiece = (text) => Buffer.from(text, 'utf8').toString('utf8')

export default class LocalCacheHandler extends FileSystemCache {
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
