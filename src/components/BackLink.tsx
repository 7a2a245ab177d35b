'use client'

import Link from 'next/link'
import { useSyncExternalStore } from 'react'

import { ArrowLeftIcon } from '@/components/shell/icons'
import { nlSite } from '@/i18n/browser'
import { recallListUrl, type ListKind } from '@/lists/list-memory'

type Props = {
  /** The list's own path: the link without JavaScript, or when no list was seen this visit. */
  href: string
  /** The kind of list: the one last seen (with its filters and page) is where it leads. */
  list: ListKind
  tone?: 'light' | 'dark'
}

const subscribe = () => () => {}

/** SPEC 2.2: a back link reading 'Terug', to the list the visitor came from. */
export function BackLink({ href, list, tone = 'light' }: Props) {
  const target = useSyncExternalStore(
    subscribe,
    () => recallListUrl(list) ?? href,
    () => href,
  )
  return (
    <Link
      href={target}
      className={`mb-4 inline-flex items-center gap-2 font-semibold underline-offset-4 hover:underline ${tone === 'dark' ? 'text-white' : 'text-brand-purple'}`}
    >
      <ArrowLeftIcon />
      {nlSite.back}
    </Link>
  )
}
