import Link from 'next/link'
import type React from 'react'

import { nl } from '@/i18n/nl'
import { isExternalHref, resolveLinkHref, type LinkValue } from '@/routing/links'

type Props = {
  link: LinkValue | null | undefined
  className?: string
  children?: React.ReactNode
} & Omit<React.AnchorHTMLAttributes<HTMLAnchorElement>, 'href'>

/** Every link from the content system: external targets as plain anchors, the rest client-side. */
export function CmsLink({ link, className, children, ...rest }: Props) {
  const href = resolveLinkHref(link)
  if (!href) return null
  const content = children ?? link?.text
  const newTab = Boolean(link?.newTab)
  if (isExternalHref(href)) {
    return (
      <a
        href={href}
        className={className}
        {...(newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
        {...rest}
      >
        {content}
        {newTab ? <span className="sr-only"> {nl.site.newTab}</span> : null}
      </a>
    )
  }
  return (
    <Link href={href} className={className} {...(newTab ? { target: '_blank' } : {})} {...rest}>
      {content}
      {newTab ? <span className="sr-only"> {nl.site.newTab}</span> : null}
    </Link>
  )
}
