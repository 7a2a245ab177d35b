import { simpleMatrixField } from '@/cms/fields/matrix'
import { publishedAtField } from '@/cms/fields/published-at'

import { referenceCollection } from './editable-collection'
import { routableCollection } from './routable-collection'

export const Phases = referenceCollection({
  slug: 'phases',
  labels: { singular: 'Fase', plural: 'Fases' },
  admin: { useAsTitle: 'title' },
  fields: [{ name: 'title', type: 'text', label: 'Naam', required: true, unique: true }],
})

export const Experiences = routableCollection({
  slug: 'experiences',
  labels: { singular: 'Ervaringsverhaal', plural: 'Ervaringen van professionals' },
  defaultColumns: ['title', 'phase', 'publishedAt', '_status'],
  defaultSort: '-publishedAt',
  fields: [
    publishedAtField,
    { name: 'phase', type: 'relationship', relationTo: 'phases', label: 'Fase', required: true },
    {
      name: 'phaseColor',
      type: 'select',
      label: 'Kleur van de fase',
      required: true,
      defaultValue: 'purple',
      admin: { description: 'De kleur van het fase-label op de kaart en de pagina van dit verhaal.' },
      options: [
        { label: 'Paars', value: 'purple' },
        { label: 'Blauw', value: 'blue' },
      ],
    },
    { name: 'successQuote', type: 'textarea', label: 'Citaat', required: true },
    { name: 'keyvisualContent', type: 'textarea', label: 'Samenvatting', required: true },
    { name: 'keyvisualImage', type: 'upload', relationTo: 'media', label: 'Hoofdafbeelding', required: true },
    { name: 'pattern', type: 'upload', relationTo: 'media', label: 'Patroonafbeelding' },
    simpleMatrixField,
  ],
})
