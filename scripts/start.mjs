#!/usr/bin/env node
/**
 * `npm start`: builds when needed, then serves the site. Migrations run as the server starts, and
 * an empty database gets the demo content. Without PAYLOAD_SECRET this is the local demo: a random
 * secret is generated once and kept in the data directory.
 */
import { spawnSync, spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '..')
const dataDir = path.resolve(root, process.env.DATA_DIR || 'data')
fs.mkdirSync(dataDir, { recursive: true })

const env = { ...process.env, NODE_ENV: 'production' }
if (!env.PAYLOAD_SECRET) {
  const secretFile = path.join(dataDir, '.payload-secret')
  if (!fs.existsSync(secretFile)) fs.writeFileSync(secretFile, randomBytes(32).toString('hex'), { mode: 0o600 })
  env.PAYLOAD_SECRET = fs.readFileSync(secretFile, 'utf8').trim()
  env.LOCAL_DEMO = 'true'
}
env.SEED_ON_START ??= 'true'
const port = env.PORT || '3000'
const host = env.HOST || '127.0.0.1'

const nextBin = path.join(root, 'node_modules', 'next', 'dist', 'bin', 'next')

function newestSourceTime(dir) {
  let newest = 0
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name)
    newest = Math.max(newest, entry.isDirectory() ? newestSourceTime(full) : fs.statSync(full).mtimeMs)
  }
  return newest
}

function needsBuild() {
  const buildId = path.join(root, '.next', 'BUILD_ID')
  if (!fs.existsSync(buildId)) return true
  const built = fs.statSync(buildId).mtimeMs
  const inputs = ['src', 'package-lock.json', 'next.config.ts'].map((p) => path.join(root, p))
  return inputs.some((input) => fs.existsSync(input) && (fs.statSync(input).isDirectory() ? newestSourceTime(input) : fs.statSync(input).mtimeMs) > built)
}

if (needsBuild()) {
  console.log('Build maken (eenmalig, duurt ongeveer een minuut)…')
  const result = spawnSync(process.execPath, [nextBin, 'build'], { cwd: root, env, stdio: 'inherit' })
  if (result.status !== 0) process.exit(result.status ?? 1)
}

const server = spawn(process.execPath, [nextBin, 'start', '-p', port, '-H', host], { cwd: root, env, stdio: 'inherit' })
const shownHost = host === '0.0.0.0' ? 'localhost' : host
console.log(`\n  Site:   http://${shownHost}:${port}\n  Beheer: http://${shownHost}:${port}/admin\n`)
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal))
server.on('exit', (code) => process.exit(code ?? 0))
