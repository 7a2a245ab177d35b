import type { Metadata } from 'next'

import { nl } from '@/i18n/nl'
import { NotFoundView } from '@/views/NotFoundView'

export const metadata: Metadata = { title: nl.notFound.title, robots: { index: false } }

export default function NotFound() {
  return <NotFoundView />
}
