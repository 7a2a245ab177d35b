/**
 * The server under test when the soak starts its own: the production server as `npm start` runs
 * it (the same Node options and allocator settings, the shell's environment), on a fresh
 * demo database, with its inspector on 127.0.0.1 for the heap samples. Its output goes to a log
 * file; the last lines are kept for the report when it dies.
 */
import { spawn } from 'node:child_process'
import fs from 'node:fs'

import {
  buildIfNeeded,
  DEFAULT_SERVER_HEAP_MB,
  root,
  serveScript,
  serverNodeOptions,
  serverProcessEnv,
} from '../../scripts/lib/build.mjs'
import { createBenchEnv, stopServer, waitHealthy } from '../lib/bench-server.mjs'

const TAIL_LINES = 40

/**
 * The settings the soak changes from `npm start`'s, each with its reason (printed with the run).
 * @param {string} editorPassword
 */
function soakServerSettings(editorPassword) {
  return {
    // Behind a proxy the visitor's address is the last X-Forwarded-For entry, as in production:
    // form posts then come from many addresses and the rate limit keeps its default.
    TRUSTED_PROXY_COUNT: '1',
    // The demo editor's password is otherwise generated and only printed.
    SEED_EDITOR_PASSWORD: editorPassword,
  }
}

/**
 * @param {{ port: number, env: NodeJS.ProcessEnv, inspectPort: number, logFile: string }} options
 */
function spawnServer({ port, env, inspectPort, logFile }) {
  const nodeOptions = [...serverNodeOptions(env), `--inspect=127.0.0.1:${inspectPort}`]
  const child = spawn(process.execPath, [...nodeOptions, serveScript, '-p', String(port), '-H', '127.0.0.1'], {
    cwd: root,
    env: serverProcessEnv(env),
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const log = fs.createWriteStream(logFile, { flags: 'a' })
  /** @type {string[]} */
  const tail = []
  for (const stream of [child.stdout, child.stderr]) {
    stream.pipe(log, { end: false })
    stream.setEncoding('utf8')
    stream.on('data', (/** @type {string} */ text) => {
      tail.push(...text.split('\n').filter(Boolean))
      tail.splice(0, Math.max(0, tail.length - TAIL_LINES))
    })
  }
  child.once('exit', () => setTimeout(() => log.end(), 100))
  return { child, nodeOptions, tail }
}

/**
 * Builds when needed, seeds a fresh database in a first run of the server, then starts the server
 * under test afresh (seeding leaves memory of its own behind).
 * @param {{ editorPassword: string, logFile: string }} options
 */
export async function startSoakServer({ editorPassword, logFile }) {
  const bench = createBenchEnv()
  Object.assign(bench.env, soakServerSettings(editorPassword))
  buildIfNeeded(bench.env)
  const inspectPort = bench.port + 1
  const seeding = spawnServer({ ...bench, env: { ...bench.env, SEED_ON_START: 'true' }, inspectPort, logFile })
  try {
    await waitHealthy(bench.origin)
  } finally {
    await stopServer(seeding.child)
  }
  // SEED_ON_START stays as `npm start` sets it: a database with content is left as it is.
  const env = { ...bench.env, SEED_ON_START: 'true' }
  const server = spawnServer({ ...bench, env, inspectPort, logFile })
  await waitHealthy(bench.origin)
  return {
    origin: bench.origin,
    inspector: `127.0.0.1:${inspectPort}`,
    child: server.child,
    /** What the server under test ran with, for the report. */
    settings: describeSettings(env, server.nodeOptions),
    /** The server's last lines of output. */
    tail: () => [...server.tail],
    async stop() {
      // A process killed by a signal (V8 aborts when the heap is exhausted) has no exit code.
      if (server.child.signalCode === null) await stopServer(server.child)
      bench.cleanup()
    },
  }
}

/**
 * @param {NodeJS.ProcessEnv} env
 * @param {string[]} nodeOptions
 */
function describeSettings(env, nodeOptions) {
  const value = (/** @type {string} */ name, /** @type {string} */ fallback) => env[name] || fallback
  return {
    nodeOptions: nodeOptions.join(' '),
    database: 'SQLite (fresh demo content)',
    RATE_LIMIT_MAX: value('RATE_LIMIT_MAX', '5 (default)'),
    RATE_LIMIT_WINDOW_SECONDS: value('RATE_LIMIT_WINDOW_SECONDS', '600 (default)'),
    TRUSTED_PROXY_COUNT: value('TRUSTED_PROXY_COUNT', '0 (default)'),
    REDIS_URL: env.REDIS_URL ? 'set' : 'not set (default)',
    SMTP_URL: env.SMTP_URL ? 'set' : 'not set (default: mail is written to DATA_DIR/mail)',
    JOBS_AUTORUN: value('JOBS_AUTORUN', 'true (default)'),
    SERVER_HEAP_MB: value('SERVER_HEAP_MB', `${DEFAULT_SERVER_HEAP_MB} (default)`),
  }
}
