import type { Block } from 'payload'

export const RoadmapBlock: Block = {
  slug: 'roadmap',
  dbName: ({ tableName }) => `${tableName}_roadmap`,
  interfaceName: 'RoadmapBlock',
  labels: { singular: 'Stappenplan-stap', plural: 'Stappenplan' },
  fields: [
    { name: 'blockLabel', type: 'text', label: 'Label', required: true },
    { name: 'title', type: 'text', label: 'Titel', required: true },
    { name: 'blockContent', type: 'richText', label: 'Inhoud' },
  ],
}
