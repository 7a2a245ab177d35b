import type { Field } from 'payload'

import { linkField } from './link'

/** The key visual (hero) of a page: title with emphasis, intro, colour, image and calls to action. */
export const keyvisualFields: Field[] = [
  {
    name: 'keyvisualTitle',
    type: 'text',
    label: 'Keyvisual titel',
    admin: {
      description:
        'Selecteer woorden en kies Nadruk (of Ctrl+I) om ze in de merkkleur te tonen; Enter begint een nieuwe regel.',
      components: { Field: '/cms/admin/KeyvisualTitleField#KeyvisualTitleField' },
    },
  },
  { name: 'keyvisualContent', type: 'textarea', label: 'Keyvisual tekst' },
  {
    name: 'keyvisualColor',
    type: 'select',
    label: 'Keyvisual kleur',
    defaultValue: 'light',
    admin: { description: 'Licht: donkere tekst op een lichte achtergrond. Donker: witte tekst op paars.' },
    options: [
      { label: 'Licht', value: 'light' },
      { label: 'Donker', value: 'dark' },
    ],
  },
  { name: 'keyvisualImage', type: 'upload', relationTo: 'media', label: 'Keyvisual afbeelding' },
  linkField({ name: 'buttonLink', label: 'Knop' }),
  linkField({ name: 'linkText', label: 'Tekstlink' }),
]
