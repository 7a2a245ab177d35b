'use client'

import { nlSaved } from '@/i18n/browser'

import { useSavedVacancies } from './use-saved-vacancies.client'

const text = nlSaved

/**
 * 'Bewaren': a toggle button (aria-pressed); pressed, it reads 'Bewaard' with a filled icon, and its
 * name says the same as its text (with the title, so each row's button is told apart). Disabled
 * until the browser's list is known.
 */
export function SaveVacancyButton({ id, title, className = '' }: { id: number; title: string; className?: string }) {
  const { ids, toggle } = useSavedVacancies()
  const saved = ids?.includes(id) ?? false
  return (
    <button
      type="button"
      aria-pressed={saved}
      aria-label={saved ? text.savedLabel(title) : text.saveLabel(title)}
      disabled={ids === null}
      onClick={() => toggle(id)}
      className={`relative z-10 inline-flex min-h-11 min-w-11 shrink-0 items-center justify-center gap-2 rounded-full border-2 border-brand-purple px-2.5 py-2 font-semibold text-brand-purple transition-colors hover:bg-tint focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-blue disabled:opacity-60 aria-pressed:bg-brand-purple aria-pressed:text-white sm:px-4 ${className}`}
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill={saved ? 'currentColor' : 'none'}>
        <path
          d="M6 3.5h12a1 1 0 0 1 1 1V21l-7-4.5L5 21V4.5a1 1 0 0 1 1-1Z"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinejoin="round"
        />
      </svg>
      {/* On phones the icon alone keeps the row's title room; the name stays in aria-label. */}
      <span className="sr-only sm:not-sr-only">{saved ? text.saved : text.save}</span>
    </button>
  )
}
