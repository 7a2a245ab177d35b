// The two validators ship JavaScript without types; these are the parts the audit uses.
declare module '@marbec/web-auto-extractor' {
  export type Extracted = {
    jsonld: Record<string, Array<Record<string, unknown>>>
    microdata: Record<string, unknown>
    rdfa: Record<string, unknown>
    errors?: Array<{ format: string; message: string }>
  }
  export default class WebAutoExtractor {
    constructor(options?: { addLocation?: boolean; embedSource?: string[] })
    parse(html: string): Extracted
  }
}

declare module '@adobe/structured-data-validator' {
  import type { Extracted } from '@marbec/web-auto-extractor'
  export type Issue = {
    rootType: string
    issueMessage: string
    severity: 'ERROR' | 'WARNING'
    fieldNames?: string[]
    /** The JSON-LD item the issue is about, as JSON. */
    source?: string
  }
  export default class Validator {
    constructor(schemaOrgJson?: unknown)
    validate(data: Extracted): Promise<Issue[]>
  }
}

declare module 'vnu-jar' {
  const jarPath: string
  export default jarPath
}
