import type React from 'react'

/**
 * The sections of a page below its key visual, one section-space apart. On a fresh visit each is
 * rendered when it comes near the viewport (`.deferred-sections` in globals.css): a section is
 * then the containing block of anything fixed inside it, a stacking context, and clips what it
 * paints 2.5rem past its edge, so a popover or a sticky aside belongs outside PageBody. `flush`
 * leaves out the space above, for a body that starts below something already spaced.
 */
export function PageBody({ children, flush = false }: { children: React.ReactNode; flush?: boolean }) {
  return (
    <div
      className={`deferred-sections flex flex-col gap-[var(--spacing-section)] ${flush ? 'pb-[var(--spacing-section)]' : 'py-[var(--spacing-section)]'}`}
    >
      {children}
    </div>
  )
}
