import { createClient } from '@libsql/client'
import { expect, test } from '@playwright/test'
import type { ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import http from 'node:http'
import path from 'node:path'

import { startServer, type OwnServer } from './own-server'
import { minimalPdf } from '../fixtures/files'

/**
 * SIGTERM while an application with a CV is being uploaded: the server stops taking requests,
 * finishes the one in flight (answering it) and exits.
 */
let port = 0
let own: OwnServer
let server: ChildProcess
let dataDir = ''

function multipartBody(boundary: string): Buffer {
  const fields = {
    firstName: 'Sanne',
    lastName: 'Visser',
    emailAddress: 'sanne@example.nl',
    phoneNumber: '0612345678',
    gender: 'v',
  }
  const parts: Buffer[] = Object.entries(fields).map(([name, value]) =>
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
  )
  // A real PDF, padded with a long comment line after its header so the upload takes a while.
  const base = minimalPdf()
  const afterHeader = base.indexOf('\n') + 1
  const pdf = Buffer.concat([
    base.subarray(0, afterHeader),
    Buffer.from('%'),
    Buffer.alloc(3 * 1024 * 1024, 0x20),
    Buffer.from('\n'),
    base.subarray(afterHeader),
  ])
  parts.push(
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="applicationCV"; filename="cv.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
    ),
    pdf,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  )
  return Buffer.concat(parts)
}

test.describe('graceful shutdown', () => {
  test.describe.configure({ timeout: 360_000 })

  test.beforeAll(async () => {
    test.setTimeout(360_000)
    own = await startServer({ data: 'empty', env: { JOBS_AUTORUN: 'false' } })
    port = own.port
    server = own.process
    dataDir = own.dataDir
  })

  test.afterAll(() => own.stop('SIGKILL'))

  test('an upload in flight during SIGTERM is finished and stored whole', async () => {
    const boundary = `----koers${Date.now()}`
    const body = multipartBody(boundary)
    const exited = new Promise<number | null>((resolve) => server.once('exit', (code) => resolve(code)))

    const answer = new Promise<{ status: number | null; body: string }>((resolve) => {
      const request = http.request(
        {
          host: '127.0.0.1',
          port,
          method: 'POST',
          path: '/actions/module/application-form',
          headers: { 'Content-Type': `multipart/form-data; boundary=${boundary}`, 'Content-Length': body.length },
        },
        (response) => {
          let text = ''
          response.on('data', (chunk) => (text += chunk))
          response.on('end', () => resolve({ status: response.statusCode ?? null, body: text }))
        },
      )
      request.on('error', () => resolve({ status: null, body: '' }))
      const half = Math.floor(body.length / 2)
      request.write(body.subarray(0, half))
      // The server gets SIGTERM with half of the upload received, the rest follows after it.
      setTimeout(() => {
        server.kill('SIGTERM')
        setTimeout(() => request.end(body.subarray(half)), 300)
      }, 500)
    })

    const { status, body: text } = await answer
    const exitCode = await exited
    expect([0, 143]).toContain(exitCode)

    const database = createClient({ url: own.databaseUrl })
    const count = async (table: string) =>
      Number((await database.execute(`select count(*) as n from ${table}`)).rows[0].n)
    const applications = await count('applications')
    const files = await count('application_files')
    database.close()
    const folder = path.join(dataDir, 'application-files')
    const onDisk = fs.existsSync(folder) ? fs.readdirSync(folder).length : 0

    // The request was accepted before SIGTERM: it is answered, not cut off.
    expect(status).toBe(200)
    expect(JSON.parse(text)).toEqual({ success: true })
    expect({ applications, files, onDisk }).toEqual({ applications: 1, files: 1, onDisk: 1 })
  })
})
