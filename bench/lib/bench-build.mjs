/**
 * The build `npm run bench` measures: the production app plus the benchmark's reference pages
 * (bench/app: /bench-ceiling/<n>, /bench-floor/<n>), in a build directory of its own. The app's
 * own builds never hold these pages:
 * - they live in bench/app, outside the app, and are copied into src/app/(bench) only while this
 *   build runs, then removed (src/app keeps its modification time, so the app's own build is not
 *   taken as stale);
 * - their files are named page.bench.tsx and layout.bench.tsx, which Next routes only with
 *   BENCH_PAGES=true (the `pageExtensions` of next.config.ts): a copy left behind by an
 *   interrupted run is not a route of any other build.
 */
import fs from 'node:fs'
import path from 'node:path'

import { build, needsBuild, root } from '../../scripts/lib/build.mjs'

const BENCH_PAGES = path.join('bench', 'app')
const appDir = path.join(root, 'src', 'app')
const copyDir = path.join(appDir, '(bench)')

/** The environment of the benchmark's build and of the server that runs it. */
export const benchBuildEnv = { NEXT_DIST_DIR: '.next-bench', BENCH_PAGES: 'true' }

/**
 * Builds the app with the benchmark's pages when it or they changed; exits the process when the
 * build fails.
 * @param {NodeJS.ProcessEnv} env with benchBuildEnv
 */
export function buildBenchIfNeeded(env) {
  if (!needsBuild(env.NEXT_DIST_DIR, [BENCH_PAGES])) return
  const { atime, mtime } = fs.statSync(appDir)
  const removeCopy = () => {
    fs.rmSync(copyDir, { recursive: true, force: true })
    fs.utimesSync(appDir, atime, mtime)
  }
  process.once('exit', removeCopy)
  fs.cpSync(path.join(root, BENCH_PAGES), copyDir, { recursive: true })
  let status
  try {
    status = build(env)
  } finally {
    removeCopy()
    process.removeListener('exit', removeCopy)
  }
  if (status !== 0) process.exit(status)
}
