import { nodemailerAdapter } from '@payloadcms/email-nodemailer'
import nodemailer from 'nodemailer'
import type { EmailAdapter } from 'payload'

/** Real SMTP when SMTP_URL is set; otherwise Payload writes outgoing mail to its log. */
export function emailAdapter(): Promise<EmailAdapter> | undefined {
  const smtpUrl = process.env.SMTP_URL
  if (!smtpUrl) return undefined
  return nodemailerAdapter({
    defaultFromAddress: process.env.MAIL_FROM_ADDRESS || 'noreply@koersgroep.nl',
    defaultFromName: process.env.MAIL_FROM_NAME || 'Koers Groep',
    transport: nodemailer.createTransport(smtpUrl),
  })
}
