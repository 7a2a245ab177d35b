import Link from 'next/link'

import { nl } from '@/i18n/nl'

/** SPEC 2.3: the 404 page. */
export function NotFoundView() {
  return (
    <section className="container-site py-[var(--spacing-section)] text-center">
      <p className="text-2xl font-semibold text-brand-purple">{nl.notFound.oops}</p>
      <p aria-hidden="true" className="mt-2 text-[length:var(--text-display)] font-bold text-brand-blue">
        {nl.notFound.code}
      </p>
      <h1 className="mt-2 text-[length:var(--text-h1)]">{nl.notFound.title}</h1>
      <p className="mx-auto mt-4 max-w-prose text-muted">{nl.notFound.text}</p>
      <Link href="/" className="btn btn-primary mt-8">
        {nl.notFound.homeLink}
      </Link>
    </section>
  )
}
