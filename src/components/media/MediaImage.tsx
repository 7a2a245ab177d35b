import { getImageProps } from 'next/image'
import { preload } from 'react-dom'

import { toImageSrc } from '@/content/media'
import type { Media } from '@/payload-types'

type Props = {
  media: Media | number | null | undefined
  sizes: string
  className?: string
  /** The page's key visual (its LCP): loaded at once with high priority and preloaded. */
  priority?: boolean
  fill?: boolean
  /** Overrides the media's alt text; '' marks a decorative image. */
  alt?: string
  fit?: 'cover' | 'contain'
}

/**
 * A media document as a responsive `<img>` from next/image's props (optimised sizes at the
 * configured breakpoints, lazy unless `priority`), with the focal point as object position.
 * Rendered on the server only: next/image's client component would add its JavaScript to
 * every page for no interaction.
 */
export function MediaImage({ media, sizes, className, priority = false, fill = false, alt, fit = 'cover' }: Props) {
  if (!media || typeof media !== 'object' || !media.url) return null
  const objectPosition = `${media.focalX ?? 50}% ${media.focalY ?? 50}%`
  const { props } = getImageProps({
    src: toImageSrc(media.url),
    alt: alt ?? media.alt,
    sizes,
    className,
    loading: priority ? 'eager' : 'lazy',
    fetchPriority: priority ? 'high' : undefined,
    style: { objectPosition: fit === 'cover' ? objectPosition : undefined, objectFit: fit },
    ...(fill ? { fill: true } : { width: media.width ?? 1200, height: media.height ?? 800 }),
  })
  if (priority) {
    preload(props.src, { as: 'image', imageSrcSet: props.srcSet, imageSizes: props.sizes, fetchPriority: 'high' })
  }
  // eslint-disable-next-line @next/next/no-img-element -- the props are next/image's own
  return <img {...props} alt={props.alt} />
}
