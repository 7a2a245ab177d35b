import type { BlocksField } from 'payload'

import { advancedMatrixBlocks, simpleMatrixBlocks } from '@/blocks'

export const simpleMatrixField: BlocksField = {
  name: 'pageContentMatrixSimple',
  type: 'blocks',
  label: 'Inhoud',
  blocks: simpleMatrixBlocks,
}

export const advancedMatrixField: BlocksField = {
  name: 'pageContentMatrixAdvanced',
  type: 'blocks',
  label: 'Inhoud (uitgebreid)',
  blocks: advancedMatrixBlocks,
}
