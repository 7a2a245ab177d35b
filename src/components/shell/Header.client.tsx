'use client'

import { usePathname } from 'next/navigation'
import {
  useCallback,
  useEffect,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
} from 'react'
import { flushSync } from 'react-dom'

import {
  deriveHeaderState,
  DROPDOWN_RESHOW_DELAY_MS,
  focusIndex,
  isHomePath,
  HEADER_CONTRAST_OFFSET,
  menuKeyAction,
  type HeroTone,
} from '@/content/shell'
import { nlShell, nlSite } from '@/i18n/browser'

import { links, useCurrentPageLinks, useDismiss, useMenuOverlay, useScrolledPast } from './header-hooks.client'

export type HeaderNavItem = {
  id: string
  label: string
  link: ReactNode
  twoColumns: boolean
  children: { id: string; link: ReactNode }[]
}

type Props = {
  brand: ReactNode
  items: HeaderNavItem[]
  overlayFooter: ReactNode
  homeTone: HeroTone
  /** Beside the menu button on every screen size (the saved vacancies). */
  actions?: ReactNode
}

const MENU_ID = 'hoofdmenu'
const panelId = (index: number) => `${MENU_ID}-sub-${index}`

/**
 * The header's state: contrast after scrolling or with the menu open, dropdowns (one open at a
 * time, keyboard operable, hidden for a moment after each navigation) and the small-screen menu
 * overlay (Escape, scroll lock, focus back to its toggle). The links themselves render on the server.
 */
