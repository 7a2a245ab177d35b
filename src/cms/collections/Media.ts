import path from 'node:path'
import type { CollectionConfig } from 'payload'

import { revalidationHooks } from '@/cms/hooks/revalidate'
import { missingFileHandlers } from '@/cms/missing-file'
import { dataDirectory } from '@/cms/paths'
import { anyone, isEditor } from '@/data/access'
import { SOCIAL_CARD_SIZE, SOCIAL_IMAGE_SIZE } from '@/seo/seo'

/** Image breakpoints of SPEC 9. */
const IMAGE_BREAKPOINTS = [375, 500, 600, 1024] as const

export const Media: CollectionConfig = {
  slug: 'media',
  labels: { singular: 'Afbeelding', plural: 'Afbeeldingen' },
  access: { read: anyone, create: isEditor, update: isEditor, delete: isEditor },
  hooks: { ...revalidationHooks },
  admin: { useAsTitle: 'alt', defaultColumns: ['filename', 'alt', 'updatedAt'] },
  upload: {
    staticDir: path.join(dataDirectory, 'media'),
    handlers: missingFileHandlers(path.join(dataDirectory, 'media')),
    mimeTypes: ['image/jpeg', 'image/png', 'image/webp', 'image/avif', 'image/svg+xml'],
    focalPoint: true,
    imageSizes: [
      ...IMAGE_BREAKPOINTS.map((width) => ({ name: `w${width}`, width, withoutEnlargement: true })),
      // The image a page shows when shared: the size and format every social platform takes,
      // cut around the focal point.
      {
        name: SOCIAL_IMAGE_SIZE,
        ...SOCIAL_CARD_SIZE,
        withoutEnlargement: false,
        formatOptions: { format: 'jpeg', options: { quality: 82 } },
      },
    ],
    adminThumbnail: 'w375',
  },
  fields: [
    {
      name: 'alt',
      type: 'text',
      label: 'Alternatieve tekst',
      required: true,
      admin: { description: 'Beschrijf wat er te zien is, voor wie de afbeelding niet ziet.' },
    },
  ],
}
