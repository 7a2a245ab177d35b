import type { Metadata } from 'next'
import type React from 'react'

export const metadata: Metadata = { robots: { index: false } }

/** A bare document for the benchmark's ceiling and floor pages (bench-ceiling/[bytes], bench-floor/[key]). */
export default function BenchLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="nl">
      <body>{children}</body>
    </html>
  )
}
