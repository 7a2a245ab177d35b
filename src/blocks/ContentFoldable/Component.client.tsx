'use client'

import type React from 'react'
import { useId, useState } from 'react'

type Props = { number: string; question: string; children: React.ReactNode }

/**
 * One FAQ item as a disclosure button (SPEC 4: closed or open, 500 ms). The answer folds with a
 * grid-row transition; 'visibility' keeps a closed answer out of the tab order and screen readers.
 */
export function FoldableItem({ number, question, children }: Props) {
  const [open, setOpen] = useState(false)
  const panelId = useId()
  return (
    <div>
      <h3>
        <button
          type="button"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((value) => !value)}
          className="flex w-full items-baseline gap-5 py-6 text-left hover:text-brand-purple"
        >
          <span className="font-bold text-brand-blue-dark tabular-nums">{number}</span>
          <span className="flex-1 text-[length:var(--text-h3)] leading-snug font-semibold">{question}</span>
          <span
            aria-hidden="true"
            className={`flex h-8 w-8 shrink-0 items-center justify-center self-center rounded-full border-2 border-current text-xl leading-none transition-transform duration-500 motion-reduce:transition-none ${open ? 'rotate-45' : ''}`}
          >
            +
          </span>
        </button>
      </h3>
      <div
        id={panelId}
        data-state={open ? 'open' : 'closed'}
        className={`grid transition-[grid-template-rows,visibility] duration-500 ease-in-out motion-reduce:transition-none ${open ? 'visible grid-rows-[1fr]' : 'invisible grid-rows-[0fr]'}`}
      >
        <div className="overflow-hidden">
          <div className="pr-12 pb-6 pl-10">{children}</div>
        </div>
      </div>
    </div>
  )
}
