import type { NoteBlock as NoteBlockData } from '@/payload-types'

/** A short remark set apart from the running text. */
export function NoteBlock({ block }: { block: NoteBlockData }) {
  return (
    <div className="container-site">
      <div role="note" className="prose-site rounded-2xl border-l-4 border-brand-purple bg-tint px-6 py-5">
        {block.blockTitle ? <p className="font-bold text-brand-purple">{block.blockTitle}</p> : null}
        <p className="mt-1 whitespace-pre-line">{block.blockNote}</p>
      </div>
    </div>
  )
}
