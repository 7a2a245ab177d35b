import { nodemailerAdapter } from '@payloadcms/email-nodemailer'
import { spawn } from 'node:child_process'
import { once } from 'node:events'
import fs from 'node:fs'
import path from 'node:path'
import nodemailer from 'nodemailer'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { dataDirectory } from '@/cms/paths'
import { ORPHAN_MIN_AGE_MS, sweepOrphanFiles } from '@/forms/orphan-files'
import { nl } from '@/i18n/nl'
import { keepDataPrivate } from '@/ops/private-files.mjs'

import { formData, send, validApplication, validContact } from './form-helpers'
import { getTestPayload } from './helpers'
import { minimalPdf } from '../fixtures/files'

let payload: Payload
const original: Partial<Pick<Payload, 'email' | 'sendEmail'>> = {}

beforeAll(async () => {
  payload = await getTestPayload()
  original.email = payload.email
  original.sendEmail = payload.sendEmail
})

afterAll(() => {
  process.env.JOBS_AUTORUN = 'false'
  if (original.email) payload.email = original.email
  if (original.sendEmail) payload.sendEmail = original.sendEmail
})

const cv = () => new File([new Uint8Array(minimalPdf())], 'CV.pdf', { type: 'application/pdf' })

/** Runs `tasks` with at most `parallel` at once. */
async function inBatches<T>(tasks: Array<() => Promise<T>>, parallel: number): Promise<T[]> {
  const results: T[] = []
  for (let start = 0; start < tasks.length; start += parallel)
    results.push(...(await Promise.all(tasks.slice(start, start + parallel).map((task) => task()))))
  return results
}

async function useTransport(send: nodemailer.Transport<object>['send']): Promise<void> {
  const adapter = await nodemailerAdapter({
    transport: nodemailer.createTransport({ name: 'test', version: '1', send }),
    skipVerify: true,
    defaultFromAddress: 'noreply@koersgroep.nl',
    defaultFromName: 'Koers Groep',
  })
  payload.email = adapter({ payload })
  payload.sendEmail = payload.email.sendEmail
}

describe('stored files', () => {
  it('stores 60 parallel uploads of the same CV.pdf, each under its own random name', async () => {
    const answers = await inBatches(
      Array.from(
        { length: 60 },
        () => () => send('application', formData(validApplication(), { applicationCV: cv() })),
      ),
      4,
    )
    expect(answers.map((answer) => answer.status)).toEqual(Array(60).fill(200))
    const { docs } = await payload.find({
      collection: 'applicationFiles',
      sort: '-createdAt',
      limit: 60,
      overrideAccess: true,
      depth: 0,
    })
    const names = docs.map((doc) => doc.filename)
    expect(new Set(names).size).toBe(60)
    for (const name of names) expect(name).toMatch(/^[0-9a-f-]{36}\.pdf$/)
  })

  it('answers a PDF that the storage refuses (bytes after its end, no xref) with a 422 on the CV field', async () => {
    const trailing = Buffer.concat([minimalPdf(), Buffer.alloc(4096, 0x41)])
    const noXref = Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\n%%EOF\n', 'latin1')
    for (const bytes of [trailing, noXref]) {
      const file = new File([new Uint8Array(bytes)], 'CV.pdf', { type: 'application/pdf' })
      const answer = await send('application', formData(validApplication(), { applicationCV: file }))
      expect(answer.status).toBe(422)
      expect(await answer.json()).toEqual({ errors: { applicationCV: [nl.forms.errors.fileNotStored] } })
    }
  })

  it('keeps the database and applicants files readable by the server user only', async () => {
    keepDataPrivate(dataDirectory)
    expect((await send('application', formData(validApplication(), { applicationCV: cv() }))).status).toBe(200)
    const folder = payload.collections.applicationFiles.config.upload.staticDir!
    const mode = (target: string) => fs.statSync(target).mode & 0o777
    expect(mode(dataDirectory)).toBe(0o700)
    expect(mode(folder)).toBe(0o700)
    for (const name of fs.readdirSync(folder)) expect(mode(path.join(folder, name))).toBe(0o600)
    for (const name of fs.readdirSync(dataDirectory).filter((file) => /\.db$/.test(file)))
      expect(mode(path.join(dataDirectory, name))).toBe(0o600)
  })

  it('sweeps files no application holds (a record left by a crash, a file without record)', async () => {
    const folder = payload.collections.applicationFiles.config.upload.staticDir!
    const orphanRecord = await payload.create({
      collection: 'applicationFiles',
      data: {},
      file: { data: minimalPdf(), mimetype: 'application/pdf', name: 'wees.pdf', size: minimalPdf().length },
      overrideAccess: true,
    })
    const strayFile = path.join(folder, 'zwerfbestand.pdf')
    fs.writeFileSync(strayFile, minimalPdf())
    const held = await payload.find({
      collection: 'applications',
      where: { applicationCV: { exists: true } },
      limit: 1,
      depth: 0,
      overrideAccess: true,
    })
    const heldFile = held.docs[0].applicationCV as number

    // Younger than an hour: left alone, it may belong to a submission being stored.
    await sweepOrphanFiles(payload)
    expect(fs.existsSync(strayFile)).toBe(true)

    await sweepOrphanFiles(payload, new Date(Date.now() + ORPHAN_MIN_AGE_MS + 60_000))
    expect(fs.existsSync(strayFile)).toBe(false)
    expect(fs.existsSync(path.join(folder, orphanRecord.filename!))).toBe(false)
    await expect(
      payload.findByID({ collection: 'applicationFiles', id: orphanRecord.id, overrideAccess: true }),
    ).rejects.toThrow()
    expect(await payload.findByID({ collection: 'applicationFiles', id: heldFile, overrideAccess: true })).toBeTruthy()
  })
})

