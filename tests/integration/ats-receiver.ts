import type { Server } from 'node:http'

import { createReceiver } from '../../scripts/ats-receiver.mjs'

export type ReceivedEvent = {
  key: string
  message: { event: string; idempotencyKey: string; occurredAt?: string; application: Record<string, unknown> }
}

/**
 * The sample receiver (scripts/ats-receiver.mjs) on a free port of 127.0.0.1: it verifies each
 * signature and takes in each idempotency key once. `tries` has every delivery that passed the
 * signature check, `failNext` makes it answer 500 to that many before it takes one in.
 */
export async function startAtsReceiver(secret: string) {
  const state = { tries: [] as ReceivedEvent[], taken: [] as ReceivedEvent[], failNext: 0 }
  const server: Server = createReceiver({
    secret,
    onApplication: (message: ReceivedEvent['message'], key: string) => {
      state.tries.push({ key, message })
      if (state.failNext > 0) {
        state.failNext -= 1
        throw new Error('ATS tijdelijk niet beschikbaar')
      }
      state.taken.push({ key, message })
    },
  })
  const port = await new Promise<number>((resolve, reject) => {
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      if (!address || typeof address === 'string') return reject(new Error('No port'))
      resolve(address.port)
    })
  })
  return {
    state,
    url: `http://127.0.0.1:${port}/events`,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
