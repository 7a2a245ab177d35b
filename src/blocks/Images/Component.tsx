import { MediaImage } from '@/components/media/MediaImage'
import type { ImagesBlock as ImagesBlockData, Media } from '@/payload-types'

const COLUMNS: Record<number, string> = {
  1: '',
  2: 'sm:grid-cols-2',
  3: 'sm:grid-cols-3',
  4: 'sm:grid-cols-2 lg:grid-cols-4',
}

const SIZES: Record<number, string> = {
  1: '(min-width: 1240px) 1160px, 95vw',
  2: '(min-width: 600px) 50vw, 95vw',
  3: '(min-width: 600px) 33vw, 95vw',
  4: '(min-width: 1024px) 25vw, (min-width: 600px) 50vw, 95vw',
}

/** One to four images side by side; a single image is shown wide. */
export function ImagesBlock({ block }: { block: ImagesBlockData }) {
  const images = block.blockImage.filter((image): image is Media => typeof image === 'object' && image !== null)
  if (!images.length) return null
  const count = Math.min(images.length, 4)
  return (
    <div className="container-site">
      <ul className={`grid gap-6 ${COLUMNS[count]}`}>
        {images.map((image) => (
          <li
            key={image.id}
            className={`relative overflow-hidden rounded-2xl bg-tint ${count === 1 ? 'aspect-[16/9]' : 'aspect-[4/3]'}`}
          >
            <MediaImage media={image} fill sizes={SIZES[count]} />
          </li>
        ))}
      </ul>
    </div>
  )
}
