import { withPayload } from '@payloadcms/next/withPayload'
import type { NextConfig } from 'next'
import path from 'node:path'

import { analyticsConfig } from './src/ops/analytics.mjs'
import { limitClientHintsToAdmin } from './src/ops/client-hints'
import { securityHeaderRoutes } from './src/ops/security-headers.mjs'
import { dedupeServerChunks } from './src/ops/server-chunks'
import { appRouteSegments } from './src/routing/app-routes'

const nextConfig: NextConfig = {
  // A separate build directory lets several builds (e.g. tests) coexist.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  poweredByHeader: false,
  // src/proxy.ts sends '/pad/' to '/pad' itself, in the same hop as an old address's redirect.
  skipTrailingSlashRedirect: true,
  // Every visitor gets the title and metadata in the first HTML's <head>, as bots do: Next would
  // otherwise stream a page's metadata into <body> whenever it resolves after the page's shell (a
  // search page on a busy server), which is invalid HTML and a page without a title until scripts run.
  htmlLimitedBots: /.*/,
  // The benchmark's build (bench/lib/bench-build.mjs) adds its reference pages, page.bench.tsx:
  // routes of that build only.
  ...(process.env.BENCH_PAGES === 'true' && { pageExtensions: ['bench.tsx', 'tsx', 'ts', 'jsx', 'js'] }),
  // The proxy's 404 check (src/page-data/unknown-page.ts) answers the paths under the app's own
  // folders by their routes and looks up every other path as a document.
  env: { APP_ROUTE_SEGMENTS: appRouteSegments(path.resolve('src/app')).join(',') },
  // Pages tell a CDN to keep them a minute (their `revalidate`) and to serve a stale copy for up
  // to ten more minutes while it fetches a fresh one; edits expire Next's own cache at once.
  expireTime: 600,
  // Several instances share rendered pages, optimised images and tag expiries through Redis; a
  // single instance keeps them in memory (Next's own cache, plus the images).
  ...(process.env.REDIS_URL
    ? { cacheHandler: path.resolve('src/ops/redis-cache-handler.mjs'), cacheMaxMemorySize: 0 }
    : { cacheHandler: path.resolve('src/ops/local-cache-handler.mjs') }),
  experimental: {
    // The stylesheet (about 11 KB gzip, Tailwind) goes into each page's <head>: nothing blocks the
    // first paint on a phone, and a page is still a single request.
    inlineCss: true,
    // Rendered pages and cached reads stay in memory (or Redis), never on disk: a restarted server
    // must not serve what it rendered from an earlier database (a restored backup, a feed import
    // by the command line, a test run's fresh database). After a restart each page renders once.
    isrFlushToDisk: false,
    // The 404 page is app/global-not-found.tsx: the app has two root layouts (the site's and
    // Payload's admin), so no single layout can frame it.
    globalNotFound: true,
    // A route's server code loads on its first request, not all at start: a public-site server
    // loads only the routes it serves.
    preloadEntriesOnStart: false,
  },
  // Payload's server code and the other server-only packages are loaded by Node from
  // node_modules, once per process, instead of being copied into the server chunks. Each of the
  // proxy, the instrumentation (migrations, seed, jobs), the pages and the route handlers has its
  // own chunks, and every chunk a process loads keeps its source in the heap: with these packages
  // bundled, each of them held another 4.5 MB of the same code (9 MB of heap, two-byte).
  // drizzle-orm goes with the database adapters: the app's SQL must come from the same copy.
  serverExternalPackages: [
    'payload',
    '@payloadcms/db-postgres',
    '@payloadcms/db-sqlite',
    '@payloadcms/drizzle',
    '@payloadcms/email-nodemailer',
    '@payloadcms/plugin-redirects',
    '@dicebear/core',
    '@dicebear/notionists',
    'drizzle-orm',
    'fast-xml-parser',
    'file-type',
    'nodemailer',
    'rate-limiter-flexible',
    'redis',
    'snowball-stemmers',
  ],
  compiler: {
    // Turbopack writes the code that several groups of route handlers share as byte-identical
    // chunks under different names; one copy is kept (src/ops/server-chunks.ts).
    runAfterProductionCompile: async ({ distDir }) => {
      const { removed, bytes } = dedupeServerChunks(distDir)
      if (removed > 0)
        console.log(`Server chunks: ${removed} identical copies removed (${Math.round(bytes / 2 ** 20)} MB)`)
    },
  },
  turbopack: {
    resolveAlias: {
      // Next adds polyfills (Array.prototype.at, Object.hasOwn, ...) to every page for browsers
      // older than its own modern target; the browsers it builds for have them all.
      '../build/polyfills/polyfill-module': './src/client/no-legacy-polyfills.js',
      'next/dist/build/polyfills/polyfill-module': './src/client/no-legacy-polyfills.js',
    },
  },
  // A build checks types, except the test builds of `npm test`, which has just run the type check.
  typescript: { ignoreBuildErrors: process.env.NEXT_TYPES_CHECKED === 'true' },
  async headers() {
    return securityHeaderRoutes({
      production: process.env.NODE_ENV === 'production',
      analyticsSrc: analyticsConfig()?.src,
    })
  },
  images: {
    // SPEC 9's breakpoints, and 750 px: a phone's full-width image at twice its pixels (a key
    // visual on a 412 px wide phone at 1.75x took the 1024 px one); 1024 px at most.
    deviceSizes: [375, 500, 600, 750, 1024],
    imageSizes: [64, 120, 240],
    localPatterns: [{ pathname: '/api/media/file/**' }],
    // Optimised images are kept by the cache handler above: Next's own disk cache for them is off
    // with `isrFlushToDisk`, so without it every request would optimise the image again.
    customCacheHandler: true,
  },
}

const config = withPayload(nextConfig, { devBundleServerPackages: false })
const payloadHeaders = config.headers

export default {
  ...config,
  headers: async () => limitClientHintsToAdmin((await payloadHeaders?.()) ?? []),
} satisfies NextConfig