describe('a database busy with another process', () => {
  /**
   * Another process (an import, a backup) holds SQLite's write lock for a moment. A form post waits
   * for it (busy_timeout) instead of failing; the child holds the lock, since a wait inside this
   * process would also stop the timer that releases it.
   */
  it.skipIf(process.env.TEST_DATABASE === 'postgres')(
    'stores a contact message posted while another process holds the write lock',
    async () => {
      const holder = spawn(
        process.execPath,
        [
          '--input-type=module',
          '-e',
          `import { createClient } from '@libsql/client'
           const client = createClient({ url: process.env.DATABASE_URL })
           const lock = await client.transaction('write')
           await lock.execute('SELECT 1')
           console.log('locked')
           await new Promise((resolve) => setTimeout(resolve, 1500))
           await lock.commit()
           client.close()`,
        ],
        { cwd: process.cwd(), env: process.env, stdio: ['ignore', 'pipe', 'inherit'] },
      )
      const exited = once(holder, 'exit')
      await once(holder.stdout, 'data')
      const contact = validContact()
      const answer = await send('contact', formData(contact))
      expect(answer.status).toBe(200)
      expect(await exited).toEqual([0, null])
      const stored = await payload.count({
        collection: 'contactMessages',
        where: { email: { equals: contact.email } },
        overrideAccess: true,
      })
      expect(stored.totalDocs).toBe(1)
    },
  )
})

describe('mail after a burst', () => {
  it('sends every mail of a burst without waiting for the minute schedule', async () => {
    const sent: string[] = []
    await useTransport((mail, callback) => {
      sent.push(String(mail.data.to))
      callback(null, { messageId: 'test' })
    })
    process.env.JOBS_AUTORUN = 'true'
    try {
      const burst = Array.from({ length: 40 }, () => () => send('contact', formData(validContact())))
      const answers = await inBatches(burst, 8)
      expect(answers.every((answer) => answer.status === 200)).toBe(true)
      // No one runs the queue here but the drain that the submissions started.
      await expect.poll(() => sent.length, { timeout: 60_000, interval: 250 }).toBeGreaterThanOrEqual(80)
      const { drainMailQueue } = await import('@/forms/jobs')
      await drainMailQueue(payload)
    } finally {
      process.env.JOBS_AUTORUN = 'false'
    }
  })

  it('leaves failed mails for their retry instead of spinning on a broken SMTP server', async () => {
    let attempts = 0
    await useTransport((_mail, callback) => {
      attempts += 1
      callback(new Error('SMTP server unreachable'), {})
    })
    process.env.JOBS_AUTORUN = 'true'
    try {
      const { drainMailQueue } = await import('@/forms/jobs')
      expect((await send('contact', formData(validContact()))).status).toBe(200)
      await drainMailQueue(payload)
      // Each failed job was tried once; their back-off keeps them out of this drain.
      expect(attempts).toBeGreaterThanOrEqual(2)
      expect(attempts).toBeLessThan(10)
    } finally {
      process.env.JOBS_AUTORUN = 'false'
    }
  })
})
