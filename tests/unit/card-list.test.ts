import { AppRouterContext, type AppRouterInstance } from 'next/dist/shared/lib/app-router-context.shared-runtime'
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import { CardList } from '@/components/lists/CardList'

const empty = { docs: [], page: 1, totalDocs: 0, totalPages: 1 }

/** The list's loader asks for Next's router, which a page always has; this render never navigates. */
const router: AppRouterInstance = {
  back: () => {},
  forward: () => {},
  refresh: () => {},
  push: () => {},
  replace: () => {},
  prefetch: () => {},
  bfcacheId: 'list',
}

describe('an empty list', () => {
  // SPEC: 'Geen artikelen gevonden.' for an empty blog or experiences list alike.
  for (const noun of ['articles', 'stories'] as const) {
    it(`of ${noun} says 'Geen artikelen gevonden.'`, () => {
      // A server component: its output is rendered as the page would.
      const list = CardList<{ id: number }>({ list: empty, noun, hrefForPage: String, children: () => null })
      const html = renderToStaticMarkup(createElement(AppRouterContext.Provider, { value: router }, list))
      expect(html).toContain('>Geen artikelen gevonden.<')
    })
  }
})
