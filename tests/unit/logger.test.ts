import { Writable } from 'node:stream'
import { Forbidden } from 'payload'
import { pino } from 'pino'
import { describe, expect, it } from 'vitest'

import { loggerConfig } from '@/cms/logger'

function capture(env: Record<string, string>) {
  const config = loggerConfig(env)
  if (!config || config === 'sync' || !('options' in config)) throw new Error('expected pino options')
  const lines: string[] = []
  const destination = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk))
      done()
    },
  })
  return { logger: pino(config.options, destination), lines }
}

describe('production logging', () => {
  it('writes one JSON object a line without applicants’ personal data', () => {
    const { logger, lines } = capture({ NODE_ENV: 'production' })
    logger.error({ data: { emailAddress: 'jan@example.nl', firstName: 'Jan' }, msg: 'Opslaan mislukt' })
    logger.info(
      { req: { headers: { cookie: 'payload-token=geheim' } }, form: { phoneNumber: '0612345678', email: 'a@b.nl' } },
      'Inzending',
    )
    const entries = lines.map((line) => JSON.parse(line))
    expect(entries[0].msg).toBe('Opslaan mislukt')
    expect(lines.join('')).not.toMatch(/jan@example\.nl|Jan"|geheim|0612345678|a@b\.nl/)
    expect(entries[0].time).toMatch(/^\d{4}-\d{2}-\d{2}T/)
  })

  it('logs an expected refusal (403) as one info line without a stack', () => {
    const { logger, lines } = capture({ NODE_ENV: 'production' })
    logger.error({ err: new Forbidden() })
    logger.error({ err: new Error('database gone') })
    const [refusal, failure] = lines.map((line) => JSON.parse(line))
    expect(refusal).toMatchObject({ level: 30, status: 403 })
    expect(refusal.err).toBeUndefined()
    expect(failure.level).toBe(50)
    expect(failure.err.stack).toBeTruthy()
  })

  it('keeps the readable default in development and on request', () => {
    expect(loggerConfig({ NODE_ENV: 'development' })).toBeUndefined()
    expect(loggerConfig({ NODE_ENV: 'production', LOG_FORMAT: 'pretty' })).toBeUndefined()
  })
})
