import fs from 'node:fs'
import path from 'node:path'

/**
 * The first path segments of the app's own routes: the folders in `appDir` (src/app) and in its
 * route groups, but dynamic ones (the catch-all page) and private ones. Read from the folders when
 * the app is built (next.config.ts hands them to the 404 check), so a build knows the routes it
 * holds and no list has to follow the folders.
 */
export function appRouteSegments(appDir: string): string[] {
  const folders = (dir: string) =>
    fs
      .readdirSync(dir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
  const names = folders(appDir).flatMap((name) => (name.startsWith('(') ? folders(path.join(appDir, name)) : [name]))
  return [...new Set(names)].filter((name) => !/^[[(_]/.test(name)).sort()
}
