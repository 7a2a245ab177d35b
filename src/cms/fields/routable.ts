import type { CollectionBeforeValidateHook, Field } from 'payload'

import { buildUri, slugify } from '@/content/uri'

import { seoField } from './seo'

/**
 * Fields every routable document shares: title, slug and the derived uri that the route table
 * maps to a path. `prefix` is the collection's path segment ('' for pages).
 */
export function routableFields(prefix: string): Field[] {
  return [
    { name: 'title', type: 'text', required: true, label: 'Titel' },
    {
      name: 'slug',
      type: 'text',
      required: true,
      index: true,
      label: 'Slug',
      admin: {
        position: 'sidebar',
        description: prefix
          ? `Het adres wordt /${prefix}/<slug>.`
          : 'Het adres wordt /<slug>; gebruik __home__ voor de homepage.',
      },
    },
    {
      name: 'uri',
      type: 'text',
      unique: true,
      index: true,
      label: 'URI',
      admin: { position: 'sidebar', readOnly: true },
    },
    seoField,
  ]
}

/** Derives slug (from the title when empty) and uri before validation. */
export function deriveUri(prefix: string): CollectionBeforeValidateHook {
  return ({ data }) => {
    if (!data) return data
    const slug = slugify(String(data.slug || data.title || ''))
    const keepHome = String(data.slug ?? '') === '__home__'
    const finalSlug = keepHome ? '__home__' : slug
    return { ...data, slug: finalSlug || undefined, uri: finalSlug ? buildUri(prefix, finalSlug) : undefined }
  }
}
