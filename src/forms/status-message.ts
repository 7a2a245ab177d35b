import type { CollectionAfterChangeHook, Endpoint, Field, GlobalConfig, PayloadRequest } from 'payload'

import { isEditor } from '@/data/access'
import { APPLICATION_STATUSES, type ApplicationStatus } from '@/data/application'
import { isAtsChange } from '@/data/application'
import { nl } from '@/i18n/nl'
import type { Application } from '@/payload-types'

import { scheduleApplicationMail } from './mail-schedule'
import { mailTemplatesFor } from './mail-templates'
import { refuse } from './timeline-endpoints'

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
  const template = await statusTemplate(req, status)
  return renderStatusMessage(template, placeholdersOf(application, userName))
}

export function placeholdersOf(application: Application, userName: string): Placeholders {
  const vacancy = application.vacancy && typeof application.vacancy === 'object' ? application.vacancy : null
  const recruiter = vacancy?.recruiter && typeof vacancy.recruiter === 'object' ? vacancy.recruiter.name : null
  return {
    naam: `${application.firstName} ${application.lastName}`,
    vacature: titleOf(application.vacancy) ?? text.openApplication,
    recruiter: recruiter || userName,
  }
}

/** The editors' template for a status as they wrote it, placeholders and all. */
async function statusTemplate(req: PayloadRequest, status: ApplicationStatus): Promise<StatusMessageTemplate> {
  const templates = await req.payload.findGlobal({ slug: STATUS_MESSAGES_SLUG, depth: 0, overrideAccess: true, req })
  const template = templates[status]
  return { subject: template?.subject ?? '', body: template?.body ?? '' }
}

const isStatus = (value: unknown): value is ApplicationStatus => APPLICATION_STATUSES.some((status) => status === value)

/**
 * The admin's preview when a recruiter picks a status: the status's message and the other templates
 * of that status to choose from, filled in for one application (`/:id/status-message`), or as
 * written, for the bulk edit, which fills them in per application when saved (`/status-template`).
 */
function statusPreviewEndpoint(path: string, bulk: boolean): Endpoint {
  return {
    path,
    method: 'get',
    handler: async (req) => {
      if (!req.user) return refuse(text.refusals.notAllowed, 401)
      const status = req.searchParams.get('status')
      if (!isStatus(status)) return refuse(text.refusals.status, 400)
      const id = Number(req.routeParams?.id)
      const application = bulk
        ? null
        : await req.payload.findByID({
            collection: 'applications',
            id,
            depth: 2,
            req,
            overrideAccess: false,
            disableErrors: true,
          })
      if (!bulk && !application) return refuse(text.refusals.notFound, 404)
      const values = application ? placeholdersOf(application, req.user.name || req.user.email) : null
      const fill = (template: StatusMessageTemplate) => (values ? renderStatusMessage(template, values) : template)
      const templates = await mailTemplatesFor(req, status)
      return Response.json({
        ...fill(await statusTemplate(req, status)),
        templates: templates.map((template) => ({ ...template, ...fill(template) })),
      })
    },
  }
}

/** GET /api/applications/:id/status-message?status=invited */
export const statusMessageEndpoint = statusPreviewEndpoint('/:id/status-message', false)

/** GET /api/applications/status-template?status=rejected: the bulk edit's preview. */
export const statusTemplateEndpoint = statusPreviewEndpoint('/status-template', true)

/**
 * What the admin sends along with a status change: whether to mail the applicant, and the text
 * the recruiter saw and perhaps edited. Virtual: used by the hook below, never stored.
 */
export const statusMessageFields: Field[] = [
  {
    // The panel itself (src/cms/components/StatusMessage.tsx): in the sidebar right below the
    // Status field, so that what goes out is in view when the status is chosen, on a phone too. A
    // data field rather than a ui field, so the bulk edit offers it beside Status.
    name: 'statusMessageSend',
    type: 'checkbox',
    label: text.bulkField,
    virtual: true,
    admin: {
      position: 'sidebar',
      readOnly: false,
      components: { Field: '/cms/components/StatusMessage#StatusMessage' },
      disableListColumn: true,
      disableListFilter: true,
    },
  },
  // Filled by the panel, never picked on their own in the bulk edit's field list.
  {
    name: 'statusMessageSubject',
    type: 'text',
    label: text.subject,
    virtual: true,
    admin: { hidden: true, readOnly: false, disableBulkEdit: true },
  },
  {
    name: 'statusMessageBody',
    type: 'textarea',
    label: text.preview,
    virtual: true,
    admin: { hidden: true, readOnly: false, disableBulkEdit: true },
  },
]

type MessageData = Pick<Application, 'statusMessageSend' | 'statusMessageSubject' | 'statusMessageBody'>

/** The text the recruiter saw, perhaps edited, and left ticked in the admin; null when nothing is to go. */
function approvedMessage(data: Partial<MessageData>): StatusMessageTemplate | null {
  const subject = data.statusMessageSubject?.trim()
  const body = data.statusMessageBody?.trim()
  return data.statusMessageSend === true && subject && body ? { subject, body } : null
}

/** The application with its vacancy and that vacancy's recruiter, whose names fill the placeholders. */
export const withVacancy = (req: PayloadRequest, id: number) =>
  req.payload.findByID({ collection: 'applications', id, depth: 2, overrideAccess: true, disableErrors: true, req })

/**
 * The approved text with this application's placeholders filled: the bulk edit sends one text to
 * every selected application, with {naam} and the like left in; a single edit's text has none left.
 */
async function personalised(
  req: PayloadRequest,
  doc: Application,
  message: StatusMessageTemplate | null,
): Promise<StatusMessageTemplate | null> {
  if (!message || !/\{(naam|vacature|recruiter)\}/.test(`${message.subject}${message.body}`)) return message
  const application = await withVacancy(req, doc.id)
  if (!application) return null
  return renderStatusMessage(message, placeholdersOf(application, req.user?.name || req.user?.email || ''))
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
  const application = await withVacancy(req, doc.id)
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
 * for a change by the applicant, an import or a job. It waits a minute on the application's
 * timeline ('Niet versturen'), then goes with the applicant's personal link.
 */
export const queueStatusMessage: CollectionAfterChangeHook<Application> = async ({
  data,
  doc,
  previousDoc,
  operation,
  req,
}) => {
  if (operation !== 'update' || doc.status === previousDoc?.status) return doc
  const message = req.user
    ? await personalised(req, doc, approvedMessage(data))
    : isAtsChange(req)
      ? await atsMessage(req, doc, previousDoc)
      : null
  if (!message) return doc
  await scheduleApplicationMail(req, {
    applicationId: doc.id,
    recipient: 'status',
    ...message,
    user: req.user ?? null,
  })
  return doc
}
