import type { Block } from 'payload'

export const NoteBlock: Block = {
  slug: 'note',
  dbName: ({ tableName }) => `${tableName}_note`,
  interfaceName: 'NoteBlock',
  labels: { singular: 'Notitie', plural: 'Notities' },
  fields: [
    { name: 'blockTitle', type: 'text', label: 'Titel' },
    { name: 'blockNote', type: 'textarea', label: 'Notitie', required: true },
  ],
}
