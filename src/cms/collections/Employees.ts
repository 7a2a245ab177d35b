import { referenceCollection } from './editable-collection'

export const Employees = referenceCollection({
  slug: 'employees',
  labels: { singular: 'Medewerker', plural: 'Medewerkers' },
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'teamFunction'] },
  defaultSort: 'sortOrder',
  fields: [
    { name: 'title', type: 'text', label: 'Naam', required: true },
    { name: 'teamFunction', type: 'text', label: 'Functie', required: true },
    { name: 'text', type: 'textarea', label: 'Over' },
    { name: 'linkedinUrl', type: 'text', label: 'LinkedIn-profiel (URL)' },
    { name: 'teamImage', type: 'upload', relationTo: 'media', label: 'Foto', required: true },
    { name: 'sortOrder', type: 'number', label: 'Volgorde', defaultValue: 0, admin: { position: 'sidebar' } },
  ],
})
