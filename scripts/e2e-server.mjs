#!/usr/bin/env node
/**
 * The server the end-to-end tests run against: the production build on a fresh SQLite database
 * in a temporary directory, seeded with the demo content, on 127.0.0.1 only.
 */
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { buildIfNeeded, root, serveScript, TEST_BUILD_ENV } from './lib/build.mjs'
import { copySeededData } from './lib/seeded-data.mjs'

const port = process.env.PORT
if (!port) throw new Error('PORT is not set')
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'koers-e2e-'))
/** @type {NodeJS.ProcessEnv} */
const env = {
  ...process.env,
  NODE_ENV: 'production',
  DATA_DIR: dataDir,
  DATABASE_URL: `file:${path.join(dataDir, 'e2e.db')}`,
  ...TEST_BUILD_ENV,
  SEED_ON_START: 'true',
  SEED_EDITOR_PASSWORD: process.env.E2E_EDITOR_PASSWORD || 'e2e-redacteur-wachtwoord',
  SEED_ADMIN_PASSWORD: process.env.E2E_ADMIN_PASSWORD || 'e2e-beheerder-wachtwoord',
  SITE_URL: `http://127.0.0.1:${port}`,
  // Every spec posts from 127.0.0.1: room for all of them in one window (the hardening spec reads it).
  RATE_LIMIT_MAX: '30',
  // Real SMTP on 127.0.0.1: specs that read mail run a server there; otherwise delivery fails and
  // the mail jobs wait for their retries, which no spec depends on.
  SMTP_URL: `smtp://127.0.0.1:${process.env.SMTP_PORT}`,
}
buildIfNeeded(env)
// The run's seeded demo content when `npm test` made it; otherwise the server seeds at its start.
copySeededData(dataDir, 'e2e.db')
const server = spawn(process.execPath, [serveScript, '-p', port, '-H', '127.0.0.1'], {
  cwd: root,
  env,
  stdio: 'inherit',
})
const stop = (/** @type {NodeJS.Signals} */ signal) => {
  server.kill(signal)
}
for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) process.on(signal, () => stop(signal))
server.on('exit', (code) => {
  fs.rmSync(dataDir, { recursive: true, force: true })
  process.exit(code ?? 0)
})
