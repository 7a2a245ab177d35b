import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'

import { dedupeServerChunks, identicalChunks } from '@/ops/server-chunks'

let distDir: string

/** A file in the build, with its directories. */
function write(file: string, text: string) {
  const full = path.join(distDir, file)
  fs.mkdirSync(path.dirname(full), { recursive: true })
  fs.writeFileSync(full, text)
}
const read = (file: string) => fs.readFileSync(path.join(distDir, file), 'utf8')
const exists = (file: string) => fs.existsSync(path.join(distDir, file))

/** A chunk as Turbopack writes it: its modules, then a line naming its source map. */
const chunk = (name: string, modules: string) => `module.exports=[${modules}];\n\n//# sourceMappingURL=${name}.map`
/** A route's entry: the chunks it loads, then its module. */
const route = (...chunks: string[]) =>
  `var R=require("../../chunks/[turbopack]_runtime.js")("server/app/x/route.js")\n${chunks
    .map((name) => `R.c("server/chunks/${name}")`)
    .join('\n')}\nR.m(1)\nmodule.exports=R.m(1).exports\n`

beforeEach(() => {
  distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'server-chunks-'))
  // Payload's code as two route groups got it: the same modules under two names.
  for (const name of ['_aaa._.js', '_bbb._.js']) {
    write(`server/chunks/${name}`, chunk(name, '101,r=>{r.s(["payload",0,1])}'))
    write(`server/chunks/${name}.map`, '{}')
  }
  write('server/chunks/_ccc._.js', chunk('_ccc._.js', '202,r=>{r.s(["forms",0,2])}'))
  // The pages' copy sits beside the pages' own runtime: it is never merged with a route's.
  write('server/chunks/ssr/_ddd._.js', chunk('_ddd._.js', '101,r=>{r.s(["payload",0,1])}'))
  write('server/app/forms/route.js', route('_ccc._.js', '_bbb._.js'))
  write('server/app/feeds/route.js', route('_aaa._.js'))
  write(
    'server/app/forms/route.js.nft.json',
    JSON.stringify({
      version: 1,
      files: ['../../chunks/_aaa._.js', '../../chunks/_bbb._.js', '../../chunks/_ccc._.js'],
    }),
  )
})

afterEach(() => {
  fs.rmSync(distDir, { recursive: true, force: true })
})

describe('identical server chunks', () => {
  it('are the chunks of one directory that differ only in their source map line', () => {
    expect(
      identicalChunks(path.join(distDir, 'server/chunks')).map((group) => group.map((file) => path.basename(file))),
    ).toEqual([['_aaa._.js', '_bbb._.js']])
  })

  it('leave one copy, which every route that named another loads instead', () => {
    expect(dedupeServerChunks(distDir)).toMatchObject({ removed: 1 })
    expect(exists('server/chunks/_aaa._.js')).toBe(true)
    expect(exists('server/chunks/_bbb._.js')).toBe(false)
    expect(exists('server/chunks/_bbb._.js.map')).toBe(false)
    expect(read('server/app/forms/route.js')).toBe(route('_ccc._.js', '_aaa._.js'))
    expect(read('server/app/feeds/route.js')).toBe(route('_aaa._.js'))
    expect(JSON.parse(read('server/app/forms/route.js.nft.json')).files).toEqual([
      '../../chunks/_aaa._.js',
      '../../chunks/_ccc._.js',
    ])
    expect(exists('server/chunks/ssr/_ddd._.js')).toBe(true)
  })

  it('leave a build without copies as it was', () => {
    dedupeServerChunks(distDir)
    const before = read('server/app/forms/route.js')
    expect(dedupeServerChunks(distDir)).toEqual({ removed: 0, bytes: 0 })
    expect(read('server/app/forms/route.js')).toBe(before)
  })
})
