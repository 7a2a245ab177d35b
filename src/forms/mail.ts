import type { Payload, TaskConfig } from 'payload'

import { siteUrl } from '@/env'
import { nl } from '@/i18n/nl'
import type { Application, ContactMessage } from '@/payload-types'

import { documentChangeOf, receivedDocuments } from './applicant-data'
import { APPLICANT_LINK_LIFETIME_DAYS, applicantLink, renewApplicantLink } from './applicant-link'
import type { MailMessage } from './mail-message'
import { applicationNotificationAddress } from './notification-recipient'
import { buildStaffingMail } from './staffing-mail'
import { recordSentMail } from './timeline'

const text = nl.forms.mail
const labels = nl.forms.labels
const applicantText = nl.applicant.mail

export const MAIL_QUEUE = 'mail'
export const SEND_SUBMISSION_MAIL = 'sendSubmissionMail'

export type SubmissionCollection = 'applications' | 'contactMessages' | 'staffingRequests'
/**
 * Who gets the mail and why: the office's notice, the sender's confirmation, or (applications) the
 * applicant's confirmation that they withdrew it, had it erased or sent documents later (and the
 * office's notice of the withdrawal and of those documents), their link asked for again ('link'), or
 * the new link an editor made for them ('newLink'). An erased application is gone by the time its
 * mail is sent, so that job alone carries the address (`to`), and is deleted once sent
 * (src/forms/erasure.ts). A status message ('status') carries its subject and text (the one the
 * recruiter approved in the admin, or the template for a change the ATS reported:
 * src/forms/status-message.ts); a free mail ('free') likewise carries what a recruiter wrote. Both
 * wait on the application's timeline (`entryId`, src/forms/timeline.ts) until they go.
 */
export type MailRecipient =
  | 'office'
  | 'sender'
  | 'withdrawn'
  | 'officeWithdrawn'
  | 'erased'
  | 'link'
  | 'newLink'
  | 'documents'
  | 'officeDocuments'
  | 'status'
  | 'free'

/** The applicant's mails about an application carry their personal link, and each renews its lifetime. */
const CARRIES_LINK: ReadonlySet<MailRecipient> = new Set([
  'sender',
  'withdrawn',
  'link',
  'newLink',
  'documents',
  'status',
  'free',
])
type MailInput = {
  collection: SubmissionCollection
  submissionId: number
  recipient: MailRecipient
  to?: string | null
  subject?: string | null
  body?: string | null
  entryId?: number | null
  /** 'documents': what this upload added and replaced (src/forms/applicant-data.ts, DocumentChange). */
  documents?: unknown
}

type Context = { brand: string; office: string; adminUrl: string; vacancyTitle: string | null; link: string }

const line = (label: string, value: string | null | undefined) => `${label}: ${value || '-'}`

function vacancyTitleOf(application: Application): string | null {
  return application.vacancy && typeof application.vacancy === 'object' ? application.vacancy.title : null
}

/** The office's notice of a new application: who, for what, and where to handle it. No files attached. */
export function buildApplicationNotification(application: Application, context: Context): MailMessage {
  const name = `${application.firstName} ${application.lastName}`
  return {
    to: context.office,
    replyTo: application.emailAddress,
    subject: text.notificationSubject.application(name, context.vacancyTitle),
    text: [
      text.notificationIntro,
      '',
      line(text.vacancy, context.vacancyTitle ?? text.openApplication),
      line(labels.gender, application.gender === 'm' ? labels.male : application.gender === 'v' ? labels.female : null),
      line(labels.firstName, application.firstName),
      line(labels.lastName, application.lastName),
      line(labels.emailAddress, application.emailAddress),
      line(labels.phoneNumber, application.phoneNumber),
      line(text.consent, application.consent ? text.yes : text.no),
      '',
      `${labels.remark}:`,
      application.message || '-',
      '',
      text.files,
      text.openInAdmin,
      context.adminUrl,
    ].join('\n'),
  }
}

