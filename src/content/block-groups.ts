/** A content-matrix block as the grouping needs it: its type and its (optional) id. */
type MatrixBlock = { blockType: string; id?: string | null }

type Foldable<B> = Extract<B, { blockType: 'contentFoldable' }>
type Step<B> = Extract<B, { blockType: 'roadmap' }>
type Single<B> = Exclude<B, { blockType: 'contentFoldable' | 'roadmap' }>

/** One FAQ item with its number, padded to two digits ('01'). */
export type NumberedFoldable<F> = { number: string; block: F }

/** What the block renderer draws: a block on its own, a FAQ list or a roadmap. */
export type BlockGroup<B extends MatrixBlock> =
  | { kind: 'single'; key: string; block: Single<B> }
  | { kind: 'faq'; key: string; items: NumberedFoldable<Foldable<B>>[] }
  | { kind: 'roadmap'; key: string; steps: Step<B>[] }

const isFoldable = <B extends MatrixBlock>(block: B): block is Foldable<B> => block.blockType === 'contentFoldable'
const isStep = <B extends MatrixBlock>(block: B): block is Step<B> => block.blockType === 'roadmap'
const isSingle = <B extends MatrixBlock>(block: B): block is Single<B> => !isFoldable(block) && !isStep(block)

/** Two-digit FAQ numbers, counted from 01 within each group. */
export function formatFaqNumber(position: number): string {
  return String(position).padStart(2, '0')
}

/**
 * Groups consecutive contentFoldable blocks into one numbered FAQ list and consecutive roadmap
 * blocks into one roadmap (SPEC 2.3); every other block stays on its own. Keys come from the
 * first block's id, or its position when the id is missing.
 */
export function groupBlocks<B extends MatrixBlock>(blocks: readonly B[] | null | undefined): BlockGroup<B>[] {
  const groups: BlockGroup<B>[] = []
  ;(blocks ?? []).forEach((block, index) => {
    const key = block.id || `${block.blockType}-${index}`
    const last = groups.at(-1)
    if (isFoldable(block)) {
      if (last?.kind === 'faq') last.items.push({ number: formatFaqNumber(last.items.length + 1), block })
      else groups.push({ kind: 'faq', key, items: [{ number: formatFaqNumber(1), block }] })
    } else if (isStep(block)) {
      if (last?.kind === 'roadmap') last.steps.push(block)
      else groups.push({ kind: 'roadmap', key, steps: [block] })
    } else if (isSingle(block)) {
      groups.push({ kind: 'single', key, block })
    }
  })
  return groups
}
