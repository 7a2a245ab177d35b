import { withPayload } from '@payloadcms/next/withPayload'
import type { NextConfig } from 'next'

const nextConfig: NextConfig = {
  // A separate build directory lets several builds (e.g. tests) coexist.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  poweredByHeader: false,
  // Types are checked once by `npm run typecheck` (part of `npm test`), not again in every build.
  typescript: { ignoreBuildErrors: true },
  images: {
    deviceSizes: [375, 500, 600, 1024, 1440, 1920],
    imageSizes: [64, 120, 240],
    localPatterns: [{ pathname: '/api/media/file/**' }],
  },
}

export default withPayload(nextConfig, { devBundleServerPackages: false })
