import { addDataAndFileToRequest, type PayloadRequest } from 'payload'

import { nlTimeline } from '@/i18n/admin'

import { FORM_ERROR_KEY, type FieldErrors } from './field-errors'
import { scheduleApplicationMail } from './mail-schedule'
import { mailTemplatesFor } from './mail-templates'
import { noteSchema, recruiterMailSchema, validateFields } from './schemas'
import { placeholdersOf, renderStatusMessage, withVacancy } from './status-message'
import { addNote } from './timeline'
import { applicationEndpoint } from './timeline-endpoints'

const text = nlTimeline.refusals

const invalid = (errors: FieldErrors) => Response.json({ errors }, { status: 400 })

/** The request's fields, JSON or a form; none when the body is neither. */
async function fieldsOf(req: PayloadRequest): Promise<Record<string, unknown>> {
  await addDataAndFileToRequest(req).catch(() => undefined)
  return req.data ?? {}
}

/** The name the mail's {recruiter} gets when the vacancy names none: the one who writes it. */
const userName = (user: { name?: string | null; email: string } | null | undefined) => user?.name || user?.email || ''

/** GET /api/applications/:id/mail-templates: every template, filled in for this applicant. */
export const mailTemplatesEndpoint = applicationEndpoint('mail-templates', 'get', async (req, { id }) => {
  const application = await withVacancy(req, id)
  if (!application) return Response.json({ templates: [] })
  const values = placeholdersOf(application, userName(req.user))
  const templates = await mailTemplatesFor(req, null)
  return Response.json({
    templates: templates.map((template) => ({ ...template, ...renderStatusMessage(template, values) })),
  })
})

/**
 * POST /api/applications/:id/mail (subject, body): 'E-mail sturen' without a status change. The
 * text's placeholders are filled in, and it waits its minute on the timeline like a status message.
 */
export const freeMailEndpoint = applicationEndpoint('mail', 'post', async (req, { id }) => {
  const parsed = validateFields(recruiterMailSchema, await fieldsOf(req))
  if (!parsed.ok) return invalid(parsed.errors)
  const application = await withVacancy(req, id)
  if (!application) return Response.json({ errors: { [FORM_ERROR_KEY]: [text.notFound] } }, { status: 404 })
  const message = renderStatusMessage(parsed.data, placeholdersOf(application, userName(req.user)))
  const entryId = await scheduleApplicationMail(req, {
    applicationId: id,
    recipient: 'free',
    ...message,
    user: req.user ?? null,
  })
  return Response.json({ entryId })
})

/** POST /api/applications/:id/notes (body): a recruiter's note on the timeline, with who and when. */
export const noteEndpoint = applicationEndpoint('notes', 'post', async (req, { id }) => {
  const parsed = validateFields(noteSchema, await fieldsOf(req))
  if (!parsed.ok) return invalid(parsed.errors)
  if (!req.user) return Response.json({ errors: { [FORM_ERROR_KEY]: [text.notFound] } }, { status: 401 })
  const note = await addNote(req, id, parsed.data.body, req.user)
  return Response.json({ entryId: note.id })
})
