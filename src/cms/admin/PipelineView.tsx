import type { AdminViewServerProps } from 'payload'

import { pipelineOf } from '@/cms/pipeline'
import { APPLICATION_STATUSES } from '@/data/application'
import { nl } from '@/i18n/nl'

import { AdminViewPage } from './AdminViewPage'
import { PipelineBoard } from './PipelineBoard.client'

const text = nl.pipeline

/** The vacancy's id from the view's address, /vacatures/<id>/pijplijn. */
function vacancyIdOf(view: AdminViewServerProps): number | null {
  const segments = view.params?.segments
  const id = Array.isArray(segments) ? Number(segments[1]) : NaN
  return Number.isInteger(id) && id > 0 ? id : null
}

/**
 * A vacancy's pipeline: its applications in a column per status, in the workflow's order, read
 * with the user's access. The board itself (moving a card) is a client component.
 */
export async function PipelineView(view: AdminViewServerProps) {
  const { payload, user } = view.initPageResult.req
  const id = vacancyIdOf(view)
  const pipeline = user && id !== null ? await pipelineOf(payload, user, id) : null
  const adminRoute = payload.config.routes.admin
  if (!pipeline) {
    return (
      <AdminViewPage view={view} title={text.notFoundTitle}>
        <p role="alert">{text.notFound}</p>
      </AdminViewPage>
    )
  }
  const columns = APPLICATION_STATUSES.map((status) => ({ status, label: nl.applicant.statuses[status] }))
  const listFilter = `where[or][0][and][0][vacancy][equals]=${pipeline.vacancy.id}`
  return (
    <AdminViewPage view={view} title={text.title(pipeline.vacancy.title)}>
      <p>{text.intro}</p>
      <p style={{ display: 'flex', gap: 'var(--base)', flexWrap: 'wrap' }}>
        <a href={`${adminRoute}/collections/vacancies/${pipeline.vacancy.id}`}>{text.editVacancy}</a>
        <a href={`${adminRoute}/collections/applications?${listFilter}`}>{text.inList}</a>
      </p>
      <PipelineBoard columns={columns} initialCards={pipeline.cards} adminRoute={adminRoute} />
    </AdminViewPage>
  )
}
