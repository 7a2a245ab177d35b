import { referenceCollection } from './editable-collection'

export const Locations = referenceCollection({
  slug: 'locations',
  labels: { singular: 'Vestiging', plural: 'Vestigingen' },
  admin: { useAsTitle: 'locationCity', defaultColumns: ['locationCity', 'locationAddress'] },
  defaultSort: 'sortOrder',
  fields: [
    { name: 'locationCity', type: 'text', label: 'Plaats', required: true },
    { name: 'locationAddress', type: 'text', label: 'Adres', required: true },
    { name: 'locationZipCode', type: 'text', label: 'Postcode', required: true },
    { name: 'locationPhone', type: 'text', label: 'Telefoon' },
    { name: 'locationImage', type: 'upload', relationTo: 'media', label: 'Afbeelding', required: true },
    { name: 'sortOrder', type: 'number', label: 'Volgorde', defaultValue: 0, admin: { position: 'sidebar' } },
  ],
})
