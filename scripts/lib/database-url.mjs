import path from 'node:path'

/**
 * The data directory and database of this installation, as the app itself resolves them.
 * @returns {{ dataDir: string, databaseUrl: string } & (
 *   { kind: 'postgres', sqliteFile: null } | { kind: 'sqlite', sqliteFile: string }
 * )}
 */
export function resolveStorage(env = process.env) {
  const dataDir = path.resolve(env.DATA_DIR || 'data')
  const databaseUrl = env.DATABASE_URL || `file:${path.join(dataDir, 'site.db')}`
  if (/^postgres(ql)?:\/\//.test(databaseUrl)) return { dataDir, databaseUrl, kind: 'postgres', sqliteFile: null }
  return { dataDir, databaseUrl, kind: 'sqlite', sqliteFile: databaseUrl.replace(/^file:/, '') }
}

/** Folders of uploaded files inside the data directory. */
export const FILE_FOLDERS = ['media', 'application-files']

/**
 * The local demo's generated secret inside the data directory (`npm start` without
 * PAYLOAD_SECRET); its place in a backup archive is the same name.
 */
export const SECRET_FILE = '.payload-secret'
