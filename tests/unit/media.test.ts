import { describe, expect, it } from 'vitest'

import { toImageSrc } from '@/content/media'

describe('image src', () => {
  it('turns absolute URLs of the site’s own files into paths', () => {
    expect(toImageSrc('http://127.0.0.1:3202/api/media/file/keyvisual-home.webp')).toBe(
      '/api/media/file/keyvisual-home.webp',
    )
    expect(toImageSrc('https://www.koersgroep.nl/api/media/file/logo.png?2026')).toBe('/api/media/file/logo.png?2026')
  })

  it('leaves paths and other URLs alone', () => {
    expect(toImageSrc('/api/media/file/a.webp')).toBe('/api/media/file/a.webp')
    expect(toImageSrc('https://cdn.example.nl/media/a.webp')).toBe('https://cdn.example.nl/media/a.webp')
    expect(toImageSrc('niet een url')).toBe('niet een url')
  })
})
