import { MediaImage } from '@/components/media/MediaImage'
import { nl } from '@/i18n/nl'
import type { ExperienceCardDoc } from '@/lists/server/lists'
import type { Experience } from '@/payload-types'
import { uriToPath } from '@/routing/uri'

import { Card } from './Card'

type Props = { story: ExperienceCardDoc | Experience; imageSizes?: string; imagePriority?: boolean }

/**
 * A professional's story (SPEC 2.3 references): phase label in purple or blue, success quote,
 * key image with the pattern image over it, title, content and 'Bekijk verhaal'.
 */
export function StoryCard({ story, imageSizes, imagePriority }: Props) {
  const phase = typeof story.phase === 'object' && story.phase ? story.phase.title : null
  return (
    <Card
      href={uriToPath(story.uri ?? '')}
      title={story.title}
      image={story.keyvisualImage}
      imageSizes={imageSizes}
      imagePriority={imagePriority}
      imageOverlay={
        story.pattern ? (
          <div
            className="absolute right-0 bottom-0 h-2/5 w-2/5 overflow-hidden rounded-tl-2xl"
            data-testid="story-pattern"
          >
            <MediaImage media={story.pattern} fill sizes="160px" alt="" />
          </div>
        ) : null
      }
      tag={phase}
      tagTone={story.phaseColor === 'blue' ? 'blue' : 'purple'}
      text={story.keyvisualContent}
      cta={nl.cards.viewStory}
    >
      {story.successQuote ? (
        <blockquote className="border-l-4 border-brand-blue pl-4 font-semibold text-ink italic">
          “{story.successQuote}”
        </blockquote>
      ) : null}
    </Card>
  )
}
