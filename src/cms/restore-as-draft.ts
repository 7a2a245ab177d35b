import { APIError, restoreVersionOperation, type Endpoint } from 'payload'

import type { RoutableCollection } from '@/data/page-types'

/** Set on the request of a restore, so that a plan the old version held is dropped, not refused. */
export const RESTORING_VERSION = 'restoringVersion'

/**
 * Restoring an older version ('Herstel als concept' in the version view) makes it the newest
 * draft and leaves the site as it is: the editor publishes it with 'Publiceer wijzigingen' like
 * any other change. Payload's own route would publish a published version at once and, given a
 * draft version, take a published document offline. Registered before Payload's route of the same
 * path, so it answers in its place.
 */
export function restoreAsDraftEndpoint(collection: RoutableCollection): Endpoint {
  return {
    path: '/versions/:id',
    method: 'post',
    handler: async (req) => {
      const id = req.routeParams?.id
      if (typeof id !== 'string' && typeof id !== 'number') throw new APIError(req.t('error:notFound'), 404)
      req.context[RESTORING_VERSION] = true
      // The operation itself: Payload's Local API drops its `draft` option.
      const doc = await restoreVersionOperation({
        collection: req.payload.collections[collection],
        id: String(id),
        draft: true,
        depth: 0,
        req,
      })
      return Response.json({ doc, message: req.t('version:restoredSuccessfully') })
    },
  }
}
