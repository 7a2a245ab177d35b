import fs from 'node:fs'
import path from 'node:path'

/** The files under `dir` whose names match `pattern`, leaving out the directories in `skip`. */
export function sourceFiles(dir: string, pattern: RegExp, skip: ReadonlySet<string> = new Set()): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (skip.has(full)) return []
    if (entry.isDirectory()) return sourceFiles(full, pattern, skip)
    return pattern.test(entry.name) ? [full] : []
  })
}
