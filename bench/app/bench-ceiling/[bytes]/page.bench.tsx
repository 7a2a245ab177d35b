import { notFound } from 'next/navigation'

type Props = { params: Promise<{ bytes: string }> }

const MAX_BYTES = 1_000_000

/**
 * The throughput benchmark's ceiling (`npm run bench`): a page with the given number of characters,
 * rendered on its first request and then served from Next's cache, like the site's pages but with
 * no reads and no layout. Only the benchmark's build holds it (bench/lib/bench-build.mjs); for
 * anything but a whole number up to a million it is a 404.
 *
 * Its text opens with '’', as every page of the site has characters outside Latin-1 (the
 * stylesheet's arrows, the Dutch apostrophe, an ellipsis). V8 then holds the page as a two-byte
 * string, which Next hashes for the ETag and encodes to UTF-8 on every request: an all-ASCII twin
 * of the home page served 532 requests a second against 437 for the page itself, so the ratio
 * measured our own work and the cost of those characters together.
 */
export const dynamic = 'force-static'
export const dynamicParams = true

export function generateStaticParams() {
  return []
}

export default async function BenchCeilingPage({ params }: Props) {
  const { bytes } = await params
  const size = Number(bytes)
  if (!/^\d+$/.test(bytes) || size > MAX_BYTES) notFound()
  return (
    <main>
      <p>{size ? `’${'x'.repeat(size - 1)}` : ''}</p>
    </main>
  )
}
