import { spawn, type ChildProcess } from 'node:child_process'
import { createClient } from 'redis'

import { freePort, stopChild } from './child-servers'

/**
 * A `redis-server` of a test's own on a free port (never the shared one on 6379), which the test
 * may stop, kill, freeze and start again on the same port (e2e specs and integration tests).
 */
export type OwnRedis = {
  url: string
  /** Starts it (again) and resolves once it answers. */
  start: () => Promise<void>
  kill: () => Promise<void>
  /** Stops it without closing its connections (SIGSTOP), or lets it go on (SIGCONT). */
  freeze: (frozen: boolean) => void
}

export async function ownRedis(): Promise<OwnRedis> {
  const port = await freePort()
  const url = `redis://127.0.0.1:${port}`
  let child: ChildProcess | undefined
  const answers = async () => {
    const client = createClient({ url, socket: { reconnectStrategy: false } })
    client.on('error', () => undefined)
    try {
      await client.connect()
      await client.close()
      return true
    } catch {
      return false
    }
  }
  return {
    url,
    async start() {
      child = spawn(
        'redis-server',
        ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
        {
          stdio: 'ignore',
        },
      )
      const deadline = Date.now() + 10_000
      while (!(await answers())) {
        if (Date.now() > deadline) throw new Error(`Redis did not start on port ${port}`)
        await new Promise((resolve) => setTimeout(resolve, 200))
      }
    },
    async kill() {
      const running = child
      child = undefined
      running?.kill('SIGCONT')
      await stopChild(running, 'SIGKILL')
    },
    freeze(frozen) {
      child?.kill(frozen ? 'SIGSTOP' : 'SIGCONT')
    },
  }
}
