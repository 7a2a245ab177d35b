import type React from 'react'

export type TagTone = 'purple' | 'blue' | 'soft'

const TONES: Record<TagTone, string> = {
  purple: 'bg-brand-purple text-white',
  blue: 'bg-brand-blue text-white',
  soft: 'bg-tint text-brand-purple',
}

/** A small label above a title: 'Nieuws', a story's phase, a section's subject. */
export function Tag({ tone = 'soft', children }: { tone?: TagTone; children: React.ReactNode }) {
  return (
    <span
      className={`inline-flex w-fit items-center rounded-full px-3 py-1 text-sm leading-tight font-semibold ${TONES[tone]}`}
    >
      {children}
    </span>
  )
}
