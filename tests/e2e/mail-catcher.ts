import { simpleParser, type ParsedMail } from 'mailparser'
import { SMTPServer } from 'smtp-server'

type CaughtMail = ParsedMail & { recipients: string[] }

/**
 * A real SMTP server on 127.0.0.1 in the test process: the e2e server delivers to it (SMTP_URL in
 * scripts/e2e-server.mjs), and each message is parsed as a mail client would.
 *
 * `hold()` makes it keep every new sender waiting for its answer to MAIL FROM (as a slow or
 * stalled mail server does) until `letThrough()`: a mail job is then caught mid-send. A sender
 * that went away in the meantime never sends its message, so it is not counted as received.
 */
export async function startMailCatcher(port: number) {
  const mails: CaughtMail[] = []
  let waiting: Array<() => void> | null = null
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    onMailFrom(_address, _session, callback) {
      if (waiting) waiting.push(() => callback())
      else callback()
    },
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((mail) => {
          mails.push(Object.assign(mail, { recipients: session.envelope.rcptTo.map((to) => to.address) }))
          callback()
        })
        .catch(callback)
    },
  })
  // A sender cut off while held closes its connection; that is expected here, not a failure.
  server.on('error', () => {})
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, '127.0.0.1', () => resolve())
  })
  return {
    /** Every mail received so far for one address. */
    to: (address: string) => mails.filter((mail) => mail.recipients.includes(address)),
    /** Every mail received so far whose Reply-To is `address` (the office's notifications). */
    replyingTo: (address: string) =>
      mails.filter((mail) => mail.replyTo?.value.some((entry) => entry.address === address)),
    /** Senders kept waiting since `hold()`. */
    held: () => waiting?.length ?? 0,
    hold: () => {
      waiting ??= []
    },
    letThrough: () => {
      const held = waiting ?? []
      waiting = null
      for (const release of held) release()
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
