import { createHash } from 'node:crypto'

/** Every cache tag the site uses, built in one place so readers and hooks agree. */
export const ROUTE_TABLE_TAG = 'route-table'

export const collectionTag = (collection: string): string => `collection:${collection}`

export const documentTag = (collection: string, id: number | string): string => `doc:${collection}:${id}`

export const globalTag = (global: string): string => `global:${global}`

// Next refuses tags longer than 256 characters; a path that long is hashed to a short, stable tag.
const MAX_PATH_TAG = 200

/** One public path's lookup (document, thank-you page or redirect), expired when a uri there changes. */
export const pathTag = (path: string): string =>
  path.length <= MAX_PATH_TAG ? `path:${path}` : `path#${createHash('sha256').update(path).digest('base64url')}`
