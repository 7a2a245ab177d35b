import type React from 'react'
import { Fragment } from 'react'

import { groupBlocks } from '@/content/block-groups'
import type { Page } from '@/payload-types'

import { ButtonBlock } from './Button/Component'
import { CallToActionBlock } from './CallToAction/Component'
import { ClientsBlock } from './Clients/Component'
import { Faq } from './ContentFoldable/Component'
import { ImagesBlock } from './Images/Component'
import { LabelBlock } from './Label/Component'
import { NoteBlock } from './Note/Component'
import { QuoteBlock } from './Quote/Component'
import { ReferencesBlock } from './References/Component'
import { Roadmap } from './Roadmap/Component'
import { ServicesBlock } from './Services/Component'
import { TeamBlock } from './Team/Component'
import { TextBlock } from './Text/Component'
import { UspBlock } from './Usp/Component'
import { VideoBlock } from './Video/Component'

/** Any block of the advanced matrix; the simple matrix's blocks are a subset. */
type MatrixBlock = NonNullable<Page['pageContentMatrixAdvanced']>[number]

type SingleBlock = Exclude<MatrixBlock, { blockType: 'contentFoldable' | 'roadmap' }>
type SingleBlockType = SingleBlock['blockType']
type BlockOfType<T extends SingleBlockType> = Extract<SingleBlock, { blockType: T }>

/** The component of every block type that renders on its own (FAQ and roadmap are grouped). */
type BlockComponent<T extends SingleBlockType> = (props: { block: BlockOfType<T> }) => React.ReactNode

const BLOCKS: { [T in SingleBlockType]: BlockComponent<T> } = {
  text: TextBlock,
  quote: QuoteBlock,
  images: ImagesBlock,
  button: ButtonBlock,
  team: TeamBlock,
  clients: ClientsBlock,
  callToAction: CallToActionBlock,
  note: NoteBlock,
  video: VideoBlock,
  references: ReferencesBlock,
  label: LabelBlock,
  services: ServicesBlock,
  usp: UspBlock,
}

function renderBlock<T extends SingleBlockType>(type: T, block: BlockOfType<T>) {
  const Component: BlockComponent<T> = BLOCKS[type]
  return <Component block={block} />
}

type Props = { blocks: readonly MatrixBlock[] | null | undefined }

/**
 * A content matrix: consecutive FAQ items become one numbered list, consecutive roadmap blocks
 * one roadmap, every other block its own component; keyed by block id. The blocks are siblings
 * in the page body (see views/PageBody), which spaces them.
 */
export function RenderBlocks({ blocks }: Props) {
  return groupBlocks(blocks).map((group) => (
    <Fragment key={group.key}>
      {group.kind === 'faq' ? <Faq items={group.items} /> : null}
      {group.kind === 'roadmap' ? <Roadmap steps={group.steps} /> : null}
      {group.kind === 'single' ? renderBlock(group.block.blockType, group.block) : null}
    </Fragment>
  ))
}
