import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

import { sourceFiles } from './source-files'

const SRC = path.resolve(__dirname, '../../src')
const DIRECTIVE = /^\s*(?:\/\/[^\n]*\n|\/\*[\s\S]*?\*\/\s*)*['"]use (client|server)['"]/
const IMPORT = /^\s*(?:import|export)\s+(?!type\b)(?:[^'"]*?\sfrom\s+)?['"]([^'"]+)['"]/gm
/** A value import (not `import type`) from one of the dictionary's files. */
const valueImportFrom = (file: string) => new RegExp(`^\\s*import\\s+(?!type\\b)[^'"]*from\\s*'@/i18n/${file}'`, 'm')
// Payload hands them to the admin; imported, they would join the JavaScript every page shares.
const SERVER_ONLY_FILES = ['nl', 'site', 'api', 'payload'].map(valueImportFrom)
const ADMIN_TEXTS = valueImportFrom('admin')
/** The admin's own components may show the admin's texts; no other browser code may. */
const isAdminCode = (file: string) => path.relative(SRC, file).startsWith('cms/')

function resolveImport(specifier: string, from: string): string | null {
  const base = specifier.startsWith('@/')
    ? path.join(SRC, specifier.slice(2))
    : specifier.startsWith('.')
      ? path.resolve(path.dirname(from), specifier)
      : null
  if (!base) return null
  const candidates = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'].map((ending) => base + ending)
  return candidates.find((file) => fs.existsSync(file) && fs.statSync(file).isFile()) ?? null
}

/** Every module a browser may load: the client components and what they import (server actions aside). */
function clientModules(): Set<string> {
  const sources = new Map(sourceFiles(SRC, /\.(ts|tsx)$/).map((file) => [file, fs.readFileSync(file, 'utf8')]))
  const directive = (file: string) => DIRECTIVE.exec(sources.get(file) ?? '')?.[1]
  const pending = [...sources.keys()].filter((file) => directive(file) === 'client')
  const seen = new Set<string>()
  while (pending.length) {
    const file = pending.pop()!
    if (seen.has(file) || directive(file) === 'server') continue
    seen.add(file)
    for (const [, specifier] of (sources.get(file) ?? '').matchAll(IMPORT)) {
      const target = resolveImport(specifier!, file)
      if (target && sources.has(target)) pending.push(target)
    }
  }
  return seen
}

describe('the dictionary in the browser', () => {
  it('client components and what they import take the browser sections, never `nl` or the server-only texts', () => {
    const modules = clientModules()
    expect(modules.size).toBeGreaterThan(20)
    const offenders = [...modules]
      .filter((file) => {
        const source = fs.readFileSync(file, 'utf8')
        return (
          SERVER_ONLY_FILES.some((pattern) => pattern.test(source)) || (!isAdminCode(file) && ADMIN_TEXTS.test(source))
        )
      })
      .map((file) => path.relative(SRC, file))
    expect(offenders).toEqual([])
  })

  it("client components read the admin's translations through Payload, importing their types only", () => {
    const sources = [...clientModules()].map((file) => fs.readFileSync(file, 'utf8'))
    expect(sources.some((source) => /import type \{[^}]*\bAdminTranslations\b/.test(source))).toBe(true)
  })
})
