import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import type { User } from '@/payload-types'

import { getMigratedPayload } from './helpers'

let payload: Payload
let editor: User

beforeAll(async () => {
  payload = await getMigratedPayload()
  editor = await payload.create({
    collection: 'users',
    overrideAccess: true,
    data: { email: `redacteur-${Date.now()}@example.nl`, password: 'een-lang-wachtwoord-123', role: 'editor' },
  })
})

const stamp = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`

async function createVacancy(title: string) {
  return payload.create({
    collection: 'vacancies',
    overrideAccess: true,
    draft: false,
    data: {
      title,
      slug: `${title.toLowerCase().replace(/\W+/g, '-')}`,
      vacancyLocation: 'Utrecht',
      datePosted: new Date().toISOString(),
      _status: 'published',
    },
  })
}

async function createApplication(vacancy: number | null, lastName: string) {
  return payload.create({
    collection: 'applications',
    overrideAccess: true,
    data: {
      status: 'new',
      firstName: 'Noor',
      lastName,
      emailAddress: `${lastName.toLowerCase()}@example.nl`,
      phoneNumber: '06 12345678',
      vacancy,
    },
  })
}

describe("a vacancy's applications", () => {
  it('lists the applications on that vacancy, newest first, for signed-in editors', async () => {
    const vacancy = await createVacancy(`Lasser ${stamp()}`)
    const other = await createVacancy(`Kok ${stamp()}`)
    const first = await createApplication(vacancy.id, `Eerste-${stamp()}`)
    const second = await createApplication(vacancy.id, `Tweede-${stamp()}`)
    await createApplication(other.id, `Ander-${stamp()}`)

    const read = await payload.findByID({
      collection: 'vacancies',
      id: vacancy.id,
      overrideAccess: false,
      user: editor,
    })
    expect(read.applications?.docs?.map((doc) => (typeof doc === 'object' ? doc.id : doc))).toEqual([
      second.id,
      first.id,
    ])
    expect(read.applications?.totalDocs ?? read.applications?.docs?.length).toBe(2)
  })

  it('is never shown to the public, and the public pages read no joins', async () => {
    const vacancy = await createVacancy(`Schilder ${stamp()}`)
    await createApplication(vacancy.id, `Publiek-${stamp()}`)
    const anonymous = await payload.findByID({ collection: 'vacancies', id: vacancy.id, overrideAccess: false })
    expect(anonymous.applications).toBeUndefined()

    const { fetchDocument } = await import('@/content/server/documents')
    const page = await fetchDocument(payload, 'vacancies', vacancy.id, { draft: true })
    expect(page?.applications).toBeUndefined()
  })
})
