import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

/** The bundle of Payload's admin as installed: with the fixes of patches/@payloadcms+ui+3.90.1.patch (postinstall). */
const bundle = fs.readFileSync(path.resolve('node_modules/@payloadcms/ui/dist/exports/client/index.js'), 'utf8')

describe("Payload's admin as installed", () => {
  it("lets the config's 'responsive' live preview size replace Payload's English one", () => {
    expect(bundle).toContain('t?.some(k=>k.name==="responsive")?t:')
  })

  it("names the list search's fields in lower case within its sentence", () => {
    expect(bundle).toContain('{label:L(_)}')
    expect(bundle).not.toContain('{label:Tm(_,g)}')
  })
})
