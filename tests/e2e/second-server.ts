import { spawn } from 'node:child_process'

import { freePort, stopChild, waitUntilUp } from './child-servers'

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
  // A build of its own comes first: allow for it.
  await waitUntilUp(`${baseURL}/api/route-table`, server, 900_000)
  return {
    baseURL,
    stop: () => stopChild(server),
  }
}
