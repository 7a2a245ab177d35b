import { StoryCard } from '@/components/cards/StoryCard'
import { Carousel } from '@/components/carousel/LazyCarousel.client'
import { SectionHeading } from '@/components/SectionHeading'
import { nl } from '@/i18n/nl'
import type { Experience, ReferencesBlock as ReferencesBlockData } from '@/payload-types'

/** 'Onze verhalen' / 'Ervaringen van professionals': story cards in a carousel. */
export function ReferencesBlock({ block }: { block: ReferencesBlockData }) {
  const stories = block.blockReference.filter(
    (story): story is Experience => typeof story === 'object' && story !== null,
  )
  if (!stories.length) return null
  const title = block.blockTitle || nl.references.title
  return (
    <section className="container-site">
      <SectionHeading tag={block.blockSubtitle ?? nl.references.subtitle} title={title} />
      <Carousel
        label={title}
        variant="single"
        slides={stories.map((story) => (
          <StoryCard key={story.id} story={story} />
        ))}
      />
    </section>
  )
}
