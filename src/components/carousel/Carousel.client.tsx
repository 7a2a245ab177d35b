'use client'

import useEmblaCarousel from 'embla-carousel-react'
import type React from 'react'
import { useCallback, useEffect, useId, useRef, useState, useSyncExternalStore } from 'react'

import { Arrow } from '@/components/Arrow'
import { CAROUSEL_EMBLA_DURATION, slideBasis, SLIDES_IN_VIEW, type CarouselVariant } from '@/content/carousel'
import { nlCarousel } from '@/i18n/browser'

type Props = {
  /** The accessible name of the carousel, usually its visible heading. */
  label: string
  slides: React.ReactNode[]
  variant?: CarouselVariant
}

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)'

function subscribeToReducedMotion(onChange: () => void) {
  const query = window.matchMedia(REDUCED_MOTION)
  query.addEventListener('change', onChange)
  return () => query.removeEventListener('change', onChange)
}

const prefersReducedMotion = () => window.matchMedia(REDUCED_MOTION).matches

/** How far outside the viewport a carousel starts measuring its slides. */
const ACTIVATE_MARGIN = '300px'

/**
 * True once the element comes near the viewport. Embla measures the slides when it starts, which
 * forces the browser to lay out the page; below the fold that waits until the page has loaded
 * and the visitor scrolls towards it (an observer's callback runs after layout).
 */
function useNearViewport(element: React.RefObject<HTMLElement | null>): boolean {
  const [near, setNear] = useState(false)
  useEffect(() => {
    const target = element.current
    if (!target || near) return
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true)
      },
      { rootMargin: ACTIVATE_MARGIN },
    )
    observer.observe(target)
    return () => observer.disconnect()
  }, [element, near])
  return near
}

/**
 * SPEC 9 carousel (embla): 3.2 slides (4.2 for locations), 2 below 1100 px, 1.5 (or 1) below
 * 600 px, 500 ms per slide, no looping. A region with previous/next buttons; arrow keys move it,
 * and tabbing to a slide brings it into view.
 */
export function Carousel({ label, slides, variant = 'default' }: Props) {
  const reducedMotion = useSyncExternalStore(subscribeToReducedMotion, prefersReducedMotion, () => false)
  const sectionRef = useRef<HTMLElement>(null)
  const active = useNearViewport(sectionRef)
  const [viewportRef, embla] = useEmblaCarousel({
    align: 'start',
    containScroll: 'trimSnaps',
    loop: false,
    duration: reducedMotion ? 0 : CAROUSEL_EMBLA_DURATION,
  })
  const trackId = useId()

  // Embla is the source of truth for what can scroll; a bit mask keeps the snapshot a stable value.
  const subscribeToEmbla = useCallback(
    (onChange: () => void) => {
      if (!embla) return () => {}
      embla.on('select', onChange).on('reInit', onChange)
      return () => {
        embla.off('select', onChange).off('reInit', onChange)
      }
    },
    [embla],
  )
  const scrollMask = useSyncExternalStore(
    subscribeToEmbla,
    () => (embla ? (embla.canScrollPrev() ? 1 : 0) | (embla.canScrollNext() ? 2 : 0) : 0),
    () => 0,
  )
  const canScroll = { prev: (scrollMask & 1) !== 0, next: (scrollMask & 2) !== 0 }

  const onKeyDown = (event: React.KeyboardEvent) => {
    if (event.key === 'ArrowLeft') embla?.scrollPrev()
    else if (event.key === 'ArrowRight') embla?.scrollNext()
    else return
    event.preventDefault()
  }

  const inView = SLIDES_IN_VIEW[variant]
  const basis = {
    '--slide-narrow': slideBasis(inView.narrow),
    '--slide-medium': slideBasis(inView.medium),
    '--slide-wide': slideBasis(inView.wide),
  } as React.CSSProperties
  const scrollable = canScroll.prev || canScroll.next
  const button =
    'inline-flex h-12 w-12 items-center justify-center rounded-full border-2 border-brand-purple text-brand-purple transition-colors hover:bg-brand-purple hover:text-white disabled:cursor-not-allowed disabled:border-line disabled:text-muted disabled:hover:bg-transparent'

  return (
    <section
      ref={sectionRef}
      aria-roledescription={nlCarousel.roleDescription}
      aria-label={label}
      onKeyDown={onKeyDown}
      className="relative"
    >
      {/* Embla starts (and measures) once it has its viewport element: near the viewport. */}
      <div ref={active ? viewportRef : undefined} className="overflow-hidden">
        <div id={trackId} className="-ml-6 flex touch-pan-y" style={basis}>
          {slides.map((slide, index) => (
            <div
              key={index}
              role="group"
              aria-roledescription={nlCarousel.slideRoleDescription}
              aria-label={nlCarousel.slideLabel(index + 1, slides.length)}
              className="min-w-0 shrink-0 grow-0 basis-[var(--slide-narrow)] pl-6 min-[600px]:basis-[var(--slide-medium)] min-[1100px]:basis-[var(--slide-wide)]"
            >
              {slide}
            </div>
          ))}
        </div>
      </div>
      <div className={`mt-6 flex justify-end gap-3 ${scrollable ? '' : 'hidden'}`}>
        <button
          type="button"
          className={button}
          aria-controls={trackId}
          disabled={!canScroll.prev}
          onClick={() => embla?.scrollPrev()}
        >
          <Arrow direction="previous" />
          <span className="sr-only">{nlCarousel.previous}</span>
        </button>
        <button
          type="button"
          className={button}
          aria-controls={trackId}
          disabled={!canScroll.next}
          onClick={() => embla?.scrollNext()}
        >
          <Arrow direction="next" />
          <span className="sr-only">{nlCarousel.next}</span>
        </button>
      </div>
    </section>
  )
}
