#!/usr/bin/env node
/**
 * Payload's command line (`payload run <script>`, `generate:types`, `migrate:create`, ...) with
 * the project's config. Lexical's packages pick their build with a top-level `await import()`
 * under Node's default `node` condition, and Node 20's module loader now and then never settles
 * such a graph: the process then ends half-way without an error. The `production` condition
 * selects their plain builds, so nothing in the graph awaits at the top level. Module hooks
 * (lib/server-only-hooks.mjs) let scripts load the server modules, which refuse to load outside
 * Next's server code otherwise.
 *
 *   node scripts/payload.mjs run scripts/seed.ts
 */
import { spawnSync } from 'node:child_process'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '..')

// Registers the hooks before Payload's command line loads anything (Node's `--import`).
const serverOnlyHooks = import.meta.resolve('./lib/server-only-hooks.mjs')
const registerHooks = `data:text/javascript,${encodeURIComponent(`import { register } from 'node:module'; register(${JSON.stringify(serverOnlyHooks)})`)}`

/**
 * Runs Payload's command line and returns its exit status.
 * @param {string[]} args
 * @param {Record<string, string | undefined>} [env]
 */
export function runPayload(args, env = {}) {
  const result = spawnSync(
    process.execPath,
    ['--conditions=production', '--import', registerHooks, path.join(root, 'node_modules/payload/bin.js'), ...args],
    {
      cwd: root,
      stdio: 'inherit',
      env: { PAYLOAD_CONFIG_PATH: 'src/cms/payload.config.ts', ...process.env, ...env },
    },
  )
  return result.status ?? 1
}

if (import.meta.url === `file://${process.argv[1]}`) process.exit(runPayload(process.argv.slice(2)))
