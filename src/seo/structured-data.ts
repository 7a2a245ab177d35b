/**
 * schema.org structured data (JSON-LD) for search engines: NewsArticle on news articles,
 * BreadcrumbList where a breadcrumb shows and Organization on the home page. Pure builders;
 * every URL they output is absolute.
 */
type Thing = Record<string, unknown>

export type JsonLd = Thing & { '@context': 'https://schema.org'; '@type': string }

/** An absolute URL for a path or URL, against the site's origin. */
export function absoluteUrl(origin: string, pathOrUrl: string): string {
  return new URL(pathOrUrl, origin.endsWith('/') ? origin : `${origin}/`).toString()
}

/** Leaves out keys whose value is empty, so the output holds only what is known. */
function compact(value: Thing): Thing {
  const isEmpty = (entry: unknown) =>
    entry === undefined || entry === null || entry === '' || (Array.isArray(entry) && !entry.length)
  return Object.fromEntries(Object.entries(value).filter(([, entry]) => !isEmpty(entry)))
}

export type BreadcrumbItem = { name: string; path: string }

export function buildBreadcrumbJsonLd(origin: string, items: readonly BreadcrumbItem[]): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.name,
      item: absoluteUrl(origin, item.path),
    })),
  }
}

export type NewsArticleInput = {
  path: string
  headline: string
  description?: string | null
  imageUrl?: string | null
  datePublished: string
  dateModified?: string | null
  sections?: string[]
  /** The organisation that writes and publishes the articles, with its logo. */
  publisher: { name: string; logoUrl: string }
}

export function buildNewsArticleJsonLd(origin: string, article: NewsArticleInput): JsonLd {
  const url = absoluteUrl(origin, article.path)
  // Articles carry no personal byline: the organisation is their author and publisher.
  const organisation = {
    '@type': 'Organization',
    name: article.publisher.name,
    url: absoluteUrl(origin, '/'),
    logo: { '@type': 'ImageObject', url: absoluteUrl(origin, article.publisher.logoUrl) },
  }
  return {
    '@context': 'https://schema.org',
    '@type': 'NewsArticle',
    ...compact({
      headline: article.headline.slice(0, 110),
      description: article.description,
      image: article.imageUrl ? [absoluteUrl(origin, article.imageUrl)] : undefined,
      datePublished: article.datePublished,
      dateModified: article.dateModified ?? article.datePublished,
      articleSection: article.sections,
      inLanguage: 'nl-NL',
      mainEntityOfPage: { '@type': 'WebPage', '@id': url },
      url,
      author: organisation,
      publisher: organisation,
    }),
  }
}

export type OrganizationInput = {
  name: string
  description?: string | null
  email?: string | null
  telephone?: string | null
  logoUrl: string
  sameAs?: Array<string | null | undefined>
  addresses?: Array<{ streetAddress: string; postalCode: string; addressLocality: string; telephone?: string | null }>
  /** Where job seekers and clients reach us: the contact page, the business contact page. */
  contactPoints?: Array<{ contactType: string; path?: string | null }>
}

export function buildOrganizationJsonLd(origin: string, organization: OrganizationInput): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    ...compact({
      name: organization.name,
      url: absoluteUrl(origin, '/'),
      description: organization.description,
      email: organization.email,
      telephone: organization.telephone,
      logo: absoluteUrl(origin, organization.logoUrl),
      sameAs: (organization.sameAs ?? []).filter((url): url is string => Boolean(url)),
      contactPoint: (organization.contactPoints ?? []).map((point) =>
        compact({
          '@type': 'ContactPoint',
          contactType: point.contactType,
          email: organization.email,
          telephone: organization.telephone,
          url: point.path ? absoluteUrl(origin, point.path) : undefined,
          areaServed: 'NL',
          availableLanguage: ['nl'],
        }),
      ),
      address: (organization.addresses ?? []).map((address) =>
        compact({ '@type': 'PostalAddress', ...address, addressCountry: 'NL' }),
      ),
    }),
  }
}

/**
 * JSON for a <script type="application/ld+json"> element. '<' is escaped so that no text from
 * the content system can close the script element or open a comment in it.
 */
export function serialiseJsonLd(data: JsonLd | JsonLd[]): string {
  return JSON.stringify(data).replace(/</g, '\\u003c')
}
