// madge ships JavaScript without types; this is the part scripts/layers.mjs uses.
declare module 'madge' {
  type Options = {
    fileExtensions?: string[]
    tsConfig?: string
  }
  type Result = { obj(): Record<string, string[]>; circular(): string[][] }
  export default function madge(path: string, options?: Options): Promise<Result>
}
