import { buildVideoEmbedUrl, parseVideoUrl, VIDEO_PROVIDER_NAMES } from '@/content/video-url'
import type { VideoBlock as VideoBlockData } from '@/payload-types'

import { VideoPlayer } from './Component.client'

/** A video of one of the four providers; nothing at all for a URL that is not recognised. */
export function VideoBlock({ block }: { block: VideoBlockData }) {
  const video = parseVideoUrl(block.blockVideo)
  if (!video) return null
  return (
    <section className="container-site">
      <h2 className="sr-only">{block.blockTitle}</h2>
      <VideoPlayer
        title={block.blockTitle}
        embedUrl={buildVideoEmbedUrl(video)}
        provider={VIDEO_PROVIDER_NAMES[video.provider]}
      />
    </section>
  )
}
