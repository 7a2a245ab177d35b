import { referenceCollection } from './editable-collection'

/**
 * The recruiters who handle vacancies: shown on a vacancy's page as its contact person, and the
 * address an application's notification goes to.
 */
export const Recruiters = referenceCollection({
  slug: 'recruiters',
  labels: { singular: 'Recruiter', plural: 'Recruiters' },
  admin: {
    group: 'Vacatures',
    useAsTitle: 'name',
    defaultColumns: ['name', 'email', 'phone'],
    listSearchableFields: ['name', 'email'],
    description: 'Contactpersonen voor vacatures. Sollicitaties op een vacature worden naar haar recruiter gemaild.',
  },
  defaultSort: 'name',
  fields: [
    { name: 'name', type: 'text', label: 'Naam', required: true },
    { name: 'photo', type: 'upload', relationTo: 'media', label: 'Foto' },
    {
      type: 'row',
      fields: [
        { name: 'phone', type: 'text', label: 'Telefoonnummer' },
        {
          name: 'email',
          type: 'email',
          label: 'E-mailadres',
          required: true,
          admin: { description: 'Hier komen de meldingen van nieuwe sollicitaties binnen.' },
        },
      ],
    },
  ],
})
