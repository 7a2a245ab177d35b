import type { Payload, UIField } from 'payload'

export type PlannedChange = { type: 'publish' | 'unpublish'; at: string }

/** The publications and withdrawals planned for one document that have not run yet, soonest first. */
export async function plannedChanges(
  payload: Payload,
  collection: string,
  id: number | string,
): Promise<PlannedChange[]> {
  const { docs } = await payload.find({
    collection: 'payload-jobs',
    where: {
      and: [
        { taskSlug: { equals: 'schedulePublish' } },
        { completedAt: { exists: false } },
        { hasError: { not_equals: true } },
        { 'input.doc.relationTo': { equals: collection } },
        { 'input.doc.value': { equals: String(id) } },
      ],
    },
    sort: 'waitUntil',
    limit: 5,
    depth: 0,
    overrideAccess: true,
  })
  return docs.flatMap((job) => {
    const input = job.input as { type?: string } | null
    return job.waitUntil ? [{ type: input?.type === 'unpublish' ? 'unpublish' : 'publish', at: job.waitUntil }] : []
  })
}

/** A list column with what is planned for each document (set through 'Publicatie plannen'). */
export const plannedColumn: UIField = {
  name: 'planned',
  type: 'ui',
  label: 'Gepland',
  admin: {
    components: { Cell: '/cms/admin/PlannedCell#PlannedCell' },
  },
}
