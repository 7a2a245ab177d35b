import Image from 'next/image'

import type { Media } from '@/payload-types'

type Props = {
  media: Media | number | null | undefined
  sizes: string
  className?: string
  priority?: boolean
  fill?: boolean
}

/** A media document through next/image, with the focal point as object position. */
export function MediaImage({ media, sizes, className, priority = false, fill = false }: Props) {
  if (!media || typeof media !== 'object' || !media.url) return null
  const objectPosition = `${media.focalX ?? 50}% ${media.focalY ?? 50}%`
  const common = {
    src: media.url,
    alt: media.alt,
    sizes,
    className,
    priority,
    style: { objectPosition, objectFit: 'cover' as const },
  }
  if (fill) return <Image {...common} fill />
  return <Image {...common} width={media.width ?? 1200} height={media.height ?? 800} />
}
