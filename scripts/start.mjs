#!/usr/bin/env node
/**
 * `npm start`: builds when needed, then serves the site. Migrations run as the server starts, and
 * an empty database gets the demo content. Without PAYLOAD_SECRET this is the local demo: a random
 * secret is generated once and kept in the data directory. A server process that crashes is
 * started again (src/ops/supervisor.mjs); Ctrl-C, or SIGTERM to `npm`, to this process or to the
 * server, stops it for good.
 */
import { spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

import { buildIfNeeded, root, serveScript, serverNodeOptions, serverProcessEnv } from './lib/build.mjs'
import { SECRET_FILE } from './lib/database-url.mjs'
import { superviseUntilStopped } from '../src/ops/supervisor.mjs'

const dataDir = path.resolve(root, process.env.DATA_DIR || 'data')
fs.mkdirSync(dataDir, { recursive: true })

/** @type {NodeJS.ProcessEnv} */
const env = { ...process.env, NODE_ENV: 'production' }
if (!env.PAYLOAD_SECRET) {
  const secretFile = path.join(dataDir, SECRET_FILE)
  if (!fs.existsSync(secretFile)) fs.writeFileSync(secretFile, randomBytes(32).toString('hex'), { mode: 0o600 })
  env.PAYLOAD_SECRET = fs.readFileSync(secretFile, 'utf8').trim()
  env.LOCAL_DEMO = 'true'
}
env.SEED_ON_START ??= 'true'
const port = env.PORT || '3000'
const host = env.HOST || '127.0.0.1'

buildIfNeeded(env)

const shownHost = host === '0.0.0.0' ? 'localhost' : host
console.log(`\n  Site:   http://${shownHost}:${port}\n  Beheer: http://${shownHost}:${port}/admin\n`)
process.exit(
  await superviseUntilStopped({
    start: () =>
      spawn(process.execPath, [...serverNodeOptions(env), serveScript, '-p', port, '-H', host], {
        cwd: root,
        env: serverProcessEnv(env),
        stdio: 'inherit',
      }),
  }),
)
