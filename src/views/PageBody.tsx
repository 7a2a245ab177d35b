import type React from 'react'

/** The sections of a page below its key visual, one section-space apart. */
export function PageBody({ children }: { children: React.ReactNode }) {
  return <div className="flex flex-col gap-[var(--spacing-section)] py-[var(--spacing-section)]">{children}</div>
}
