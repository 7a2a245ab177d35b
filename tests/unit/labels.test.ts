import { describe, expect, it } from 'vitest'

import { contrastWithWhite, isLabelColour, pickLabelLogo } from '@/content/labels'
import type { Media } from '@/payload-types'
import { LABEL_THEMES } from '@/seed/data'

const media = (id: number, url: string | null = `/api/media/file/logo-${id}.png`): Media => ({
  id,
  alt: `Logo ${id}`,
  url,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
})

describe('label logo', () => {
  it('prefers the white logo', () => {
    expect(pickLabelLogo({ labelLogo: media(1), labelLogoWhite: media(2) })).toEqual({ logo: media(2), white: true })
  })

  it('falls back to the colour logo without a usable white one', () => {
    expect(pickLabelLogo({ labelLogo: media(1), labelLogoWhite: null })).toEqual({ logo: media(1), white: false })
    expect(pickLabelLogo({ labelLogo: media(1), labelLogoWhite: 7 })).toEqual({ logo: media(1), white: false })
    expect(pickLabelLogo({ labelLogo: media(1), labelLogoWhite: media(2, null) })).toEqual({
      logo: media(1),
      white: false,
    })
  })

  it('has no logo when neither is populated', () => {
    expect(pickLabelLogo({ labelLogo: 1, labelLogoWhite: undefined })).toBeNull()
  })
})

describe('label colour', () => {
  it('measures the contrast of white on a colour as WCAG does', () => {
    expect(contrastWithWhite('#000000')).toBeCloseTo(21, 5)
    expect(contrastWithWhite('#ffffff')).toBeCloseTo(1, 5)
    expect(contrastWithWhite('#767676')).toBeCloseTo(4.54, 2)
  })

  it('takes a #rrggbb colour dark enough for the white logo, and nothing else', () => {
    expect(isLabelColour('#35124f')).toBe(true)
    expect(isLabelColour('#C2410C')).toBe(true)
    for (const value of ['#ffffff', '#f0a6ca', '#7fb0ff', 'rood', '#123', '35124f', '', null, undefined])
      expect(isLabelColour(value), String(value)).toBe(false)
  })

  it('is dark enough for every seeded label', () => {
    for (const [name, { colour }] of Object.entries(LABEL_THEMES)) expect(isLabelColour(colour), name).toBe(true)
  })
})
