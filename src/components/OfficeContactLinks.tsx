import { nl } from '@/i18n/nl'
import type { SiteSetting } from '@/payload-types'

/** The office's general phone number and address as links; never its notification address. */
export function OfficeContactLinks({
  settings,
  className,
}: {
  settings: Pick<SiteSetting, 'phone' | 'email'>
  /** The list's spacing in its card. */
  className: string
}) {
  return (
    <ul className={`flex flex-col font-semibold ${className}`}>
      {settings.phone ? (
        <li>
          <span className="sr-only">{nl.forms.labels.phoneNumber}: </span>
          <a
            href={`tel:${settings.phone.replace(/[^\d+]/g, '')}`}
            className="text-brand-blue-dark underline underline-offset-4"
          >
            {settings.phone}
          </a>
        </li>
      ) : null}
      <li>
        <span className="sr-only">{nl.forms.labels.email}: </span>
        <a href={`mailto:${settings.email}`} className="break-all text-brand-blue-dark underline underline-offset-4">
          {settings.email}
        </a>
      </li>
    </ul>
  )
}
