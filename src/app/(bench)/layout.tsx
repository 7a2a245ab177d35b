import type React from 'react'

/** A bare document for the benchmark's ceiling page (see bench-ceiling/[bytes]/page.tsx). */
export default function BenchLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="nl">
      <body>{children}</body>
    </html>
  )
}
