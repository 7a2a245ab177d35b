import path from 'node:path'

import { serverEnv } from '@/env'

/** Where the SQLite database, media and applicants' files live: outside the public web root. */
export const dataDirectory = path.resolve(/*turbopackIgnore: true*/ serverEnv().DATA_DIR)
