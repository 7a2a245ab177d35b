/** Every cache tag the site uses, built in one place so readers and hooks agree. */
export const ROUTE_TABLE_TAG = 'route-table'

export const collectionTag = (collection: string): string => `collection:${collection}`

export const documentTag = (collection: string, id: number | string): string => `doc:${collection}:${id}`

export const globalTag = (global: string): string => `global:${global}`
