import { nl } from '@/i18n/nl'
import type { SuccessStoryCardDoc } from '@/page-data/entries'
import type { SuccessStory } from '@/payload-types'
import { uriToPath } from '@/routing/uri'

import { Card } from './Card'

/** A client's success story: its first image, title and summary, 'Bekijk verhaal'. */
export function SuccessStoryCard({
  story,
  headingLevel,
}: {
  story: SuccessStoryCardDoc | SuccessStory
  headingLevel?: 2 | 3
}) {
  return (
    <Card
      headingLevel={headingLevel}
      href={uriToPath(story.uri ?? '')}
      title={story.title}
      image={story.images?.[0]}
      tag={nl.cards.successStory}
      text={story.keyvisualContent}
      cta={nl.cards.viewStory}
    />
  )
}
