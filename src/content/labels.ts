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

const HEX_COLOUR = /^#[0-9a-f]{6}$/i

/** WCAG's relative luminance of a '#rrggbb' colour. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((start) => {
    const channel = parseInt(hex.slice(start, start + 2), 16) / 255
    return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4
  })
  return 0.2126 * r + 0.7152 * g + 0.0722 * b
}

/** The contrast ratio of white on a '#rrggbb' colour (1 to 21). */
export function contrastWithWhite(hex: string): number {
  return 1.05 / (luminance(hex) + 0.05)
}

/** White text needs 4.5:1 on its background (WCAG AA); a white logo holds text. */
const MIN_WHITE_CONTRAST = 4.5

/** Whether a white logo stays legible on `value`: a '#rrggbb' colour dark enough. */
export function isLabelColour(value: string | null | undefined): value is string {
  return typeof value === 'string' && HEX_COLOUR.test(value) && contrastWithWhite(value) >= MIN_WHITE_CONTRAST
}
