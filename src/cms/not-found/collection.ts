import type { CollectionAfterChangeHook, CollectionConfig } from 'payload'

import { isEditor } from '@/cms/access'
import { nl } from '@/i18n/nl'
import type { Redirect } from '@/payload-types'

const NOT_FOUND_SLUG = 'notFoundPaths'

const words = nl.admin.notFoundLog

/**
 * The public site's paths that answered 404, most asked first: path, count and when last asked,
 * nothing about who asked. Written by the site itself (src/routing/server/not-found-log.ts), never
 * by editors; a row goes once a redirect leads away from its path.
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

/** A redirect from a path answers it from now on: the path leaves the list of 404s. */
export const forgetRedirectedPath: CollectionAfterChangeHook<Redirect> = async ({ doc, req }) => {
  await req.payload.delete({
    collection: NOT_FOUND_SLUG,
    where: { path: { equals: doc.from } },
    overrideAccess: true,
    req,
  })
  return doc
}
