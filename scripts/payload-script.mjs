#!/usr/bin/env node
/**
 * Runs a TypeScript script with Payload's `payload run`. Node 20's ES module loader can deadlock
 * while importing Payload's rich-text package (intermittently, without an error): the process then
 * ends early with the preloaded exit code 75 and the script is started again, at most three times.
 * Scripts end with process.exit(0) once their work is done.
 *
 *   node scripts/payload-script.mjs scripts/seed.ts
 */
import { spawnSync } from 'node:child_process'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '..')
const [script, ...rest] = process.argv.slice(2)
const LOADER_STALLED = 75
const env = { ...process.env, PAYLOAD_CONFIG_PATH: process.env.PAYLOAD_CONFIG_PATH || 'src/cms/payload.config.ts' }

for (let attempt = 1; attempt <= 3; attempt++) {
  const result = spawnSync(
    process.execPath,
    [
      '--import',
      path.join(root, 'scripts/lib/expect-exit.mjs'),
      path.join(root, 'node_modules/payload/bin.js'),
      'run',
      script,
      ...rest,
    ],
    { cwd: root, env, stdio: 'inherit' },
  )
  if (result.status !== LOADER_STALLED) process.exit(result.status ?? 1)
  console.error(`Module loader stalled (attempt ${attempt}); starting again…`)
}
process.exit(1)
