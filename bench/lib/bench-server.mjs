/**
 * The production server the benchmarks measure: `next start` on a fresh SQLite database in a
 * temporary directory, seeded with the demo content, on 127.0.0.1:BENCH_PORT.
 */
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { root, serveScript, serverNodeOptions, serverProcessEnv } from '../../scripts/lib/build.mjs'

/** Environment and origin of a benchmark server with its own data directory. */
export function createBenchEnv() {
  const port = Number(process.env.BENCH_PORT || 3400)
  const origin = `http://127.0.0.1:${port}`
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'koers-bench-'))
  /** @type {NodeJS.ProcessEnv & { DATABASE_URL: string }} */
  const env = {
    ...process.env,
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    DATABASE_URL: `file:${path.join(dataDir, 'bench.db')}`,
    PAYLOAD_SECRET: 'bench-secret-0123456789abcdef0123456789abcdef',
    LOCAL_DEMO: 'true',
    SITE_URL: origin,
  }
  return { port, origin, dataDir, env, cleanup: () => fs.rmSync(dataDir, { recursive: true, force: true }) }
}

/**
 * Starts `next start`; with `seed`, an empty database gets the demo content.
 * @param {{ port: number, env: NodeJS.ProcessEnv }} bench
 * @param {boolean} seed
 */
export function startServer({ port, env }, seed) {
  return spawn(process.execPath, [...serverNodeOptions(env), serveScript, '-p', String(port), '-H', '127.0.0.1'], {
    cwd: root,
    env: serverProcessEnv({ ...env, SEED_ON_START: seed ? 'true' : 'false' }),
    stdio: ['ignore', 'ignore', 'inherit'],
  })
}

/** @param {string} origin */
export async function waitHealthy(origin) {
  const deadline = Date.now() + 600_000
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${origin}/healthz`)).ok) return
    } catch {
      // starting
    }
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  throw new Error('Server did not start')
}

/** @param {import('node:child_process').ChildProcess} child */
export async function stopServer(child) {
  if (child.exitCode !== null) return
  child.kill('SIGTERM')
  await new Promise((resolve) => child.once('exit', resolve))
}

/**
 * Paths of the measured page types, found in the seeded route table.
 * @param {string} origin
 */
export async function findBenchPaths(origin) {
  const paths = Object.keys(await (await fetch(`${origin}/api/route-table`)).json())
  const newsArticle = paths.find((p) => p.startsWith('/nieuws/'))
  const vacancy = paths.find((p) => p.startsWith('/vacatures/') && !p.includes('%'))
  if (!newsArticle || !vacancy) throw new Error('The route table has no news article or no vacancy to measure')
  return { newsArticle, vacancy }
}

/**
 * Resident memory of a process in MB (Linux), or null.
 * @param {number | undefined} pid
 */
export function rssMegabytes(pid) {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8')
    const match = /VmRSS:\s+(\d+)/.exec(status)
    if (!match) return null
    return Math.round(Number(match[1]) / 1024)
  } catch {
    return null
  }
}
