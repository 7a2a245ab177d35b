import Link from 'next/link'

import { CmsLink } from '@/components/CmsLink'
import type { Navigation } from '@/payload-types'
import { nl } from '@/i18n/nl'

type Props = { navigation: Navigation; brandName: string }

export function Header({ navigation, brandName }: Props) {
  const items = navigation.items ?? []
  return (
    <header className="sticky top-0 z-40 border-b border-line bg-surface">
      <div className="container-site flex h-18 items-center justify-between gap-6">
        <Link href="/" className="text-xl font-bold tracking-tight text-brand-purple">
          {brandName}
        </Link>
        <nav aria-label={nl.site.mainNavigation}>
          <ul className="flex flex-wrap items-center gap-x-6 gap-y-2">
            {items.map((item) => (
              <li key={item.id} className="group relative">
                <CmsLink link={item.linkText} className="font-semibold hover:text-brand-purple" />
                {item.children?.length ? (
                  <ul
                    className={`invisible absolute left-0 top-full z-50 min-w-56 rounded-lg border border-line bg-surface p-3 shadow-lg group-focus-within:visible group-hover:visible ${item.twoColumns ? 'grid grid-cols-2 gap-x-6 min-w-96' : ''}`}
                  >
                    {item.children.map((child) => (
                      <li key={child.id}>
                        <CmsLink link={child.linkText} className="block py-1 hover:text-brand-purple" />
                      </li>
                    ))}
                  </ul>
                ) : null}
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </header>
  )
}