/** The recruiter's notice that the applicant sent documents later: which ones, and where to find them. */
function buildDocumentsNotification(application: Application, context: Context): MailMessage {
  const name = `${application.firstName} ${application.lastName}`
  return {
    to: context.office,
    replyTo: application.emailAddress,
    subject: text.documentsNotificationSubject(name, context.vacancyTitle),
    text: [
      text.documentsNotificationIntro,
      '',
      line(text.vacancy, context.vacancyTitle ?? text.openApplication),
      line(labels.firstName, application.firstName),
      line(labels.lastName, application.lastName),
      '',
      text.documentsNow,
      ...receivedDocuments(application).map((document) => `- ${document.kind}: ${document.description}`),
      '',
      text.files,
      text.openInAdmin,
      context.adminUrl,
    ].join('\n'),
  }
}

export function buildContactNotification(message: ContactMessage, context: Context): MailMessage {
  const business = message.kind === 'business'
  return {
    to: context.office,
    replyTo: message.email,
    subject: business
      ? text.notificationSubject.businessContact(message.name, message.businessName ?? '')
      : text.notificationSubject.contact(message.name),
    text: [
      text.notificationIntro,
      '',
      line(labels.name, message.name),
      ...(business ? [line(labels.businessName, message.businessName)] : []),
      line(labels.email, message.email),
      line(labels.phoneNumber, message.phoneNumber),
      '',
      `${labels.message}:`,
      message.message,
      '',
      text.openInAdmin,
      context.adminUrl,
    ].join('\n'),
  }
}

/**
 * The sender's confirmation carries none of what they typed: the address is unverified, so the
 * form must not become a way to mail arbitrary text to anyone.
 */
export function buildConfirmation(collection: SubmissionCollection, to: string, context: Context): MailMessage {
  return collection === 'applications'
    ? {
        to,
        subject: text.confirmationSubject.application,
        text: text.confirmationText.application(context.brand, context.vacancyTitle, context.link),
      }
    : { to, subject: text.confirmationSubject.contact, text: text.confirmationText.contact(context.brand) }
}

/** The applicant's confirmation that they withdrew their application, with the same personal link. */
function buildWithdrawalConfirmation(to: string, context: Context): MailMessage {
  return {
    to,
    subject: applicantText.withdrawnSubject,
    text: applicantText.withdrawnText(context.brand, context.vacancyTitle, context.link),
  }
}

/** The recruiter's notice that the applicant withdrew: who, for what, and where to find it. */
function buildWithdrawalNotification(application: Application, context: Context): MailMessage {
  const name = `${application.firstName} ${application.lastName}`
  return {
    to: context.office,
    subject: text.withdrawnNotificationSubject(name, context.vacancyTitle),
    text: [
      text.withdrawnNotificationIntro,
      '',
      line(text.vacancy, context.vacancyTitle ?? text.openApplication),
      line(labels.firstName, application.firstName),
      line(labels.lastName, application.lastName),
      '',
      text.openInAdmin,
      context.adminUrl,
    ].join('\n'),
  }
}

const brandName = async (payload: Payload) =>
  (await payload.findGlobal({ slug: 'siteSettings', depth: 0, overrideAccess: true })).brandName

