import { subjectSlug } from '@/lists/subject-slug'

import { type SeedContext, type Seeded, upsert } from '../context'
import * as data from '../data'

/** The taxonomies: sector and function groups of vacancies, subjects of news, phases of experiences. */
export async function seedGroups({ payload }: SeedContext) {
  const sectors = await Promise.all(
    data.SECTORS.map((title) => upsert(payload, 'sectorGroups', { title: { equals: title } }, { title })),
  )
  const functionGroups = await Promise.all(
    data.FUNCTION_GROUPS.map((title) => upsert(payload, 'functionGroups', { title: { equals: title } }, { title })),
  )
  const subjects = await Promise.all(
    data.SUBJECTS.map((title) =>
      upsert(payload, 'subjects', { title: { equals: title } }, { title, slug: subjectSlug(title) }),
    ),
  )
  const phases = new Map<string, Seeded>()
  for (const title of new Set(data.EXPERIENCES.map((story) => story.phase))) {
    phases.set(title, await upsert(payload, 'phases', { title: { equals: title } }, { title }))
  }
  return { sectors, functionGroups, subjects, phases }
}
