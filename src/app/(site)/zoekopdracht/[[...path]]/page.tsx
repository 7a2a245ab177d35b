import SitePage, { generateMetadata } from '../../[[...path]]/page'

/*
 * A list page with a search text (the proxy rewrites /vacatures?search=… here, see
 * listQueryPath): the same page, rendered for each request and never written to Next's cache,
 * since a search is seldom asked twice. Its reads of shared data (filter options, groups) stay cached.
 */
export const dynamic = 'force-dynamic'

export { generateMetadata }
export default SitePage
