import { createClient } from '@libsql/client'
import { expect, test } from '@playwright/test'

import { exited, freePort } from './child-servers'
import { startMailCatcher } from './mail-catcher'
import { startServer, type OwnServer } from './own-server'
import { postApplication, postContact } from './raw-http'

/**
 * Every stored submission is mailed (the office's notification and the sender's confirmation),
 * even when the server dies with mail jobs in hand: `kill -9` in the middle of a burst, a restart,
 * SIGTERM in the middle of the next burst, and a restart. The mail server holds every sender
 * during the bursts, so the jobs are caught mid-send when the server goes down.
 */
let smtpPort = 0
let origin = ''
/** Short, so that the test waits seconds for a dead server's claims to expire, not minutes. */
const LEASE_SECONDS = 12
const BURST = 12

let server: OwnServer | undefined
let catcher: Awaited<ReturnType<typeof startMailCatcher>>

/** The server on an empty database (not seeded: the mail needs the site settings only, written below). */
async function startMailServer(): Promise<OwnServer> {
  const started = await startServer({
    data: 'empty',
    env: {
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      JOBS_AUTORUN: 'true',
      JOB_LEASE_SECONDS: String(LEASE_SECONDS),
      REDIS_URL: '',
      RATE_LIMIT_MAX: '1000',
      FORM_MAX_UPLOADS_PER_ADDRESS: '100',
    },
  })
  origin = started.origin
  return started
}

const database = () => createClient({ url: server!.databaseUrl })

/**
 * Sends a burst of contact messages and applications (with a PDF), three at a time, and calls
 * `interrupt` once `after` of them were answered and the mail server holds at least one sender.
 */
async function burst(after: number, interrupt: () => void): Promise<void> {
  let answered = 0
  let interrupted = false
  const queue = Array.from({ length: BURST }, (_, index) => index)
  const sendNext = async (): Promise<void> => {
    const index = queue.shift()
    if (index === undefined) return
    const answer = index % 2 ? await postApplication(origin, '127.0.0.1') : await postContact(origin, '127.0.0.1')
    if (answer.status === 200) answered++
    if (!interrupted && answered >= after) {
      await expect.poll(() => catcher.held(), { timeout: 30_000 }).toBeGreaterThan(0)
      interrupted = true
      interrupt()
    }
    if (!interrupted || answer.status !== null) await sendNext()
  }
  await Promise.all([sendNext(), sendNext(), sendNext()])
  // Otherwise the caller would wait for the exit of a server that was never stopped.
  if (!interrupted)
    throw new Error(`Only ${answered} of ${BURST} submissions were answered; the server was not stopped`)
}

/** The site settings the mail reads (the brand, the office's address), as an editor would set them. */
async function writeSiteSettings(): Promise<void> {
  const client = database()
  await client.execute(
    "insert into site_settings (brand_name, email, notification_email) values ('Koers Groep', 'info@koersgroep.nl', 'inzendingen@koersgroep.nl')",
  )
  client.close()
}

/** The address of every stored submission, read from the database. */
async function storedSubmissions(): Promise<string[]> {
  const client = database()
  const applications = await client.execute('select email_address as address from applications')
  const messages = await client.execute('select email as address from contact_messages')
  client.close()
  return [...applications.rows, ...messages.rows].map((row) => String(row.address))
}

/** The mail jobs not done yet, to tell why a mail is missing when one is. */
async function unfinishedMailJobs(): Promise<unknown[]> {
  const client = database()
  const jobs = await client.execute(
    'select id, input, total_tried, has_error, error, wait_until, processing, updated_at from payload_jobs where completed_at is null',
  )
  client.close()
  return jobs.rows
}

/** Submissions whose office notification or sender's confirmation has not arrived. */
function unmailed(addresses: string[]): string[] {
  return addresses.filter((address) => catcher.to(address).length === 0 || catcher.replyingTo(address).length === 0)
}

test.describe('mail of stored submissions', () => {
  test.describe.configure({ timeout: 600_000 })

  test.beforeAll(async () => {
    smtpPort = await freePort()
    catcher = await startMailCatcher(smtpPort)
  })

  test.afterAll(async () => {
    await server?.stop('SIGKILL')
    await catcher.close()
  })

  test('reaches the office and the sender through kill -9 and SIGTERM in the middle of bursts', async () => {
    const started = await startMailServer()
    server = started
    await writeSiteSettings()

    // 1. kill -9 with mail jobs in hand.
    catcher.hold()
    const first = started.process
    await burst(BURST / 2, () => first.kill('SIGKILL'))
    await exited(first)
    const afterKill = await storedSubmissions()
    expect(afterKill.length).toBeGreaterThanOrEqual(BURST / 2)
    catcher.letThrough()

    // 2. Restarted at once (the dead server's claims are fresh), then SIGTERM with mail in hand.
    await started.restart()
    catcher.hold()
    const second = started.process
    await burst(BURST / 2, () => second.kill('SIGTERM'))
    await exited(second)
    expect([0, 143]).toContain(second.exitCode)
    const stored = await storedSubmissions()
    expect(stored.length).toBeGreaterThanOrEqual(afterKill.length + BURST / 2)
    catcher.letThrough()

    // 3. Restarted: every stored submission is mailed, within a few leases.
    await started.restart()
    const deadline = Date.now() + (LEASE_SECONDS * 3 + 90) * 1000
    while (unmailed(stored).length > 0 && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 200))
    const missing = unmailed(stored)
    console.log(`Stored submissions: ${stored.length}; without their mail: ${missing.length}`)
    if (missing.length) {
      const which = missing.map((address) => ({
        address,
        office: catcher.replyingTo(address).length,
        sender: catcher.to(address).length,
      }))
      console.log('Missing mail:', JSON.stringify(which), 'jobs not done:', JSON.stringify(await unfinishedMailJobs()))
    }
    expect(missing).toEqual([])
  })
})