export function HeaderFrame({ brand, items, overlayFooter, homeTone, actions }: Props) {
  const pathname = usePathname()
  const headerRef = useRef<HTMLElement>(null)
  const toggleRef = useRef<HTMLButtonElement>(null)
  const offsetStripRef = useRef<HTMLDivElement>(null)
  const [menuOpen, setMenuOpen] = useState(false)
  const [openIndex, setOpenIndex] = useState<number | null>(null)
  const [suppressed, setSuppressed] = useState(false)
  const [seenPath, setSeenPath] = useState(pathname)
  const scrolled = useScrolledPast(offsetStripRef)
  const { contrast, solid } = deriveHeaderState({ pathname, scrolled, menuOpen })

  // A navigation closes the menu and every dropdown, and hides the dropdowns for a moment.
  if (seenPath !== pathname) {
    setSeenPath(pathname)
    setMenuOpen(false)
    setOpenIndex(null)
    setSuppressed(true)
  }

  useEffect(() => {
    if (!suppressed) return
    const timer = setTimeout(() => setSuppressed(false), DROPDOWN_RESHOW_DELAY_MS)
    return () => clearTimeout(timer)
  }, [suppressed])

  useCurrentPageLinks(headerRef, pathname)
  const closeMenu = useCallback(() => setMenuOpen(false), [])
  useMenuOverlay(menuOpen, closeMenu)

  // Escape closes the overlay (focus back to its toggle) or the open dropdown (focus back to its button).
  const onEscape = useCallback(() => {
    if (menuOpen) {
      setMenuOpen(false)
      setOpenIndex(null)
      toggleRef.current?.focus()
    } else if (openIndex !== null) {
      setOpenIndex(null)
      headerRef.current?.querySelector<HTMLButtonElement>(`[aria-controls="${panelId(openIndex)}"]`)?.focus()
    }
  }, [menuOpen, openIndex])
  const onPointerOutside = useCallback(() => {
    if (!menuOpen) setOpenIndex(null)
  }, [menuOpen])
  useDismiss({ active: menuOpen || openIndex !== null, header: headerRef, onEscape, onPointerOutside })

  const toggleMenu = () => {
    setOpenIndex(null)
    setMenuOpen((open) => !open)
    if (menuOpen) toggleRef.current?.focus()
  }

  const onNavClick = (event: MouseEvent<HTMLElement>) => {
    if (!(event.target as Element).closest('a')) return
    setMenuOpen(false)
    setOpenIndex(null)
  }

  const onToggleKeyDown = (index: number) => (event: KeyboardEvent<HTMLElement>) => {
    if (menuKeyAction(event.key, 'toggle') !== 'openAndFocusFirst') return
    event.preventDefault()
    flushSync(() => setOpenIndex(index))
    links(document.getElementById(panelId(index)))[0]?.focus()
  }

  const onPanelKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const action = menuKeyAction(event.key, 'panel')
    if (!action || action === 'close') return
    event.preventDefault()
    const panelLinks = links(event.currentTarget)
    const current = panelLinks.indexOf(document.activeElement as HTMLAnchorElement)
    panelLinks[focusIndex(action, current, panelLinks.length)]?.focus()
  }

  // On wide screens a dropdown closes when focus moves on to something outside it.
  const onItemBlur = (index: number) => (event: FocusEvent<HTMLElement>) => {
    const next = event.relatedTarget as Node | null
    if (menuOpen || !next || event.currentTarget.contains(next)) return
    setOpenIndex((current) => (current === index ? null : current))
  }

  return (
    <>
      <div
        ref={offsetStripRef}
        aria-hidden="true"
        className="pointer-events-none absolute top-0 left-0 w-px"
        style={{ height: HEADER_CONTRAST_OFFSET }}
      />
      <header
        ref={headerRef}
        className="site-header"
        data-home={isHomePath(pathname)}
        data-tone={homeTone}
        data-solid={solid}
        data-contrast={contrast}
        data-menu-open={menuOpen}
        data-suppressed={suppressed}
      >
        <div className="container-site site-header-bar">
          {brand}
          {actions}
          {/* Before the menu, so Tab from 'Menu sluiten' goes into the open menu, not out of the page. */}
          <button
            ref={toggleRef}
            type="button"
            className="menu-toggle"
            aria-expanded={menuOpen}
            aria-controls={MENU_ID}
            onClick={toggleMenu}
          >
            <span className="menu-toggle-icon" aria-hidden="true" />
            <span className="sr-only">{menuOpen ? nlSite.closeMenu : nlSite.openMenu}</span>
          </button>
          {/* Without JavaScript the button does nothing: a native disclosure opens the menu instead. */}
          <noscript>
            <details className="menu-fallback">
              <summary className="menu-toggle">
                <span className="menu-toggle-icon" aria-hidden="true" />
                <span className="menu-fallback-open sr-only">{nlSite.openMenu}</span>
                <span className="menu-fallback-close sr-only">{nlSite.closeMenu}</span>
              </summary>
            </details>
          </noscript>
          <nav id={MENU_ID} aria-label={nlSite.mainNavigation} className="site-nav" onClick={onNavClick}>
            <ul className="nav-list">
              {items.map((item, index) => {
                const hasChildren = item.children.length > 0
                const open = openIndex === index
                return (
                  <li
                    key={item.id}
                    className="nav-item"
                    data-open={open}
                    onMouseEnter={() => !menuOpen && openIndex !== index && setOpenIndex(null)}
                    onBlur={hasChildren ? onItemBlur(index) : undefined}
                  >
                    <div className="nav-item-row" onKeyDown={hasChildren ? onToggleKeyDown(index) : undefined}>
                      {item.link}
                      {hasChildren ? (
                        <button
                          type="button"
                          className="nav-toggle"
                          aria-expanded={open}
                          aria-controls={panelId(index)}
                          onClick={() => setOpenIndex(open ? null : index)}
                        >
                          <span className="sr-only">{nlShell.submenu(item.label)}</span>
                          <svg viewBox="0 0 16 16" aria-hidden="true" className="nav-chevron">
                            <path
                              d="m4 6 4 4 4-4"
                              fill="none"
                              stroke="currentColor"
                              strokeWidth="2"
                              strokeLinecap="round"
                              strokeLinejoin="round"
                            />
                          </svg>
                        </button>
                      ) : null}
                    </div>
                    {hasChildren ? (
                      <ul
                        id={panelId(index)}
                        className="nav-panel"
                        data-two-columns={item.twoColumns}
                        onKeyDown={onPanelKeyDown}
                      >
                        {item.children.map((child) => (
                          <li key={child.id}>{child.link}</li>
                        ))}
                      </ul>
                    ) : null}
                  </li>
                )
              })}
            </ul>
            {overlayFooter ? <div className="nav-overlay-footer">{overlayFooter}</div> : null}
          </nav>
        </div>
      </header>
    </>
  )
}
