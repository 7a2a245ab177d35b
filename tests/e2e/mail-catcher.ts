import { simpleParser, type ParsedMail } from 'mailparser'
import { SMTPServer } from 'smtp-server'

type CaughtMail = ParsedMail & { recipients: string[] }

/**
 * A real SMTP server on 127.0.0.1 in the test process: the e2e server delivers to it (SMTP_URL in
 * scripts/e2e-server.mjs), and each message is parsed as a mail client would.
 */
export async function startMailCatcher(port: number) {
  const mails: CaughtMail[] = []
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((mail) => {
          mails.push(Object.assign(mail, { recipients: session.envelope.rcptTo.map((to) => to.address) }))
          callback()
        })
        .catch(callback)
    },
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, '127.0.0.1', () => resolve())
  })
  return {
    /** Every mail received so far for one address. */
    to: (address: string) => mails.filter((mail) => mail.recipients.includes(address)),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
