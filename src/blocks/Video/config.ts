import type { Block } from 'payload'

export const VideoBlock: Block = {
  slug: 'video',
  dbName: ({ tableName }) => `${tableName}_video`,
  interfaceName: 'VideoBlock',
  labels: { singular: 'Video', plural: 'Video’s' },
  fields: [
    { name: 'blockTitle', type: 'text', label: 'Titel (voor schermlezers)', required: true },
    {
      name: 'blockVideo',
      type: 'text',
      label: 'Video-URL',
      required: true,
      admin: { description: 'YouTube, Vimeo, Dailymotion of Coub.' },
    },
  ],
}
