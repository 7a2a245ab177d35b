import type React from 'react'

import { InlineMarkup } from '@/components/InlineMarkup'
import { LinkList } from '@/components/LinkList'
import { MediaImage } from '@/components/media/MediaImage'
import type { LinkValue } from '@/content/links'
import type { Media } from '@/payload-types'

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
  /** Small screens get the title only (the intro and the decorative image from `md` up). */
  compact?: boolean
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
}: Props) {
  const dark = keyvisualColor === 'dark'
  const wide = compact ? 'hidden md:block' : ''
  return (
    <section className={dark ? 'bg-brand-purple text-white' : 'bg-tint text-ink'}>
      <div
        className={`container-site grid items-center gap-10 pt-[calc(var(--spacing-section)+var(--hero-offset,0px))] pb-[var(--spacing-section)] md:grid-cols-12 ${compact ? 'max-md:pt-8 max-md:pb-6' : ''}`}
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
          <h1 className={`text-[length:var(--text-display)] ${dark ? '[&_em]:text-[#a9c8ff]' : ''}`}>
            {keyvisualTitle ? <InlineMarkup html={keyvisualTitle} /> : title}
          </h1>
          {keyvisualContent ? (
            <p className={`mt-6 max-w-prose text-lg ${dark ? 'text-white/90' : 'text-muted'} ${wide}`}>
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
        {keyvisualImage ? (
          <div className={`relative aspect-[4/3] overflow-hidden rounded-2xl md:col-span-5 ${wide}`}>
            <MediaImage
              media={keyvisualImage}
              fill
              priority={!compact}
              sizes={compact ? '40vw' : '(min-width: 768px) 40vw, 100vw'}
            />
          </div>
        ) : null}
      </div>
    </section>
  )
}
