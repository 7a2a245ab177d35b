import { describe, expect, it } from 'vitest'

import { buildRouteTable } from '@/content/routes'
import { buildSitemap } from '@/content/sitemap'

describe('sitemap', () => {
  it('lists every routable document once with its last change', () => {
    const table = buildRouteTable([
      { uri: '__home__', pageType: 'home', collection: 'pages', id: 1, updatedAt: '2026-03-01T10:00:00.000Z' },
      {
        uri: 'vacatures/kok-café',
        pageType: 'vacancy',
        collection: 'vacancies',
        id: 7,
        updatedAt: '2026-03-02T10:00:00.000Z',
      },
      { uri: 'nieuws/een', pageType: 'newsArticle', collection: 'news', id: 3, updatedAt: '2026-03-03T10:00:00.000Z' },
    ])
    expect(buildSitemap(table, 'https://www.koersgroep.nl')).toEqual([
      { url: 'https://www.koersgroep.nl/', lastModified: '2026-03-01T10:00:00.000Z' },
      { url: 'https://www.koersgroep.nl/nieuws/een', lastModified: '2026-03-03T10:00:00.000Z' },
      { url: 'https://www.koersgroep.nl/vacatures/kok-caf%C3%A9', lastModified: '2026-03-02T10:00:00.000Z' },
    ])
  })
})
