import { simpleParser } from 'mailparser'
import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import nodemailer from 'nodemailer'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'

import { mailFileTransport } from '@/cms/mail-files'

let directory: string

beforeEach(async () => {
  directory = await fs.mkdtemp(path.join(os.tmpdir(), 'mail-files-'))
})
afterEach(async () => {
  await fs.rm(directory, { recursive: true, force: true })
})

const send = (transport: ReturnType<typeof nodemailer.createTransport>, subject: string) =>
  transport.sendMail({
    from: 'Koers Groep <noreply@koersgroep.nl>',
    to: 'sollicitant@example.nl',
    subject,
    text: 'Bevestig via https://koersgroep.nl/vacature-alert/bevestig/abc',
  })

describe('mail written to files without SMTP', () => {
  it('writes each message as an .eml file a mail program opens, links intact', async () => {
    const transport = nodemailer.createTransport(mailFileTransport(directory))
    await send(transport, 'Bevestig je vacature-alert')
    const [name, ...others] = await fs.readdir(directory)
    expect({ name, others }).toEqual({ name: expect.stringMatching(/\.eml$/), others: [] })
    const file = path.join(directory, name)
    const mail = await simpleParser(await fs.readFile(file))
    expect(mail.subject).toBe('Bevestig je vacature-alert')
    expect(mail.text).toContain('https://koersgroep.nl/vacature-alert/bevestig/abc')
    expect((await fs.stat(file)).mode & 0o777).toBe(0o600)
  })

  it('keeps only the newest files', async () => {
    const transport = nodemailer.createTransport(mailFileTransport(directory, 3))
    for (let index = 0; index < 5; index++) await send(transport, `Mail ${index}`)
    const kept = (await fs.readdir(directory)).sort()
    const subjects = await Promise.all(
      kept.map(async (name) => (await simpleParser(await fs.readFile(path.join(directory, name)))).subject),
    )
    expect(subjects).toEqual(['Mail 2', 'Mail 3', 'Mail 4'])
  })
})
