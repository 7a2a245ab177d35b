import type { ChildProcess } from 'node:child_process'
import net from 'node:net'

/**
 * Servers and helpers that specs start as child processes: free ports, waiting until a server
 * answers, and waiting for a process to end however it ended.
 */

/** A process that ended on its own has an exit code; one killed by a signal has a signal code only. */
export const hasExited = (child: ChildProcess): boolean => child.exitCode !== null || child.signalCode !== null

/** Resolves once `child` has ended, also when it ended before this was called. */
export const exited = (child: ChildProcess): Promise<void> =>
  new Promise((resolve) => (hasExited(child) ? resolve() : child.once('exit', () => resolve())))

/** Sends `signal` to `child` unless it has ended, and waits for the end. */
export async function stopChild(child: ChildProcess | undefined, signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
  if (!child || hasExited(child)) return
  child.kill(signal)
  await exited(child)
}

/**
 * How long a server that seeds the demo content at its start may take to answer: seeding is minutes
 * of CPU on its own, and more while the other project's specs run beside it.
 */
export const SEEDING_START_MS = 900_000

/** A free TCP port on 127.0.0.1. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('No port')),
      )
    })
  })
}

/**
 * Asks `url` every tenth of a second until it answers 200 (a refused connection costs nothing, and
 * the spec goes on as soon as the server is up); fails at once when `child` ends first. Each
 * request has its own deadline: a server still starting can hold a request long, and asking again
 * is quicker than waiting for it.
 */
export async function waitUntilUp(url: string, child?: ChildProcess, timeoutMs = 240_000): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (child && hasExited(child))
      throw new Error(`The server for ${url} stopped (code ${child.exitCode}, signal ${child.signalCode})`)
    try {
      if ((await fetch(url, { signal: AbortSignal.timeout(5_000) })).ok) return
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`${url} did not answer 200 within ${timeoutMs / 1000} s`)
}
