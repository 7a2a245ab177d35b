import { MediaImage } from '@/components/media/MediaImage'
import type { VacancyContact } from '@/content/vacancy-contact'
import { nl } from '@/i18n/nl'
import type { Media } from '@/payload-types'

export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`

/** A person's portrait as a circle of `size` pixels; nothing when there is none. Decorative: the name is beside it. */
export function RecruiterPhoto({ recruiter, size }: { recruiter: { photo?: number | Media | null }; size: 64 | 96 }) {
  if (!recruiter.photo || typeof recruiter.photo !== 'object') return null
  return (
    <MediaImage
      media={recruiter.photo}
      sizes={`${size}px`}
      alt=""
      className={`${size === 64 ? 'size-16' : 'size-24'} shrink-0 rounded-full object-cover`}
    />
  )
}

/** Who the contact is, in a few words: 'Je recruiter', 'Je contactpersoon voor Zorg & Welzijn', 'Ons kantoor'. */
export function contactLabel(contact: VacancyContact): string {
  if (contact.role === 'recruiter') return nl.vacancy.recruiterLabel
  if (contact.role === 'sector' && contact.sector) return nl.vacancy.sectorContactLabel(contact.sector)
  return nl.vacancy.officeContactLabel
}

function contactIntro(contact: VacancyContact): string {
  if (contact.role === 'recruiter') return nl.vacancy.contactIntro(contact.name)
  if (contact.role === 'sector' && contact.sector) return nl.vacancy.contactIntroSector(contact.name, contact.sector)
  return nl.vacancy.contactIntroOffice(contact.name)
}

/** The vacancy's contact person: photo, name, phone and e-mail of its recruiter, account manager or office. */
export function RecruiterContact({ contact }: { contact: VacancyContact }) {
  return (
    <aside
      aria-labelledby="recruiter-contact"
      className="mt-10 flex flex-col items-start gap-4 rounded-2xl bg-tint p-6 sm:flex-row sm:items-center sm:gap-6"
    >
      <RecruiterPhoto recruiter={contact} size={96} />
      {/* On a phone the photo stands above the text, which wraps a long address rather than widen the page. */}
      <div className="min-w-0">
        <h2 id="recruiter-contact" className="text-[length:var(--text-h3)]">
          {nl.vacancy.contactTitle}
        </h2>
        <p className="mt-2">{contactIntro(contact)}</p>
        <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
          {contact.phone ? (
            <>
              <dt className="font-semibold">{nl.vacancy.contactPhone}</dt>
              <dd>
                <a href={telHref(contact.phone)} className="text-link text-brand-purple">
                  {contact.phone}
                </a>
              </dd>
            </>
          ) : null}
          <dt className="font-semibold">{nl.vacancy.contactEmail}</dt>
          <dd className="min-w-0">
            <a
              href={`mailto:${contact.email}`}
              className="text-link max-w-full [overflow-wrap:anywhere] text-brand-purple"
            >
              {contact.email}
            </a>
          </dd>
        </dl>
      </div>
    </aside>
  )
}
