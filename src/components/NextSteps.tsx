import Link from 'next/link'

import { ALERT_PATHS } from '@/alerts/links'
import { nl } from '@/i18n/nl'
import { VACANCIES_PATH } from '@/lists/vacancy-url'

const text = nl.thankYou.nextSteps

/** What a visitor can do after sending a form: look at more vacancies, get new ones by e-mail, or go home. */
export function NextSteps() {
  return (
    <nav aria-labelledby="volgende-stappen" className="mt-10">
      <h2 id="volgende-stappen" className="text-[length:var(--text-h3)]">
        {text.title}
      </h2>
      <ul className="mt-4 flex flex-wrap gap-4">
        <li>
          <Link href={VACANCIES_PATH} className="btn btn-primary">
            {text.vacancies}
          </Link>
        </li>
        <li>
          <Link href={ALERT_PATHS.form} className="btn btn-secondary text-brand-purple">
            {text.alert}
          </Link>
        </li>
      </ul>
      <Link href="/" className="text-link mt-8">
        {nl.notFound.homeLink}
      </Link>
    </nav>
  )
}
