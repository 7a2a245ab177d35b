import type { DateField } from 'payload'

/** The publication date lists sort by; today unless the editor sets another. */
export const publishedAtField: DateField = {
  name: 'publishedAt',
  type: 'date',
  label: 'Publicatiedatum',
  required: true,
  index: true,
  defaultValue: () => new Date().toISOString(),
  admin: { position: 'sidebar', description: 'Bepaalt de volgorde in de lijsten (nieuwste eerst).' },
}
