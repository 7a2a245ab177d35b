import Image from 'next/image'

import { toImageSrc } from '@/content/media'
import type { Media } from '@/payload-types'

type Props = {
  media: Media | number | null | undefined
  sizes: string
  className?: string
  priority?: boolean
  fill?: boolean
  /** Overrides the media's alt text; '' marks a decorative image. */
  alt?: string
  fit?: 'cover' | 'contain'
}

/** A media document through next/image, with the focal point as object position. */
export function MediaImage({ media, sizes, className, priority = false, fill = false, alt, fit = 'cover' }: Props) {
  if (!media || typeof media !== 'object' || !media.url) return null
  const objectPosition = `${media.focalX ?? 50}% ${media.focalY ?? 50}%`
  const common = {
    src: toImageSrc(media.url),
    alt: alt ?? media.alt,
    sizes,
    className,
    priority,
    style: { objectPosition: fit === 'cover' ? objectPosition : undefined, objectFit: fit },
  }
  if (fill) return <Image {...common} fill />
  return <Image {...common} width={media.width ?? 1200} height={media.height ?? 800} />
}
