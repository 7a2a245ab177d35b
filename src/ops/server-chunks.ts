/**
 * One copy of each server chunk. Turbopack names a server chunk after the group of routes it was
 * made for, so routes that import the same code get byte-identical chunks under different names:
 * Payload's server code (4.5 MB) came out eight times, once per group of route handlers. The
 * server's chunk loader keeps every chunk it loaded, by name, for the life of the process, so each
 * group a request reached held its own copy of the source in the heap (9 MB as a two-byte string,
 * plus its compiled code). The module ids inside the copies are the same, and the loader uses the
 * first factory registered for an id: loading one copy instead of several changes nothing else.
 *
 * After the compile (next.config.ts `compiler.runAfterProductionCompile`) the copies are removed
 * and the routes that named them load the first. Chunks that differ in anything but their name
 * and the source map line naming it are left alone.
 */
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

const SOURCE_MAP_LINE = /\n\/\/# sourceMappingURL=[^\n]*\n?$/

function filesUnder(dir: string): string[] {
  if (!fs.existsSync(dir)) return []
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    return entry.isDirectory() ? filesUnder(full) : [full]
  })
}

/** Chunk files by their content without the source map line, per directory: the groups of copies. */
export function identicalChunks(chunksDir: string): string[][] {
  const byContent = new Map<string, string[]>()
  for (const file of filesUnder(chunksDir)
    .filter((name) => name.endsWith('.js'))
    .sort()) {
    const code = fs.readFileSync(file, 'utf8').replace(SOURCE_MAP_LINE, '')
    const key = `${path.dirname(file)}\0${createHash('sha256').update(code).digest('hex')}`
    byContent.set(key, [...(byContent.get(key) ?? []), file])
  }
  return [...byContent.values()].filter((group) => group.length > 1)
}

/** Rewrites each duplicate's name to its original's in `text`. Chunk names are content hashes, never substrings of other text. */
function renameAll(text: string, renames: ReadonlyMap<string, string>): string {
  let result = text
  for (const [duplicate, original] of renames) result = result.replaceAll(duplicate, original)
  return result
}

/**
 * Keeps the first of each group of identical server chunks in `distDir`, points every reference
 * (the routes' chunk lists, the output traces) at it and deletes the others with their source
 * maps. Returns how many chunks and bytes went.
 */
export function dedupeServerChunks(distDir: string): { removed: number; bytes: number } {
  const serverDir = path.join(distDir, 'server')
  const renames = new Map<string, string>()
  const duplicates = new Set<string>()
  for (const [original, ...copies] of identicalChunks(path.join(serverDir, 'chunks'))) {
    for (const copy of copies) {
      renames.set(path.basename(copy), path.basename(original))
      duplicates.add(copy)
    }
  }
  if (duplicates.size === 0) return { removed: 0, bytes: 0 }

  const names = [...renames.keys()]
  for (const file of filesUnder(serverDir)) {
    if (duplicates.has(file) || !/\.(js|json)$/.test(file)) continue
    const text = fs.readFileSync(file, 'utf8')
    if (!names.some((name) => text.includes(name))) continue
    if (file.endsWith('.nft.json')) {
      // A trace lists each file once.
      const trace = JSON.parse(text) as { files: string[] }
      trace.files = [...new Set(trace.files.map((name) => renameAll(name, renames)))]
      fs.writeFileSync(file, JSON.stringify(trace))
    } else {
      fs.writeFileSync(file, renameAll(text, renames))
    }
  }
  let bytes = 0
  for (const duplicate of duplicates) {
    bytes += fs.statSync(duplicate).size
    fs.rmSync(duplicate)
    fs.rmSync(`${duplicate}.map`, { force: true })
  }
  return { removed: duplicates.size, bytes }
}
