import path from 'node:path'

/** Where the SQLite database, media and applicants' files live: outside the public web root. */
export const dataDirectory = path.resolve(/*turbopackIgnore: true*/ process.env.DATA_DIR || 'data')
