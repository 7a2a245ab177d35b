import path from 'node:path'

/** The data directory and database of this installation, as the app itself resolves them. */
export function resolveStorage(env = process.env) {
  const dataDir = path.resolve(env.DATA_DIR || 'data')
  const databaseUrl = env.DATABASE_URL || `file:${path.join(dataDir, 'site.db')}`
  const kind = /^postgres(ql)?:\/\//.test(databaseUrl) ? 'postgres' : 'sqlite'
  const sqliteFile = kind === 'sqlite' ? databaseUrl.replace(/^file:/, '') : null
  return { dataDir, databaseUrl, kind, sqliteFile }
}

/** Folders of uploaded files inside the data directory. */
export const FILE_FOLDERS = ['media', 'application-files']
