import type { Field } from 'payload'

export const seoField: Field = {
  name: 'seo',
  type: 'group',
  label: 'SEO',
  admin: { position: 'sidebar' },
  fields: [
    { name: 'title', type: 'text', label: 'Titel (document)', maxLength: 70 },
    { name: 'description', type: 'textarea', label: 'Omschrijving', maxLength: 170 },
    { name: 'image', type: 'upload', relationTo: 'media', label: 'Deelafbeelding' },
  ],
}
