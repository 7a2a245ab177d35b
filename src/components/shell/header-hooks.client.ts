'use client'

/**
 * The header's behaviour that lives outside React's tree: how far the page has scrolled, which
 * link is the current page, the small-screen overlay's hold on the page behind it, and Escape or
 * a click elsewhere closing what is open. Each takes the header's own state and refs.
 */
import { useEffect, useState, type RefObject } from 'react'

import { menuKeyAction } from '@/content/shell'

const DESKTOP_QUERY = '(min-width: 64rem)'

export function links(container: Element | null): HTMLAnchorElement[] {
  return container ? Array.from(container.querySelectorAll<HTMLAnchorElement>('a[href]')) : []
}

/**
 * Whether the page's top strip (HEADER_CONTRAST_OFFSET high) has left the viewport: an observer
 * tells, so neither loading nor scrolling reads the layout.
 */
export function useScrolledPast(strip: RefObject<HTMLElement | null>): boolean {
  const [scrolled, setScrolled] = useState(false)
  useEffect(() => {
    const element = strip.current
    if (!element) return
    const observer = new IntersectionObserver(([entry]) => setScrolled(!entry.isIntersecting))
    observer.observe(element)
    return () => observer.disconnect()
  }, [strip])
  return scrolled
}

/** Marks the header's links to the current page with aria-current. */
export function useCurrentPageLinks(header: RefObject<HTMLElement | null>, pathname: string): void {
  useEffect(() => {
    for (const link of links(header.current)) {
      if (new URL(link.href).pathname === pathname) link.setAttribute('aria-current', 'page')
      else link.removeAttribute('aria-current')
    }
  }, [header, pathname])
}

/** While the overlay is open the page behind it neither scrolls nor takes focus; a wide screen closes it. */
export function useMenuOverlay(menuOpen: boolean, close: () => void): void {
  useEffect(() => {
    if (!menuOpen) return
    const root = document.documentElement
    const background = [document.getElementById('inhoud'), document.getElementById('site-footer')]
    root.classList.add('menu-open')
    background.forEach((element) => element?.setAttribute('inert', ''))
    const desktop = window.matchMedia(DESKTOP_QUERY)
    const closeOnDesktop = () => desktop.matches && close()
    desktop.addEventListener('change', closeOnDesktop)
    return () => {
      root.classList.remove('menu-open')
      background.forEach((element) => element?.removeAttribute('inert'))
      desktop.removeEventListener('change', closeOnDesktop)
    }
  }, [menuOpen, close])
}

/** While something is open: Escape, and a pointer pressed outside the header, each call their handler. */
export function useDismiss({
  active,
  header,
  onEscape,
  onPointerOutside,
}: {
  active: boolean
  header: RefObject<HTMLElement | null>
  onEscape: () => void
  onPointerOutside: () => void
}): void {
  useEffect(() => {
    if (!active) return
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (menuKeyAction(event.key, 'toggle') === 'close') onEscape()
    }
    const onPointerDown = (event: PointerEvent) => {
      if (!header.current?.contains(event.target as Node)) onPointerOutside()
    }
    document.addEventListener('keydown', onKeyDown)
    document.addEventListener('pointerdown', onPointerDown)
    return () => {
      document.removeEventListener('keydown', onKeyDown)
      document.removeEventListener('pointerdown', onPointerDown)
    }
  }, [active, header, onEscape, onPointerOutside])
}
