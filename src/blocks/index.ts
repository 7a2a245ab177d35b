import type { Block } from 'payload'

import { ButtonBlock } from './Button/config'
import { CallToActionBlock } from './CallToAction/config'
import { ClientsBlock } from './Clients/config'
import { ContentFoldableBlock } from './ContentFoldable/config'
import { ImagesBlock } from './Images/config'
import { LabelBlock } from './Label/config'
import { NoteBlock } from './Note/config'
import { QuoteBlock } from './Quote/config'
import { ReferencesBlock } from './References/config'
import { RoadmapBlock } from './Roadmap/config'
import { ServicesBlock } from './Services/config'
import { TeamBlock } from './Team/config'
import { TextBlock } from './Text/config'
import { UspBlock } from './Usp/config'
import { VideoBlock } from './Video/config'

/** Blocks of the simple content matrix (SPEC 2.3: text, quote, images, button). */
export const simpleMatrixBlocks: Block[] = [TextBlock, QuoteBlock, ImagesBlock, ButtonBlock]

/** Blocks of the advanced content matrix. */
export const advancedMatrixBlocks: Block[] = [
  ContentFoldableBlock,
  RoadmapBlock,
  TeamBlock,
  TextBlock,
  QuoteBlock,
  ImagesBlock,
  ClientsBlock,
  CallToActionBlock,
  NoteBlock,
  VideoBlock,
  ReferencesBlock,
  LabelBlock,
  ServicesBlock,
  UspBlock,
  ButtonBlock,
]
