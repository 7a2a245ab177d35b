import { nodemailerAdapter } from '@payloadcms/email-nodemailer'
import type { AddressInfo } from 'node:net'
import nodemailer from 'nodemailer'
import type { Payload } from 'payload'
import { SMTPServer } from 'smtp-server'

type ReceivedMail = { from: string; to: string[]; raw: string }

/**
 * A real SMTP server on 127.0.0.1 and Payload's mail adapter pointed at it; `stop` restores the
 * adapter the test found.
 */
export async function startSmtp(payload: Payload) {
  const received: ReceivedMail[] = []
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      let raw = ''
      stream.setEncoding('utf8')
      stream.on('data', (chunk: string) => (raw += chunk))
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw,
        })
        callback()
      })
    },
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.server.address() as AddressInfo
  const original = { email: payload.email, sendEmail: payload.sendEmail }
  const adapter = await nodemailerAdapter({
    transport: nodemailer.createTransport({ host: '127.0.0.1', port, secure: false, ignoreTLS: true }),
    skipVerify: true,
    defaultFromAddress: 'noreply@koersgroep.nl',
    defaultFromName: 'Koers Groep',
  })
  payload.email = adapter({ payload })
  payload.sendEmail = payload.email.sendEmail
  return {
    received,
    async stop() {
      payload.email = original.email
      payload.sendEmail = original.sendEmail
      await new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
}
