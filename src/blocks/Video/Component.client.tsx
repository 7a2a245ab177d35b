'use client'

import { useEffect, useRef, useState } from 'react'

import { nlContent } from '@/i18n/browser'

type Props = { title: string; embedUrl: string; provider: string }

/**
 * Nothing is loaded from the provider until the visitor asks for the video: first a poster with a
 * play button, then the player in a sandbox that allows only what a player needs (its own scripts
 * and storage, and presentation for casting).
 */
export function VideoPlayer({ title, embedUrl, provider }: Props) {
  const [playing, setPlaying] = useState(false)
  const frame = useRef<HTMLIFrameElement>(null)

  useEffect(() => {
    if (playing) frame.current?.focus()
  }, [playing])

  return (
    <div className="relative aspect-video overflow-hidden rounded-2xl bg-brand-purple-dark">
      {playing ? (
        <iframe
          ref={frame}
          src={embedUrl}
          title={title}
          sandbox="allow-scripts allow-same-origin allow-presentation"
          allow="autoplay; encrypted-media; fullscreen; picture-in-picture"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
          className="absolute inset-0 h-full w-full border-0"
        />
      ) : (
        <button
          type="button"
          onClick={() => setPlaying(true)}
          className="group absolute inset-0 flex h-full w-full flex-col items-center justify-center gap-5 bg-brand-purple-dark p-6 text-center text-white"
        >
          {/* The gradient lies on its own layer under the content: the text's background is a colour
              contrast checkers can read, and white keeps at least 5.7:1 on every colour of the gradient. */}
          <span
            aria-hidden="true"
            className="absolute inset-0 bg-[radial-gradient(circle_at_30%_20%,var(--color-brand-blue),var(--color-brand-purple-dark)_70%)]"
          />
          <span
            aria-hidden="true"
            className="relative flex h-20 w-20 items-center justify-center rounded-full bg-white text-brand-purple shadow-lg transition-transform duration-300 group-hover:scale-110 motion-reduce:transition-none"
          >
            <svg viewBox="0 0 24 24" className="ml-1 h-9 w-9" fill="currentColor">
              <path d="M8 5.5v13l11-6.5z" />
            </svg>
          </span>
          <span className="relative text-[length:var(--text-h3)] font-bold">{nlContent.playVideo(title)}</span>
          <span className="relative max-w-md text-sm text-white">{nlContent.videoNotice(provider)}</span>
        </button>
      )}
    </div>
  )
}
