import type { TextFieldSingleValidation } from 'payload'

import { advancedMatrixField } from '@/cms/fields/matrix'
import { isLabelColour } from '@/content/labels'
import { nl } from '@/i18n/nl'

import { routableCollection } from './routable-collection'

/** A '#rrggbb' colour dark enough for the white logo, or nothing. */
const validateLabelColour: TextFieldSingleValidation = (value) => {
  if (!value) return true
  if (!/^#[0-9a-f]{6}$/i.test(value)) return 'Vul een kleur in als hexcode, bijvoorbeeld #c2410c'
  return (
    isLabelColour(value) ||
    'Deze kleur is te licht: het witte logo is er niet goed op te lezen. Kies een donkerdere kleur.'
  )
}

export const Labels = routableCollection({
  slug: 'labels',
  labels: { singular: 'Label', plural: 'Labels' },
  defaultSort: 'title',
  fields: [
    { name: 'labelTitle', type: 'text', label: 'Labelnaam in beeld', required: true },
    { name: 'labelIntro', type: 'textarea', label: 'Korte omschrijving' },
    { name: 'labelLogo', type: 'upload', relationTo: 'media', label: 'Logo (kleur)', required: true },
    { name: 'labelLogoWhite', type: 'upload', relationTo: 'media', label: 'Logo (wit)' },
    {
      name: 'labelColor',
      type: 'text',
      label: 'Merkkleur',
      validate: validateLabelColour,
      admin: {
        description:
          'De kleur van het label als hexcode, bijvoorbeeld #c2410c: het witte logo staat op de labelpagina op een vlak in deze kleur. Leeg: donkerpaars.',
      },
    },
    { name: 'labelBackground', type: 'upload', relationTo: 'media', label: 'Achtergrond' },
    {
      name: 'sector',
      type: 'relationship',
      relationTo: 'sectorGroups',
      label: nl.employers.admin.labelSector,
      admin: { description: nl.employers.admin.labelSectorDescription },
    },
    advancedMatrixField,
  ],
})
