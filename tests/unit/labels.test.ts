import { describe, expect, it } from 'vitest'

import { pickLabelLogo } from '@/content/labels'
import type { Media } from '@/payload-types'

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
