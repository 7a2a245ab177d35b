import { spawn, type ChildProcess } from 'node:child_process'
import net from 'node:net'

/** A free TCP port on 127.0.0.1. */
async function freePort(): Promise<number> {
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

async function waitUntilUp(url: string, server: ChildProcess): Promise<void> {
  for (;;) {
    if (server.exitCode !== null) throw new Error(`The e2e server stopped with code ${server.exitCode}`)
    try {
      if ((await fetch(url)).ok) return
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 1000))
  }
}

export type SecondServer = { baseURL: string; stop: () => Promise<void> }

/**
 * Another server next to Playwright's own, on a fresh seeded database: for settings that Next
 * fixes at build time (NEXT_PUBLIC_*) on a build of its own (`distSuffix`), or with `null` on the
 * same build, for settings read at run time (REDIS_URL, limits).
 */
export async function startSecondServer(distSuffix: string | null, env: Record<string, string>): Promise<SecondServer> {
  // A port of the caller's choosing (PORT in `env`), or a free one.
  const port = Number(env.PORT) || (await freePort())
  const mainDistDir = process.env.NEXT_DIST_DIR || '.next'
  const distDir = distSuffix ? `${mainDistDir}-${distSuffix}` : mainDistDir
  const server = spawn(process.execPath, ['scripts/e2e-server.mjs'], {
    env: { ...process.env, ...env, NEXT_DIST_DIR: distDir, PORT: String(port) },
    stdio: ['ignore', 'inherit', 'inherit'],
  })
  const baseURL = `http://127.0.0.1:${port}`
  await waitUntilUp(`${baseURL}/api/route-table`, server)
  return {
    baseURL,
    stop: () =>
      new Promise((resolve) => {
        if (server.exitCode !== null) return resolve()
        server.once('exit', () => resolve())
        server.kill('SIGTERM')
      }),
  }
}
