import sharp from 'sharp'
import { describe, expect, it } from 'vitest'

import { SCENE_DESCRIPTIONS, type SceneTheme, sceneImage } from '@/seed/images'
import { type Pose, POSES, personMarkup } from '@/seed/peeps'

const themes = Object.keys(SCENE_DESCRIPTIONS) as SceneTheme[]

describe('seed scenes', () => {
  it('draws every pose with a head, a face and the clothes in the given colours', async () => {
    for (const pose of Object.keys(POSES) as Pose[]) {
      const markup = await personMarkup({
        pose,
        hair: 'ShortOne',
        face: 'Smile',
        glasses: 'Glasses',
        skin: '#d08b5b',
        top: '#abcdef',
        jacket: '#fedcba',
        pants: '#123456',
        shoes: '#ffffff',
        helmet: '#ffc933',
      })
      expect(markup, pose).toContain('<path')
      expect(markup, pose).toContain('#d08b5b')
      expect(markup, pose).toContain('#ffc933')
      expect(markup, pose).toMatch(/#abcdef|#fedcba|#123456/)
    }
  })

  it('renders a picture of the asked size for every theme, different for each name', async () => {
    const pictures = new Set<string>()
    for (const theme of themes) {
      for (const name of ['een', 'twee']) {
        const image = await sceneImage(theme, `${theme}-${name}`, { width: 320, height: 200 })
        const { format, width, height } = await sharp(image).metadata()
        expect({ format, width, height }).toEqual({ format: 'webp', width: 320, height: 200 })
        pictures.add(image.toString('base64'))
      }
    }
    expect(pictures.size).toBe(themes.length * 2)
  }, 60_000)

  it('draws a scene in a label’s own colour', async () => {
    const image = await sceneImage('bouw', 'achtergrond-label', { colour: '#c2410c', width: 160, height: 100 })
    // The sky above the people is orange, not the brand's purple or blue.
    const { channels } = await sharp(image).extract({ left: 0, top: 0, width: 160, height: 10 }).stats()
    expect(channels[0].mean).toBeGreaterThan(channels[2].mean + 60)
  })
})
