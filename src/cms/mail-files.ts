import { randomUUID } from 'node:crypto'
import fs from 'node:fs/promises'
import path from 'node:path'
import type { Transport } from 'nodemailer'

/**
 * Without SMTP, outgoing mail is written as .eml files (open them in any mail program), so a local
 * demo can follow a confirmation link. The log names the file only: mails carry personal data.
 */

/** The newest mails kept; older files are removed as new ones are written. */
const KEPT_MAIL_FILES = 200

type MailFileInfo = { messageId: string; file: string }

/** Orders the files of one millisecond. */
let sequence = 0

async function removeOldest(directory: string, keep: number): Promise<void> {
  const names = (await fs.readdir(directory)).filter((name) => name.endsWith('.eml')).sort()
  await Promise.all(
    names.slice(0, Math.max(0, names.length - keep)).map((name) => fs.rm(path.join(directory, name), { force: true })),
  )
}

/** A nodemailer transport that writes each message to `<directory>/<time>-<id>.eml`. */
export function mailFileTransport(directory: string, keep = KEPT_MAIL_FILES): Transport<MailFileInfo> {
  return {
    name: 'mail-files',
    version: '1',
    send(mail, callback) {
      const id = randomUUID()
      // Names sort by time, so the oldest are the first to go.
      const time = new Date().toISOString().replace(/[:.]/g, '-')
      const order = String(sequence++ % 1_000_000).padStart(6, '0')
      const file = path.join(directory, `${time}-${order}-${id.slice(0, 8)}.eml`)
      void (async () => {
        await fs.mkdir(directory, { recursive: true })
        await fs.writeFile(file, await mail.message.build(), { mode: 0o600 })
        await removeOldest(directory, keep)
        return { messageId: mail.message.messageId() || id, file }
      })().then(
        (info) => callback(null, info),
        (error: Error) => callback(error, { messageId: id, file }),
      )
    },
  }
}
