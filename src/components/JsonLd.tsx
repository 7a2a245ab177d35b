import { serialiseJsonLd, type JsonLd as JsonLdData } from '@/seo/structured-data'

/** Structured data for search engines; serialiseJsonLd escapes '<', so the JSON cannot end the script. */
export function JsonLd({ data }: { data: JsonLdData | JsonLdData[] }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serialiseJsonLd(data) }} />
}
