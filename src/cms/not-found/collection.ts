import type { CollectionAfterChangeHook, CollectionConfig, PayloadRequest } from 'payload'

import { isEditor } from '@/data/access'
import { nl } from '@/i18n/nl'
import type { Redirect } from '@/payload-types'
import { uriToPath } from '@/routing/uri'

const NOT_FOUND_SLUG = 'notFoundPaths'

const words = nl.admin.notFoundLog

/**
 * The public site's paths that answered 404, most asked first: path, count and when last asked,
 * nothing about who asked. Written by the site itself (src/routing/server/not-found-log.ts), never
 * by editors; a row goes once a redirect leads away from its path or a document is published there.
 */
export const NotFoundPaths: CollectionConfig = {
  slug: NOT_FOUND_SLUG,
  labels: { singular: words.singular, plural: words.plural },
  access: { read: isEditor, create: () => false, update: () => false, delete: isEditor },
  defaultSort: '-hits',
  admin: {
    useAsTitle: 'path',
    defaultColumns: ['path', 'hits', 'lastSeen', 'makeRedirect'],
    listSearchableFields: ['path'],
    description: words.description,
  },
  fields: [
    { name: 'path', type: 'text', label: words.path, required: true, unique: true, admin: { readOnly: true } },
    { name: 'hits', type: 'number', label: words.hits, required: true, index: true, admin: { readOnly: true } },
    { name: 'lastSeen', type: 'date', label: words.lastSeen, required: true, admin: { readOnly: true } },
    {
      name: 'makeRedirect',
      type: 'ui',
      label: words.redirect,
      admin: {
        components: {
          Cell: '/cms/admin/MakeRedirectButton#MakeRedirectCell',
          Field: '/cms/admin/MakeRedirectButton#MakeRedirectField',
        },
      },
    },
  ],
}

/** Takes a path off the list of 404s: something answers it now. */
async function forgetPath(req: PayloadRequest, path: string): Promise<void> {
  await req.payload.delete({
    collection: NOT_FOUND_SLUG,
    where: { path: { equals: path } },
    overrideAccess: true,
    req,
  })
}

/** A redirect from a path answers it from now on: the path leaves the list of 404s. */
export const forgetRedirectedPath: CollectionAfterChangeHook<Redirect> = async ({ doc, req }) => {
  await forgetPath(req, doc.from)
  return doc
}

/**
 * A document published at a path that was asked for before (a vacancy announced before it went
 * live, a page put back) answers it from now on: the path leaves the list of 404s too.
 */
export const forgetPublishedPath: CollectionAfterChangeHook = async ({ doc, req }) => {
  if (doc?._status === 'published' && typeof doc.uri === 'string' && doc.uri) await forgetPath(req, uriToPath(doc.uri))
  return doc
}
