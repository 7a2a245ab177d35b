import type { Block } from 'payload'

/** Cards of pages that each describe a service (uitzenden, detacheren, ...), linking to them. */
export const ServicesBlock: Block = {
  slug: 'services',
  dbName: ({ tableName }) => `${tableName}_svc`,
  interfaceName: 'ServicesBlock',
  labels: { singular: 'Diensten', plural: 'Diensten' },
  fields: [
    { name: 'blockTitle', type: 'text', label: 'Titel' },
    {
      name: 'blockServices',
      type: 'relationship',
      relationTo: 'pages',
      hasMany: true,
      required: true,
      label: 'Dienstpagina’s',
      admin: { description: 'Elke pagina wordt een kaart met haar titel, de tekst van haar keyvisual en een link.' },
    },
  ],
}
