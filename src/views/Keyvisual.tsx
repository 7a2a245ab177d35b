import type React from 'react'

import { InlineMarkup } from '@/components/InlineMarkup'
import { LinkList } from '@/components/LinkList'
import { MediaImage } from '@/components/media/MediaImage'
import type { Media } from '@/payload-types'
import type { LinkValue } from '@/routing/links'

type Props = {
  title: string
  keyvisualTitle?: string | null
  keyvisualContent?: string | null
  keyvisualColor?: 'light' | 'dark' | null
  keyvisualImage?: Media | number | null
  tag?: string | null
  buttonLink?: LinkValue | null
  linkText?: LinkValue | null
  /** Shown above the tag, e.g. a breadcrumb. */
  breadcrumb?: React.ReactNode
  /** Shown below the intro, e.g. a story's quote. */
  children?: React.ReactNode
  /**
   * A list's banner, so that its first screen shows the list: a smaller title and no image; small
   * screens get the title only (the intro and links from `md` up).
   */
  compact?: boolean
  /** A smaller title and less space, without an image: a page whose content should come soon (a vacancy). */
  dense?: boolean
}

/** The hero of a page: title with emphasis, intro, image and up to two calls to action. */
export function Keyvisual({
  title,
  keyvisualTitle,
  keyvisualContent,
  keyvisualColor,
  keyvisualImage,
  tag,
  buttonLink,
  linkText,
  breadcrumb,
  children,
  compact = false,
  dense = false,
}: Props) {
  const dark = keyvisualColor === 'dark'
  const small = compact || dense
  const wide = compact ? 'hidden md:block' : ''
  return (
    <section className={dark ? 'bg-brand-purple text-white' : 'bg-tint text-ink'}>
      <div
        className={`container-site grid items-center gap-10 md:grid-cols-12 ${small ? `pt-[calc(2.5rem+var(--hero-offset,0px))] pb-10 ${compact ? 'max-md:pt-8 max-md:pb-6' : ''}` : 'pt-[calc(var(--spacing-section)+var(--hero-offset,0px))] pb-[var(--spacing-section)]'}`}
      >
        <div className="md:col-span-7">
          {breadcrumb}
          {tag ? (
            <p
              className={`mb-3 font-semibold tracking-wider uppercase ${dark ? 'text-white/85' : 'text-brand-purple'}`}
            >
              {tag}
            </p>
          ) : null}
          <h1
            className={`${small ? 'text-[length:var(--text-h1)]' : 'text-[length:var(--text-display)]'} ${dark ? '[&_em]:text-[#a9c8ff]' : ''}`}
          >
            {keyvisualTitle ? <InlineMarkup html={keyvisualTitle} /> : title}
          </h1>
          {keyvisualContent ? (
            <p
              className={`${small ? 'mt-3' : 'mt-6'} max-w-prose text-lg ${dark ? 'text-white/90' : 'text-muted'} ${wide}`}
            >
              {keyvisualContent}
            </p>
          ) : null}
          <LinkList
            className={`mt-8 flex flex-wrap items-center gap-6 ${wide}`}
            links={[
              { link: buttonLink, className: dark ? 'btn bg-white text-brand-purple-dark' : 'btn btn-primary' },
              { link: linkText, className: 'text-link' },
            ]}
          />
          {children}
        </div>
        {keyvisualImage && !small ? (
          <div className={`relative aspect-[4/3] overflow-hidden rounded-2xl md:col-span-5 ${wide}`}>
            <MediaImage media={keyvisualImage} fill priority sizes="(min-width: 768px) 40vw, 100vw" />
          </div>
        ) : null}
      </div>
    </section>
  )
}
