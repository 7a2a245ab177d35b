import type { CollectionConfig, Field } from 'payload'

import { isEditor, publishedOrEditor } from '@/cms/access'
import { deriveUri, routableFields } from '@/cms/fields/routable'
import { revalidationHooks } from '@/cms/hooks/revalidate'
import { previewAdmin } from '@/cms/preview'
import { COLLECTION_ROUTES } from '@/content/page-types'

type Options = {
  slug: keyof typeof COLLECTION_ROUTES
  labels: { singular: string; plural: string }
  fields: Field[]
  defaultColumns?: string[]
  defaultSort?: string
}

/** A published, drafted, routable collection whose uri is its prefix plus slug. */
export function routableCollection({ slug, labels, fields, defaultColumns, defaultSort }: Options): CollectionConfig {
  const { prefix } = COLLECTION_ROUTES[slug]
  return {
    slug,
    labels,
    admin: {
      useAsTitle: 'title',
      defaultColumns: defaultColumns ?? ['title', 'uri', '_status', 'updatedAt'],
      ...previewAdmin,
    },
    defaultSort: defaultSort ?? '-updatedAt',
    access: { read: publishedOrEditor, create: isEditor, update: isEditor, delete: isEditor },
    versions: { drafts: true, maxPerDoc: 25 },
    hooks: { beforeValidate: [deriveUri(prefix)], ...revalidationHooks },
    fields: [...routableFields(prefix), ...fields],
  }
}
