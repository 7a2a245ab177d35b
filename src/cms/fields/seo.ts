import type { Field } from 'payload'

export const seoField: Field = {
  name: 'seo',
  type: 'group',
  label: 'SEO',
  admin: { position: 'sidebar' },
  fields: [
    {
      name: 'title',
      type: 'text',
      label: 'Titel (document)',
      maxLength: 70,
      admin: { description: 'De titel in Google en in het browsertabblad. Leeg: de titel van de pagina.' },
    },
    {
      name: 'description',
      type: 'textarea',
      label: 'Omschrijving',
      maxLength: 170,
      admin: { description: 'De tekst onder de titel in Google. Leeg: het begin van de inhoud.' },
    },
    {
      name: 'image',
      type: 'upload',
      relationTo: 'media',
      label: 'Deelafbeelding',
      admin: {
        description: 'Getoond bij delen op LinkedIn en WhatsApp. Leeg: de keyvisual of een gegenereerde kaart.',
      },
    },
  ],
}
