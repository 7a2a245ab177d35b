import type React from 'react'

/**
 * The sections of a page below its key visual, one section-space apart. Each is rendered only
 * when it comes near the viewport (`.deferred-sections` in globals.css).
 */
export function PageBody({ children }: { children: React.ReactNode }) {
  return (
    <div className="deferred-sections flex flex-col gap-[var(--spacing-section)] py-[var(--spacing-section)]">
      {children}
    </div>
  )
}
