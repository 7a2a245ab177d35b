import type { BlocksField } from 'payload'

import { advancedMatrixBlocks, simpleMatrixBlocks } from '@/blocks'

export const simpleMatrixField: BlocksField = {
  name: 'pageContentMatrixSimple',
  type: 'blocks',
  label: 'Inhoud',
  labels: { singular: 'Blok', plural: 'Blokken' },
  admin: {
    description: 'De blokken van de pagina, van boven naar beneden. Versleep een blok om de volgorde te wijzigen.',
  },
  blocks: simpleMatrixBlocks,
}

export const advancedMatrixField: BlocksField = {
  name: 'pageContentMatrixAdvanced',
  type: 'blocks',
  label: 'Inhoud (uitgebreid)',
  labels: { singular: 'Blok', plural: 'Blokken' },
  admin: {
    description: 'De blokken van de pagina, van boven naar beneden. Versleep een blok om de volgorde te wijzigen.',
  },
  blocks: advancedMatrixBlocks,
}
