import { nodemailerAdapter } from '@payloadcms/email-nodemailer'
import nodemailer from 'nodemailer'
import type { EmailAdapter } from 'payload'
import { serverEnv } from '@/env'

/** Real SMTP when SMTP_URL is set; otherwise Payload writes outgoing mail to its log. */
export function emailAdapter(): Promise<EmailAdapter> | undefined {
  const { SMTP_URL, MAIL_FROM_ADDRESS, MAIL_FROM_NAME } = serverEnv()
  if (!SMTP_URL) return undefined
  return nodemailerAdapter({
    defaultFromAddress: MAIL_FROM_ADDRESS,
    defaultFromName: MAIL_FROM_NAME,
    transport: nodemailer.createTransport(SMTP_URL),
  })
}
