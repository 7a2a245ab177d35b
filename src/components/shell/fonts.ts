import localFont from 'next/font/local'

/**
 * Inter, variable, served from our own origin (no font CDN): the subset
 * `scripts/build-font.mjs` cuts to the characters, weights and features the site uses.
 */
export const inter = localFont({
  src: '../../styles/fonts/inter-nl-wght.woff2',
  variable: '--font-inter',
  display: 'swap',
  weight: '400 900',
})
