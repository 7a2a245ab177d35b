import type { CollectionAfterChangeHook, Endpoint, Field, GlobalConfig, PayloadRequest } from 'payload'

import { isEditor } from '@/cms/access'
import { nl } from '@/i18n/nl'
import type { Application } from '@/payload-types'

import { APPLICATION_STATUSES, type ApplicationStatus } from './applicant-link'
import { MAIL_QUEUE, SEND_SUBMISSION_MAIL } from './mail'
import { isAtsChange } from './status-history'

const text = nl.statusMessages

const STATUS_MESSAGES_SLUG = 'statusMessages'

/** The editors' templates: one subject and body per status, with Dutch defaults until someone saves their own. */
export const StatusMessages: GlobalConfig = {
  slug: STATUS_MESSAGES_SLUG,
  label: text.global,
  // Recruiters' wording, not site content: only signed-in users read it.
  access: { read: isEditor, update: isEditor },
  admin: { description: text.description },
  fields: APPLICATION_STATUSES.map((status): Field => ({
    name: status,
    type: 'group',
    label: nl.applicant.statuses[status],
    fields: [
      { name: 'subject', type: 'text', label: text.subject, defaultValue: text.defaults[status].subject },
      { name: 'body', type: 'textarea', label: text.body, defaultValue: text.defaults[status].body },
    ],
  })),
}

export type StatusMessageTemplate = { subject: string; body: string }
type Placeholders = { naam: string; vacature: string; recruiter: string }

/** Fills {naam}, {vacature} and {recruiter}; any other braces are left as the editor typed them. */
export function renderStatusMessage(template: StatusMessageTemplate, values: Placeholders): StatusMessageTemplate {
  const fill = (value: string) =>
    value.replace(/\{(naam|vacature|recruiter)\}/g, (_match, key: keyof Placeholders) => values[key])
  return { subject: fill(template.subject), body: fill(template.body) }
}

const titleOf = (vacancy: Application['vacancy']) => (vacancy && typeof vacancy === 'object' ? vacancy.title : null)

/**
 * The message for one application entering one status, with its placeholders filled: the
 * applicant's name, the vacancy's title and its recruiter (or, without one, `userName`).
 */
async function statusMessageFor(
  req: PayloadRequest,
  application: Application,
  status: ApplicationStatus,
  userName: string,
): Promise<StatusMessageTemplate> {
  const templates = await req.payload.findGlobal({ slug: STATUS_MESSAGES_SLUG, depth: 0, overrideAccess: true, req })
  const template = templates[status]
  const vacancy = application.vacancy && typeof application.vacancy === 'object' ? application.vacancy : null
  const recruiter = vacancy?.recruiter && typeof vacancy.recruiter === 'object' ? vacancy.recruiter.name : null
  return renderStatusMessage(
    { subject: template?.subject ?? '', body: template?.body ?? '' },
    {
      naam: `${application.firstName} ${application.lastName}`,
      vacature: titleOf(application.vacancy) ?? text.openApplication,
      recruiter: recruiter || userName,
    },
  )
}

const isStatus = (value: unknown): value is ApplicationStatus => APPLICATION_STATUSES.some((status) => status === value)

/** GET /api/applications/:id/status-message?status=invited: the admin's preview when a recruiter picks a status. */
export const statusMessageEndpoint: Endpoint = {
  path: '/:id/status-message',
  method: 'get',
  handler: async (req) => {
    if (!req.user) return Response.json({ error: 'Unauthorized' }, { status: 401 })
    const status = req.searchParams.get('status')
    const id = Number(req.routeParams?.id)
    if (!isStatus(status) || !Number.isInteger(id)) return Response.json({ error: 'Bad request' }, { status: 400 })
    const application = await req.payload.findByID({
      collection: 'applications',
      id,
      depth: 2,
      req,
      overrideAccess: false,
      disableErrors: true,
    })
    if (!application) return Response.json({ error: 'Not found' }, { status: 404 })
    return Response.json(await statusMessageFor(req, application, status, req.user.name || req.user.email))
  },
}

/**
 * What the admin sends along with a status change: whether to mail the applicant, and the text
 * the recruiter saw and perhaps edited. Virtual: used by the hook below, never stored.
 */
export const statusMessageFields: Field[] = [
  { name: 'statusMessageSend', type: 'checkbox', virtual: true, admin: { hidden: true, readOnly: false } },
  { name: 'statusMessageSubject', type: 'text', virtual: true, admin: { hidden: true, readOnly: false } },
  { name: 'statusMessageBody', type: 'textarea', virtual: true, admin: { hidden: true, readOnly: false } },
  {
    name: 'statusMessage',
    type: 'ui',
    label: text.send,
    admin: { components: { Field: '/cms/components/StatusMessage#StatusMessage' }, disableListColumn: true },
  },
]

type MessageData = Pick<Application, 'statusMessageSend' | 'statusMessageSubject' | 'statusMessageBody'>

/** The text the recruiter saw, perhaps edited, and left ticked in the admin; null when nothing is to go. */
function approvedMessage(data: Partial<MessageData>): StatusMessageTemplate | null {
  const subject = data.statusMessageSubject?.trim()
  const body = data.statusMessageBody?.trim()
  return data.statusMessageSend === true && subject && body ? { subject, body } : null
}

/**
 * The editors' template for a status the ATS reported, filled in with the vacancy's recruiter (or,
 * without one, the brand). Nobody reads it before it goes, so nothing goes when the template is
 * empty, nor to an applicant who withdrew or whose application the ATS marks withdrawn.
 */
async function atsMessage(
  req: PayloadRequest,
  doc: Application,
  previous: Application,
): Promise<StatusMessageTemplate | null> {
  if (doc.status === 'withdrawn' || previous.status === 'withdrawn') return null
  const application = await req.payload.findByID({
    collection: 'applications',
    id: doc.id,
    depth: 2,
    overrideAccess: true,
    disableErrors: true,
    req,
  })
  if (!application) return null
  const settings = await req.payload.findGlobal({ slug: 'siteSettings', depth: 0, overrideAccess: true, req })
  const message = await statusMessageFor(req, application, doc.status, settings.brandName)
  const subject = message.subject.trim()
  const body = message.body.trim()
  return subject && body ? { subject, body } : null
}

/**
 * Queues the mail of a status change to an existing application: the text a signed-in user
 * approved in the admin, or the editors' template for a change the ATS reported. Never on create,
 * for a change by the applicant, an import or a job. The mail queue's minute run sends it, with the
 * applicant's personal link: the change is not committed yet while this hook runs.
 */
export const queueStatusMessage: CollectionAfterChangeHook<Application> = async ({
  data,
  doc,
  previousDoc,
  operation,
  req,
}) => {
  if (operation !== 'update' || doc.status === previousDoc?.status) return doc
  const message = req.user ? approvedMessage(data) : isAtsChange(req) ? await atsMessage(req, doc, previousDoc) : null
  if (!message) return doc
  await req.payload.jobs.queue({
    task: SEND_SUBMISSION_MAIL,
    queue: MAIL_QUEUE,
    input: { collection: 'applications', submissionId: doc.id, recipient: 'status', ...message },
    req,
  })
  return doc
}
