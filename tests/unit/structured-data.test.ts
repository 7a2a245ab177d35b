import { describe, expect, it } from 'vitest'

import {
  absoluteUrl,
  buildBreadcrumbJsonLd,
  buildNewsArticleJsonLd,
  buildOrganizationJsonLd,
  serialiseJsonLd,
} from '@/seo/structured-data'

const ORIGIN = 'https://www.koersgroep.nl'

describe('structured data', () => {
  it('makes paths absolute against the origin', () => {
    expect(absoluteUrl(ORIGIN, '/nieuws')).toBe('https://www.koersgroep.nl/nieuws')
    expect(absoluteUrl(`${ORIGIN}/`, '/')).toBe('https://www.koersgroep.nl/')
    expect(absoluteUrl(ORIGIN, 'https://cdn.example.nl/a.png')).toBe('https://cdn.example.nl/a.png')
  })

  it('numbers breadcrumb items from 1 with absolute URLs', () => {
    expect(
      buildBreadcrumbJsonLd(ORIGIN, [
        { name: 'Home', path: '/' },
        { name: 'Nieuws', path: '/nieuws' },
        { name: 'Een artikel', path: '/nieuws/een-artikel' },
      ]),
    ).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://www.koersgroep.nl/' },
        { '@type': 'ListItem', position: 2, name: 'Nieuws', item: 'https://www.koersgroep.nl/nieuws' },
        { '@type': 'ListItem', position: 3, name: 'Een artikel', item: 'https://www.koersgroep.nl/nieuws/een-artikel' },
      ],
    })
  })

  it('describes a news article with its dates, image, author and publisher with logo', () => {
    const data = buildNewsArticleJsonLd(ORIGIN, {
      path: '/nieuws/cao-bouw',
      headline: 'Nieuwe cao bouw',
      description: 'Dit verandert er.',
      imageUrl: '/api/media/file/nieuws-8.webp',
      datePublished: '2026-01-02T10:00:00.000Z',
      dateModified: '2026-01-03T10:00:00.000Z',
      sections: ['Werkgevers'],
      publisher: { name: 'Koers Groep', logoUrl: '/brand/logo.png' },
    })
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'NewsArticle',
      headline: 'Nieuwe cao bouw',
      description: 'Dit verandert er.',
      image: ['https://www.koersgroep.nl/api/media/file/nieuws-8.webp'],
      datePublished: '2026-01-02T10:00:00.000Z',
      dateModified: '2026-01-03T10:00:00.000Z',
      articleSection: ['Werkgevers'],
      mainEntityOfPage: { '@type': 'WebPage', '@id': 'https://www.koersgroep.nl/nieuws/cao-bouw' },
    })
    const organisation = {
      '@type': 'Organization',
      name: 'Koers Groep',
      url: 'https://www.koersgroep.nl/',
      logo: { '@type': 'ImageObject', url: 'https://www.koersgroep.nl/brand/logo.png' },
    }
    expect(data.author).toEqual(organisation)
    expect(data.publisher).toEqual(organisation)
  })

  it('leaves unknown article fields out and falls back to the publication date', () => {
    const data = buildNewsArticleJsonLd(ORIGIN, {
      path: '/nieuws/x',
      headline: 'x'.repeat(200),
      datePublished: '2026-01-02T10:00:00.000Z',
      publisher: { name: 'Koers Groep', logoUrl: '/brand/logo.png' },
    })
    expect(data).not.toHaveProperty('image')
    expect(data).not.toHaveProperty('description')
    expect(data).not.toHaveProperty('articleSection')
    expect(data.dateModified).toBe('2026-01-02T10:00:00.000Z')
    expect(String(data.headline)).toHaveLength(110)
  })

  it('describes the organisation with its logo, contact points, addresses and profiles', () => {
    const data = buildOrganizationJsonLd(ORIGIN, {
      name: 'Koers Groep',
      email: 'info@koersgroep.nl',
      telephone: '030 123 45 67',
      logoUrl: '/brand/logo.png',
      contactPoints: [
        { contactType: 'Werkzoekenden', path: '/contact' },
        { contactType: 'Werkgevers', path: null },
      ],
      sameAs: ['https://www.linkedin.com/company/koers-groep', null, ''],
      addresses: [{ streetAddress: 'Weena 210', postalCode: '3012 NJ', addressLocality: 'Rotterdam' }],
    })
    expect(data).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: 'Koers Groep',
      url: 'https://www.koersgroep.nl/',
      email: 'info@koersgroep.nl',
      telephone: '030 123 45 67',
      logo: 'https://www.koersgroep.nl/brand/logo.png',
      sameAs: ['https://www.linkedin.com/company/koers-groep'],
      contactPoint: [
        {
          '@type': 'ContactPoint',
          contactType: 'Werkzoekenden',
          email: 'info@koersgroep.nl',
          telephone: '030 123 45 67',
          url: 'https://www.koersgroep.nl/contact',
          areaServed: 'NL',
          availableLanguage: ['nl'],
        },
        {
          '@type': 'ContactPoint',
          contactType: 'Werkgevers',
          email: 'info@koersgroep.nl',
          telephone: '030 123 45 67',
          areaServed: 'NL',
          availableLanguage: ['nl'],
        },
      ],
      address: [
        {
          '@type': 'PostalAddress',
          streetAddress: 'Weena 210',
          postalCode: '3012 NJ',
          addressLocality: 'Rotterdam',
          addressCountry: 'NL',
        },
      ],
    })
  })

  it('escapes < so content cannot close the script element', () => {
    const json = serialiseJsonLd(
      buildBreadcrumbJsonLd(ORIGIN, [{ name: '</script><script>alert(1)</script><!--', path: '/' }]),
    )
    expect(json).not.toContain('<')
    expect(JSON.parse(json).itemListElement[0].name).toBe('</script><script>alert(1)</script><!--')
  })
})
