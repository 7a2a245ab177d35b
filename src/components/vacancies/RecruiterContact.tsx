import { MediaImage } from '@/components/media/MediaImage'
import { nl } from '@/i18n/nl'
import type { Recruiter } from '@/payload-types'

export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`

/** The recruiter's portrait as a circle of `size` pixels; nothing when there is none. Decorative: the name is beside it. */
export function RecruiterPhoto({ recruiter, size }: { recruiter: Recruiter; size: 64 | 96 }) {
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

/** The vacancy's contact person: photo, name, phone and e-mail of its recruiter. */
export function RecruiterContact({ recruiter }: { recruiter: Recruiter }) {
  return (
    <aside
      aria-labelledby="recruiter-contact"
      className="mt-10 flex flex-col items-start gap-4 rounded-2xl bg-tint p-6 sm:flex-row sm:items-center sm:gap-6"
    >
      <RecruiterPhoto recruiter={recruiter} size={96} />
      {/* On a phone the photo stands above the text, which wraps a long address rather than widen the page. */}
      <div className="min-w-0">
        <h2 id="recruiter-contact" className="text-[length:var(--text-h3)]">
          {nl.vacancy.contactTitle}
        </h2>
        <p className="mt-2">{nl.vacancy.contactIntro(recruiter.name)}</p>
        <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
          {recruiter.phone ? (
            <>
              <dt className="font-semibold">{nl.vacancy.contactPhone}</dt>
              <dd>
                <a href={telHref(recruiter.phone)} className="text-link text-brand-purple">
                  {recruiter.phone}
                </a>
              </dd>
            </>
          ) : null}
          <dt className="font-semibold">{nl.vacancy.contactEmail}</dt>
          <dd className="min-w-0">
            <a
              href={`mailto:${recruiter.email}`}
              className="text-link max-w-full [overflow-wrap:anywhere] text-brand-purple"
            >
              {recruiter.email}
            </a>
          </dd>
        </dl>
      </div>
    </aside>
  )
}
