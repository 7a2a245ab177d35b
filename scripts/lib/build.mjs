import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

export const root = path.resolve(import.meta.dirname, '..', '..')
const nextBin = path.join(root, 'node_modules', 'next', 'dist', 'bin', 'next')

/** The old generation's default bound in MB (see serverNodeOptions). */
export const DEFAULT_SERVER_HEAP_MB = 384

/**
 * Node's options for the server. V8 lets its heap grow towards a limit set by the machine's memory
 * (gigabytes) and collects lazily, so under load a server of about 130 MB of live objects kept
 * 550-1,000 MB. A bound on the old generation makes it collect sooner; the caches that grow with
 * use are bounded themselves (Next's rendered pages and reads: cacheMaxMemorySize in next.config.ts).
 * The bound is 384 MB: the live heap after a full collection under the whole mix of traffic (every
 * page type, searches, forms, the page data and route table APIs, feeds, sitemap, an editor in the
 * admin: `npm run bench:heap`) was 168 MB, so the bound leaves more than 50% room above the working
 * set (it was 256 MB, under a working set of 255-276 MB that then ran out of heap). SERVER_HEAP_MB
 * changes it; /healthz reports the heap in use against it and the log warns past 85%.
 * The young generation's semi-spaces are capped at 8 MB instead of the 16 MB V8 picks on a machine
 * with gigabytes: 10,000 distinct searches left the server at 338 instead of 361 MB, at the same
 * rate (89 against 92 searches a second, within the noise; 4 MB gave 333 MB at 85).
 */
export function serverNodeOptions(env = process.env) {
  return [`--max-old-space-size=${Number(env.SERVER_HEAP_MB) || DEFAULT_SERVER_HEAP_MB}`, '--max-semi-space-size=8']
}

/**
 * The server's environment with glibc's allocator told to give memory back: image optimisation
 * (sharp) and rendering allocate large native buffers from many threads, which glibc keeps in
 * per-thread arenas once freed. Fewer arenas and large blocks as their own mappings (returned to
 * the system when freed) took a server from 493 to 359 MB after 585 image optimisations and from
 * 420 to 371 MB after 2,000 distinct searches. Values already set are kept.
 */
export function serverProcessEnv(env = process.env) {
  return { MALLOC_ARENA_MAX: '2', MALLOC_MMAP_THRESHOLD_: '131072', ...env }
}

/**
 * @param {string} target
 * @returns {number}
 */
function newestTime(target) {
  if (!fs.existsSync(target)) return 0
  const stat = fs.statSync(target)
  if (!stat.isDirectory()) return stat.mtimeMs
  return fs
    .readdirSync(target)
    .reduce((newest, name) => Math.max(newest, newestTime(path.join(target, name))), stat.mtimeMs)
}

/**
 * The settings of the test build and of the e2e server that serves it: the same secret and the
 * local-demo mode, so the server finds the build made for it.
 */
export const TEST_BUILD_ENV = {
  PAYLOAD_SECRET: 'e2e-test-secret-0123456789abcdef0123456789',
  LOCAL_DEMO: 'true',
}

/**
 * Written after `next build` succeeded. Next writes its BUILD_ID before prerendering, so a build
 * that failed there leaves a BUILD_ID behind that no server can start from.
 */
const completeMarker = (/** @type {string} */ distDir) => path.join(root, distDir, 'build-complete')

/**
 * True when there is no complete build in `distDir`, or a source file is newer than it;
 * `moreInputs` (paths from the root) are sources of that build beside the app's own.
 * @param {string} [distDir]
 * @param {string[]} [moreInputs]
 */
export function needsBuild(distDir = process.env.NEXT_DIST_DIR || '.next', moreInputs = []) {
  const marker = completeMarker(distDir)
  if (!fs.existsSync(marker)) return true
  const built = fs.statSync(marker).mtimeMs
  return ['src', 'package-lock.json', 'next.config.ts', 'postcss.config.mjs', ...moreInputs].some(
    (input) => newestTime(path.join(root, input)) > built,
  )
}

/**
 * Builds the production app when needed; exits the process when the build fails.
 * @param {NodeJS.ProcessEnv} env
 */
export function buildIfNeeded(env) {
  if (!needsBuild(env.NEXT_DIST_DIR)) return
  const status = build(env)
  if (status !== 0) process.exit(status)
}

/**
 * Builds the production app into NEXT_DIST_DIR; returns `next build`'s exit status.
 * @param {NodeJS.ProcessEnv} env
 */
export function build(env) {
  console.log('Build maken (eenmalig, duurt ongeveer een minuut)…')
  // Prerendering reads the site's globals; on a fresh checkout the embedded database's folder does
  // not exist yet, and SQLite cannot create a file there.
  fs.mkdirSync(path.resolve(root, env.DATA_DIR || 'data'), { recursive: true })
  // `next build` adds its build directory's type folder to tsconfig.json; the type check reads the
  // sources only, so the committed file is put back as it was.
  const tsconfig = path.join(root, 'tsconfig.json')
  const committedTsconfig = fs.readFileSync(tsconfig, 'utf8')
  const result = spawnSync(process.execPath, [nextBin, 'build'], {
    cwd: root,
    env: { ...env, NODE_ENV: 'production' },
    stdio: 'inherit',
  })
  fs.writeFileSync(tsconfig, committedTsconfig)
  if (result.status !== 0) return result.status ?? 1
  fs.writeFileSync(completeMarker(env.NEXT_DIST_DIR || '.next'), new Date().toISOString())
  return 0
}

/** The production server (Next behind Node's HTTP server, see serve.mjs). */
export const serveScript = path.join(root, 'scripts', 'serve.mjs')
