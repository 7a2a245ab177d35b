import Link from 'next/link'

import { ArrowLeftIcon } from '@/components/shell/icons'
import { nl } from '@/i18n/nl'

type Props = { href: string; className?: string }

/** SPEC 2.2: a back link reading 'Terug' (to a list page, for example). */
export function BackLink({ href, className = '' }: Props) {
  return (
    <Link
      href={href}
      className={`inline-flex items-center gap-2 font-semibold text-brand-purple underline-offset-4 hover:underline ${className}`}
    >
      <ArrowLeftIcon />
      {nl.site.back}
    </Link>
  )
}
