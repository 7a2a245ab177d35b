import { RecruiterPhoto, telHref } from '@/components/vacancies/RecruiterContact'
import { nl } from '@/i18n/nl'
import type { Recruiter } from '@/payload-types'

const text = nl.employers.sector

/** The sector's account manager as a person: portrait, name, phone and e-mail. */
export function AccountManager({
  manager,
  sector,
  className = '',
}: {
  manager: Recruiter
  sector: string
  /** Where the card stands in its page's grid. */
  className?: string
}) {
  return (
    <aside
      aria-labelledby="accountmanager"
      className={`rounded-2xl bg-tint p-8 ${className}`}
      data-testid="account-manager"
    >
      <h2 id="accountmanager" className="text-[length:var(--text-h3)]">
        {text.managerTitle}
      </h2>
      <div className="mt-4 flex items-center gap-4">
        <RecruiterPhoto recruiter={manager} size={96} />
        <div className="min-w-0">
          <p className="text-lg font-semibold">{manager.name}</p>
          <p className="text-muted">{text.managerText(sector)}</p>
        </div>
      </div>
      <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
        {manager.phone ? (
          <>
            <dt className="font-semibold">{text.phone}</dt>
            <dd>
              <a href={telHref(manager.phone)} className="text-link text-brand-purple">
                {manager.phone}
              </a>
            </dd>
          </>
        ) : null}
        <dt className="font-semibold">{text.email}</dt>
        <dd className="min-w-0">
          <a href={`mailto:${manager.email}`} className="text-link [overflow-wrap:anywhere] text-brand-purple">
            {manager.email}
          </a>
        </dd>
      </dl>
    </aside>
  )
}
