import { nodemailerAdapter } from '@payloadcms/email-nodemailer'
import path from 'node:path'
import nodemailer from 'nodemailer'
import type { EmailAdapter } from 'payload'

import { serverEnv } from '@/env'

import { mailFileTransport } from './mail-files'
import { dataDirectory } from './paths'

/** Where mail goes without SMTP_URL: one .eml file a message. */
const mailFilesDirectory = () => path.join(dataDirectory, 'mail')

/** Logs where each written mail went: its file, never its recipient or subject. */
function loggingMailFiles(adapter: EmailAdapter): EmailAdapter {
  return (args) => {
    const inner = adapter(args)
    return {
      ...inner,
      sendEmail: async (message) => {
        const info: unknown = await inner.sendEmail(message)
        if (typeof info === 'object' && info !== null && 'file' in info && typeof info.file === 'string')
          args.payload.logger.info(
            { file: info.file },
            `Mail geschreven naar ${path.relative(process.cwd(), info.file)}`,
          )
        return info
      },
    }
  }
}

/** Real SMTP when SMTP_URL is set; otherwise each mail is written as an .eml file under DATA_DIR/mail. */
export async function emailAdapter(): Promise<EmailAdapter> {
  const { SMTP_URL, MAIL_FROM_ADDRESS, MAIL_FROM_NAME } = serverEnv()
  const from = { defaultFromAddress: MAIL_FROM_ADDRESS, defaultFromName: MAIL_FROM_NAME }
  if (SMTP_URL) return nodemailerAdapter({ ...from, transport: nodemailer.createTransport(SMTP_URL) })
  const adapter = await nodemailerAdapter({
    ...from,
    skipVerify: true,
    transport: nodemailer.createTransport(mailFileTransport(mailFilesDirectory())),
  })
  return loggingMailFiles(adapter)
}
