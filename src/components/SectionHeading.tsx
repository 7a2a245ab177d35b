import type React from 'react'

type Props = {
  title: React.ReactNode
  /** A short subject line above the title. */
  tag?: string | null
  id?: string
  /** A link or controls shown beside the title on wide screens. */
  action?: React.ReactNode
  tone?: 'light' | 'dark'
}

/** The heading of a page section: optional subject line, an h2 and an optional action. */
export function SectionHeading({ title, tag, id, action, tone = 'light' }: Props) {
  return (
    <div className="mb-8 flex flex-wrap items-end justify-between gap-x-8 gap-y-4">
      <div className="max-w-3xl">
        {tag ? (
          <p
            className={`mb-2 text-sm font-semibold tracking-wider uppercase ${tone === 'dark' ? 'text-white/85' : 'text-brand-purple'}`}
          >
            {tag}
          </p>
        ) : null}
        <h2 id={id} className="text-[length:var(--text-h2)]">
          {title}
        </h2>
      </div>
      {action}
    </div>
  )
}
