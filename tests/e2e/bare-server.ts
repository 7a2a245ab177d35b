import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { hasExited, waitUntilUp } from './child-servers'

/** A production server of a spec's own: an empty migrated database, no seed, no job runner. */
export type BareServer = { process: ChildProcess; dataDir: string; stop: () => void }

/** Starts scripts/serve.mjs on `port` with a fresh SQLite database named after `name`. */
export async function startBareServer(port: number, name: string): Promise<BareServer> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `koers-${name}-`))
  const server = spawn(process.execPath, [path.resolve('scripts/serve.mjs'), '-p', String(port), '-H', '127.0.0.1'], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      DATA_DIR: dataDir,
      DATABASE_URL: `file:${path.join(dataDir, `${name}.db`)}`,
      PAYLOAD_SECRET: `${name}-test-secret-0123456789abcdef0123456789`,
      SEED_ON_START: 'false',
      JOBS_AUTORUN: 'false',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  })
  await waitUntilUp(`http://127.0.0.1:${port}/healthz`, server)
  return {
    process: server,
    dataDir,
    stop: () => {
      if (!hasExited(server)) server.kill('SIGKILL')
      fs.rmSync(dataDir, { recursive: true, force: true })
    },
  }
}
