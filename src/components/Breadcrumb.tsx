import Link from 'next/link'

import { siteUrl } from '@/env'
import { nl } from '@/i18n/nl'
import { buildBreadcrumbJsonLd, type BreadcrumbItem } from '@/seo/structured-data'

import { JsonLd } from './JsonLd'

type Props = {
  /** The trail from the home page to the current page; the last item is the current page. */
  items: BreadcrumbItem[]
  tone?: 'light' | 'dark'
}

/** The trail of a page one level below an overview: home, the overview, the page. */
export function trailTo(overview: BreadcrumbItem, current: BreadcrumbItem): BreadcrumbItem[] {
  return [{ name: nl.site.home, path: '/' }, overview, current]
}

/** A breadcrumb trail with its BreadcrumbList structured data. */
export function Breadcrumb({ items, tone = 'light' }: Props) {
  const linkColour = tone === 'dark' ? 'text-white' : 'text-brand-purple'
  return (
    <>
      <nav aria-label={nl.site.breadcrumb} className="mb-6 text-sm">
        <ol className="flex flex-wrap items-center gap-x-2 gap-y-1">
          {items.map((item, index) => {
            const current = index === items.length - 1
            return (
              <li key={item.path} className="flex items-center gap-2">
                {index > 0 ? (
                  <span aria-hidden="true" className={tone === 'dark' ? 'text-white/70' : 'text-muted'}>
                    /
                  </span>
                ) : null}
                {current ? (
                  <span aria-current="page" className={tone === 'dark' ? 'text-white/85' : 'text-muted'}>
                    {item.name}
                  </span>
                ) : (
                  <Link href={item.path} className={`font-semibold underline underline-offset-4 ${linkColour}`}>
                    {item.name}
                  </Link>
                )}
              </li>
            )
          })}
        </ol>
      </nav>
      <JsonLd data={buildBreadcrumbJsonLd(siteUrl(), items)} />
    </>
  )
}
