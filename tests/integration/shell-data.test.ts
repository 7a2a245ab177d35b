import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { fetchGlobal } from '@/content/documents'
import { fetchHomeHeroTone } from '@/page-data/shell-data'
import { HOME_URI } from '@/routing/uri'

import { getTestPayload } from './helpers'

let payload: Payload

// Seeding a fresh database can take minutes on a busy machine.
beforeAll(async () => {
  payload = await getTestPayload()
}, 900_000)

describe('the shell’s reads', () => {
  it('the navigation’s links bring the uri of the page they point at, not the page', async () => {
    const navigation = await fetchGlobal(payload, 'navigation')
    const targets = (navigation.items ?? []).flatMap((item) => [
      item.linkText.reference?.value,
      ...(item.children ?? []).map((child) => child.linkText.reference?.value),
    ])
    const populated = targets.filter((target) => typeof target === 'object' && target !== null)
    expect(populated.length).toBeGreaterThan(3)
    for (const target of populated) {
      expect(Object.keys(target).sort()).toEqual(['id', 'uri'])
    }
    // The whole global stays small: it is read for every page rendered.
    expect(JSON.stringify(navigation).length).toBeLessThan(10_000)
  })

  it('the header’s tone follows the home page’s key visual colour', async () => {
    const { docs } = await payload.find({ collection: 'pages', where: { uri: { equals: HOME_URI } }, limit: 1 })
    const home = docs[0]!
    const original = home.keyvisualColor
    try {
      for (const colour of ['dark', 'light'] as const) {
        await payload.update({ collection: 'pages', id: home.id, data: { keyvisualColor: colour } })
        expect(await fetchHomeHeroTone(payload)).toBe(colour)
      }
    } finally {
      await payload.update({ collection: 'pages', id: home.id, data: { keyvisualColor: original } })
    }
  })
})
