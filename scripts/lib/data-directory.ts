import fs from 'node:fs'

import { dataDirectory } from '../../src/cms/paths'

export function ensureDataDirectory(): void {
  fs.mkdirSync(dataDirectory, { recursive: true })
}
