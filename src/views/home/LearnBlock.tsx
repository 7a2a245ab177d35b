import { CmsLink } from '@/components/CmsLink'
import { MediaImage } from '@/components/media/MediaImage'
import type { Media, Page } from '@/payload-types'

/** The home page's learn block: images beside a tag, a two-part title, a text and a link. */
export function LearnBlock({ page }: { page: Page }) {
  const { learnSubtitle, learnTitle, learnDescription, learnLink } = page
  if (!learnTitle?.col1 && !learnDescription) return null
  const images = (page.learnImages ?? [])
    .filter((image): image is Media => typeof image === 'object' && image !== null)
    .slice(0, 3)
  return (
    <section className="container-site grid items-center gap-10 md:grid-cols-12" aria-labelledby="leren">
      <div className="grid grid-cols-2 gap-4 md:col-span-6">
        {images.map((image, index) => (
          <div
            key={image.id}
            className={`relative overflow-hidden rounded-2xl bg-tint ${index === 0 ? 'row-span-2 aspect-[3/4]' : 'aspect-square'} ${images.length === 2 && index === 1 ? 'mt-12' : ''}`}
          >
            <MediaImage media={image} fill sizes="(min-width: 768px) 25vw, 45vw" />
          </div>
        ))}
      </div>
      <div className="md:col-span-6 md:pl-8">
        {learnSubtitle ? (
          <p className="mb-3 text-sm font-semibold tracking-wider text-brand-purple uppercase">{learnSubtitle}</p>
        ) : null}
        <h2 id="leren" className="text-[length:var(--text-h2)]">
          {learnTitle?.col1}
          {learnTitle?.col2 ? (
            <>
              {' '}
              <em className="text-brand-blue not-italic">{learnTitle.col2}</em>
            </>
          ) : null}
        </h2>
        {learnDescription ? <p className="prose-site mt-5 text-lg text-muted">{learnDescription}</p> : null}
        <CmsLink link={learnLink} className="text-link mt-8 text-brand-purple" />
      </div>
    </section>
  )
}
