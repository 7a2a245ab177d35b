import { notFound } from 'next/navigation'

type Props = { params: Promise<{ key: string }> }

/**
 * The benchmark's floor for pages rendered on request (`npm run bench`): a page Next renders anew
 * for every request, with no reads, no layout and a few characters of text. The uncached searches
 * are measured beside it in the same run: no page this server renders per request can answer at a
 * higher rate, or sooner, than this one. Only the benchmark's build holds it
 * (bench/lib/bench-build.mjs); for anything but a whole number it is a 404.
 */
export const dynamic = 'force-dynamic'

export default async function BenchFloorPage({ params }: Props) {
  const { key } = await params
  if (!/^\d{1,12}$/.test(key)) notFound()
  // '’' as on the ceiling page: the site's pages all hold characters outside Latin-1, so their HTML
  // is a two-byte string that costs more to hash and encode; the floor pays that too.
  return (
    <main>
      <p>’{key}</p>
    </main>
  )
}
