import Link from 'next/link'

import { nl } from '@/i18n/nl'
import { buildSubjectHref } from '@/lists/list-params'
import type { SubjectDoc } from '@/lists/server/lists'

type Props = { path: string; subjects: SubjectDoc[]; current: string | null }

/** Subject links of the blog: each starts at page 1 and leaves empty values out of the URL. */
export function SubjectFilter({ path, subjects, current }: Props) {
  const options = [
    { key: 'all', slug: null, title: nl.lists.allSubjects },
    ...subjects.flatMap(({ id, slug, title }) => (slug ? [{ key: String(id), slug, title }] : [])),
  ]
  return (
    <nav aria-label={nl.lists.subjectFilter} className="mb-10">
      <ul className="flex flex-wrap gap-3">
        {options.map((subject) => {
          const active = subject.slug === current
          return (
            <li key={subject.key}>
              <Link
                href={buildSubjectHref(path, subject.slug)}
                data-keep-scroll="true"
                aria-current={active ? 'true' : undefined}
                className={`inline-flex min-h-11 items-center rounded-full border-2 px-5 font-semibold transition-colors ${active ? 'border-brand-purple bg-brand-purple text-white' : 'border-line text-ink hover:border-brand-purple hover:text-brand-purple'}`}
              >
                {subject.title}
              </Link>
            </li>
          )
        })}
      </ul>
    </nav>
  )
}
