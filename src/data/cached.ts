import 'server-only'

import { unstable_cache } from 'next/cache'

/** Fallback lifetime of a cache entry; edits expire entries at once through tags. */
const CACHE_SECONDS = 3600

/**
 * Wraps a read in Next's data cache under a key and tags. Payload hooks expire the tags on change.
 * Readers stay plain functions so that tests can call them against a database without Next.
 */
export function cached<Args extends unknown[], Result>(
  read: (...args: Args) => Promise<Result>,
  key: string,
  tags: (...args: Args) => string[],
): (...args: Args) => Promise<Result> {
  return (...args: Args) =>
    unstable_cache(() => read(...args), [key, JSON.stringify(args)], {
      tags: tags(...args),
      revalidate: CACHE_SECONDS,
    })()
}