async function buildMail(payload: Payload, input: MailInput): Promise<MailMessage | null> {
  if (input.collection === 'staffingRequests') return buildStaffingMail(payload, input.submissionId, input.recipient)
  if (input.recipient === 'erased') {
    if (!input.to) return null
    return {
      to: input.to,
      subject: applicantText.erasedSubject,
      text: applicantText.erasedText(await brandName(payload)),
    }
  }
  const found = (await payload.findByID({
    collection: input.collection,
    id: input.submissionId,
    depth: 1,
    overrideAccess: true,
    disableErrors: true,
  })) as Application | ContactMessage | null
  if (!found) return null
  const isApplication = input.collection === 'applications'
  const withLink = isApplication && CARRIES_LINK.has(input.recipient)
  const doc = withLink ? await renewApplicantLink(payload, found as Application) : found
  const settings = await payload.findGlobal({ slug: 'siteSettings', depth: 0, overrideAccess: true })
  const context: Context = {
    brand: settings.brandName,
    // An application goes to its vacancy's recruiter; everything else to the office.
    office: isApplication
      ? await applicationNotificationAddress(payload, doc as Application, settings.notificationEmail)
      : settings.notificationEmail,
    adminUrl: `${siteUrl()}/admin/collections/${input.collection}/${doc.id}`,
    vacancyTitle: isApplication ? vacancyTitleOf(doc as Application) : null,
    link: withLink ? applicantLink(payload, doc as Application) : '',
  }
  if (input.recipient === 'status' || input.recipient === 'free') {
    return isApplication && input.subject && input.body
      ? {
          to: (doc as Application).emailAddress,
          replyTo: context.office,
          subject: input.subject,
          text: applicantText.statusText(input.body, context.link),
        }
      : null
  }
  if (input.recipient === 'link' || input.recipient === 'newLink') {
    const asked = input.recipient === 'link'
    return isApplication
      ? {
          to: (doc as Application).emailAddress,
          subject: asked ? applicantText.linkSubject : applicantText.newLinkSubject,
          text: (asked ? applicantText.linkText : applicantText.newLinkText)(
            context.brand,
            context.vacancyTitle,
            context.link,
            APPLICANT_LINK_LIFETIME_DAYS,
          ),
        }
      : null
  }
  if (input.recipient === 'documents') {
    // The documents this upload brought, by kind and format (never the files themselves); a
    // replaced one is mentioned only when there was one.
    const change = documentChangeOf(input.documents)
    const received = receivedDocuments(doc as Application).filter(
      (document) => !change || change.added.includes(document.field),
    )
    return isApplication
      ? {
          to: (doc as Application).emailAddress,
          subject: applicantText.documentsSubject,
          text: applicantText.documentsText(
            context.brand,
            context.vacancyTitle,
            received.map((document) => `${document.kind}: ${document.description}`),
            Boolean(change?.replaced.length),
            context.link,
          ),
        }
      : null
  }
  if (input.recipient === 'officeDocuments') {
    return isApplication ? buildDocumentsNotification(doc as Application, context) : null
  }
  if (input.recipient === 'officeWithdrawn') {
    return isApplication ? buildWithdrawalNotification(doc as Application, context) : null
  }
  if (input.recipient === 'withdrawn') {
    return isApplication ? buildWithdrawalConfirmation((doc as Application).emailAddress, context) : null
  }
  if (input.recipient === 'sender') {
    return buildConfirmation(
      input.collection,
      isApplication ? (doc as Application).emailAddress : (doc as ContactMessage).email,
      context,
    )
  }
  return isApplication
    ? buildApplicationNotification(doc as Application, context)
    : buildContactNotification(doc as ContactMessage, context)
}

/**
 * Sends one mail about one stored submission. A failure (SMTP down) throws, and the job queue
 * tries again with growing pauses: 1, 2, 4 ... 512 minutes, about 17 hours in all.
 */
export const sendSubmissionMailTask: TaskConfig<'sendSubmissionMail'> = {
  slug: SEND_SUBMISSION_MAIL,
  label: 'Mail over inzending versturen',
  retries: { attempts: 10, backoff: { type: 'exponential', delay: 60_000 } },
  inputSchema: [
    {
      name: 'collection',
      type: 'select',
      options: ['applications', 'contactMessages', 'staffingRequests'],
      required: true,
    },
    { name: 'submissionId', type: 'number', required: true },
    {
      name: 'recipient',
      type: 'select',
      options: [
        'office',
        'sender',
        'withdrawn',
        'officeWithdrawn',
        'erased',
        'link',
        'newLink',
        'documents',
        'officeDocuments',
        'status',
        'free',
      ],
      required: true,
    },
    { name: 'to', type: 'text' },
    { name: 'subject', type: 'text' },
    { name: 'body', type: 'textarea' },
    { name: 'entryId', type: 'number' },
    { name: 'documents', type: 'json' },
  ],
  outputSchema: [{ name: 'sent', type: 'checkbox' }],
  handler: async ({ input, req }) => {
    const mail = await buildMail(req.payload, input)
    // The submission was deleted in the meantime (by an editor or retention): nothing to tell.
    if (!mail) return { output: { sent: false } }
    await req.payload.sendEmail(mail)
    // Every mail to or about an applicant is kept on the application's timeline (an erased
    // application has none left). The mail is out: a failure here must not send it again.
    if (input.collection === 'applications' && input.recipient !== 'erased') {
      await recordSentMail(
        req.payload,
        { applicationId: input.submissionId, entryId: input.entryId, recipient: input.recipient },
        mail,
      ).catch((error: unknown) => req.payload.logger.warn({ err: error, msg: 'Recording a sent mail failed' }))
    }
    return { output: { sent: true } }
  },
}
