import type { Label, Media } from '@/payload-types'

/** The logo on a label's key visual: the white version when there is one, else the colour one. */
export function pickLabelLogo(
  label: Pick<Label, 'labelLogo' | 'labelLogoWhite'>,
): { logo: Media; white: boolean } | null {
  const white = label.labelLogoWhite
  if (white && typeof white === 'object' && white.url) return { logo: white, white: true }
  const colour = label.labelLogo
  if (colour && typeof colour === 'object' && colour.url) return { logo: colour, white: false }
  return null
}
