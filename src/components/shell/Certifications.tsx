import { MediaImage } from '@/components/media/MediaImage'
import { nl } from '@/i18n/nl'
import type { CertificationDoc } from '@/page-data/employers'

const text = nl.employers.certifications

/**
 * The quality marks and memberships in the footer: each logo on a white tile (the logos are made
 * for white), its name and what it means, linking to the organisation behind it.
 */
export function Certifications({ certifications }: { certifications: readonly CertificationDoc[] }) {
  if (!certifications.length) return null
  return (
    <section aria-labelledby="keurmerken" className="border-t border-white/15 py-10" data-testid="certifications">
      <h2 id="keurmerken" className="text-sm font-bold tracking-wider text-white/70 uppercase">
        {text.title}
      </h2>
      <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {certifications.map((certification) => {
          const logo = (
            <span className="relative block aspect-[2/1] w-32 shrink-0 rounded-xl bg-white">
              <span className="absolute inset-2">
                <MediaImage media={certification.logo} fill sizes="128px" fit="contain" alt="" />
              </span>
            </span>
          )
          return (
            <li key={certification.id} className="flex flex-col gap-3">
              {certification.url ? (
                <a
                  href={certification.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="flex flex-col gap-3 font-semibold underline-offset-4 hover:underline"
                >
                  {logo}
                  <span>
                    {certification.name}
                    <span className="sr-only"> {nl.site.newTab}</span>
                  </span>
                </a>
              ) : (
                <>
                  {logo}
                  <span className="font-semibold">{certification.name}</span>
                </>
              )}
              {certification.description ? <p className="text-sm text-white/80">{certification.description}</p> : null}
            </li>
          )
        })}
      </ul>
    </section>
  )
}
