import { LinkList } from '@/components/LinkList'
import type { CallToActionBlock as CallToActionBlockData } from '@/payload-types'

export function CallToActionBlock({ block }: { block: CallToActionBlockData }) {
  return (
    <section className="container-site">
      <div className="rounded-3xl bg-brand-purple px-6 py-12 text-white md:px-16 md:py-16">
        <h2 className="max-w-3xl text-[length:var(--text-h2)]">{block.blockTitle}</h2>
        {block.blockContent ? <p className="mt-4 max-w-prose text-lg text-white/90">{block.blockContent}</p> : null}
        <LinkList
          className="mt-8 flex flex-wrap items-center gap-4"
          links={[
            { link: block.blockButtonPrimary, className: 'btn bg-white text-brand-purple-dark hover:bg-tint' },
            { link: block.blockButtonSecondary, className: 'btn btn-secondary text-white hover:bg-white/10' },
          ]}
        />
      </div>
    </section>
  )
}
