#!/usr/bin/env node
/**
 * First-load JavaScript (gzip) of a content page, home, /vacatures and a news article, from the
 * production build. Starts its own seeded server unless `--origin` points at a running one.
 * Target: at most 160 KB per page (the React + Next runtime and about 25 KB of ours).
 *
 *   node bench/bench-js.mjs [-- --origin http://127.0.0.1:3000]
 */
import { pathToFileURL } from 'node:url'

import { createBenchEnv, findBenchPaths, startServer, stopServer, waitHealthy } from './lib/bench-server.mjs'
import { measureFirstLoadJs } from './lib/first-load-js.mjs'
import { buildIfNeeded } from '../scripts/lib/build.mjs'

export const FIRST_LOAD_BUDGET_KB = 160

/**
 * The pages measured, by name.
 * @param {string} origin
 */
export async function firstLoadPaths(origin) {
  const { newsArticle } = await findBenchPaths(origin)
  return { content: '/over-ons', home: '/', vacancies: '/vacatures', newsArticle }
}

/** @param {Record<string, import('./lib/first-load-js.mjs').PageFirstLoad>} pages */
export function printFirstLoad(pages) {
  console.log(`First-load JavaScript, gzip (doel: ≤ ${FIRST_LOAD_BUDGET_KB} KB per pagina)`)
  console.table(
    Object.fromEntries(
      Object.entries(pages).map(([name, page]) => [
        name,
        {
          scripts: page.scripts,
          'totaal KB': page.totalKb,
          'gedeeld KB': page.sharedKb,
          'eigen KB': page.ownKb,
          doel: page.totalKb <= FIRST_LOAD_BUDGET_KB ? 'ok' : 'te groot',
        },
      ]),
    ),
  )
}

async function main() {
  const args = process.argv.slice(2)
  const originIndex = args.indexOf('--origin')
  if (originIndex !== -1) {
    const origin = args[originIndex + 1]
    printFirstLoad((await measureFirstLoadJs(origin, await firstLoadPaths(origin))).pages)
    return
  }
  const bench = createBenchEnv()
  let server
  try {
    buildIfNeeded(bench.env)
    server = startServer(bench, true)
    await waitHealthy(bench.origin)
    printFirstLoad((await measureFirstLoadJs(bench.origin, await firstLoadPaths(bench.origin))).pages)
  } finally {
    if (server) await stopServer(server)
    bench.cleanup()
  }
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  await main()
  process.exit(0)
}
