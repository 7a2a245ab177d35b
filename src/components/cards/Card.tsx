import Link from 'next/link'
import type React from 'react'

import { MediaImage } from '@/components/media/MediaImage'
import type { Media } from '@/payload-types'

import { Tag, type TagTone } from '../Tag'

const CARD_IMAGE_SIZES = '(min-width: 1100px) 31vw, (min-width: 600px) 50vw, 90vw'

type Props = {
  title: string
  /** The card's link; the whole card is clickable through its title. */
  href?: string | null
  image?: Media | number | null
  imageSizes?: string
  /** The image is the page's largest paint (the first card of a list without a key visual). */
  imagePriority?: boolean
  /** 'contain' for logos, which must not be cropped. */
  imageFit?: 'cover' | 'contain'
  /** Drawn over the image (e.g. a story's pattern). */
  imageOverlay?: React.ReactNode
  aspect?: 'landscape' | 'square'
  tag?: string | null
  tagTone?: TagTone
  text?: string | null
  /** The call to action text ('Lees verder'); the title is the link, so this is visual only. */
  cta?: string
  headingLevel?: 2 | 3
  children?: React.ReactNode
}

/**
 * The one card of the site (DESIGN.md): image on top with a fixed aspect ratio, tag, title, short
 * text and a call to action. Stories, news, labels, employees and offices all use it.
 */
export function Card({
  title,
  href,
  image,
  imageSizes = CARD_IMAGE_SIZES,
  imagePriority = false,
  imageFit = 'cover',
  imageOverlay,
  aspect = 'landscape',
  tag,
  tagTone,
  text,
  cta,
  headingLevel = 3,
  children,
}: Props) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  return (
    <article
      className={`group relative flex h-full flex-col overflow-hidden rounded-2xl bg-surface shadow-sm ring-1 ring-line transition-shadow focus-within:ring-2 focus-within:ring-brand-blue ${href ? 'hover:shadow-lg' : ''}`}
    >
      <div className={`relative overflow-hidden bg-tint ${aspect === 'square' ? 'aspect-square' : 'aspect-[3/2]'}`}>
        <div className={imageFit === 'contain' ? 'absolute inset-8' : 'absolute inset-0'}>
          <MediaImage
            media={image}
            fill
            sizes={imageSizes}
            priority={imagePriority}
            fit={imageFit}
            className={
              href ? 'transition-transform duration-500 group-hover:scale-105 motion-reduce:transition-none' : undefined
            }
          />
        </div>
        {imageOverlay}
      </div>
      <div className="flex flex-1 flex-col gap-3 p-6">
        {tag ? <Tag tone={tagTone}>{tag}</Tag> : null}
        <Heading className="text-[length:var(--text-h3)]">
          {href ? (
            <Link
              href={href}
              className="after:absolute after:inset-0 after:content-[''] hover:text-brand-purple focus-visible:outline-none"
            >
              {title}
            </Link>
          ) : (
            title
          )}
        </Heading>
        {text ? <p className="line-clamp-4 text-muted">{text}</p> : null}
        {children}
        {href && cta ? (
          <span aria-hidden="true" className="text-link mt-auto pt-2 text-brand-purple">
            {cta}
          </span>
        ) : null}
      </div>
    </article>
  )
}
