import { slugify } from '@/routing/uri'

import { type SeedContext, type Seeded, upsert } from '../context'
import { SCENE_DESCRIPTIONS, type SceneTheme, sceneImage } from '../images'

/** A generated image, found by its file name (the slug of `name`) or stored as a new media document. */
export async function seedImage(
  { payload }: SeedContext,
  name: string,
  alt: string,
  make: () => Promise<Buffer>,
  type: 'webp' | 'png' = 'webp',
): Promise<Seeded> {
  const filename = `${slugify(name)}.${type}`
  return upsert(payload, 'media', { filename: { equals: filename } }, { alt }, async () => ({
    data: await make(),
    mimetype: type === 'png' ? 'image/png' : 'image/webp',
    name: filename,
  }))
}

/** An illustrated scene of a theme, described in its alternative text unless one is given. */
export function seedScene(
  ctx: SeedContext,
  theme: SceneTheme,
  name: string,
  colour?: string,
  alt = `Illustratie: ${SCENE_DESCRIPTIONS[theme]}`,
): Promise<Seeded> {
  return seedImage(ctx, name, alt, () => sceneImage(theme, name, { colour }))
}

/** The key visuals of the home, about and vacancies pages, and the images of the home's learning section. */
export async function seedKeyvisuals(ctx: SeedContext) {
  const hero = await seedScene(ctx, 'kantoor', 'keyvisual-home')
  const heroDark = await seedScene(ctx, 'kantoor', 'keyvisual-over-ons')
  const heroJobs = await seedScene(ctx, 'stad', 'keyvisual-vacatures')
  const learnImages = [await seedScene(ctx, 'leren', 'leren-1'), await seedScene(ctx, 'techniek', 'leren-2')]
  return { hero, heroDark, heroJobs, learnImages }
}
