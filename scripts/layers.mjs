#!/usr/bin/env node
/**
 * `npm run layers` (part of `npm run lint`): checks that `src` has no import circle, that every import
 * between its folders goes down the layers of docs/architecture.md, or sideways to a folder listed
 * before it, and that no two folders import each other. Reads the import graph once, with madge.
 *
 *   node scripts/layers.mjs [--pairs]    --pairs lists every folder-to-folder import with its count
 */
import madge from 'madge'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')

/**
 * The layers from the floor up. A folder may import its own layer's folders listed before it and
 * every folder of the layers below. Files directly in `src` are named by their file name.
 */
export const LAYERS = [
  { name: 'floor', folders: ['payload-types.ts', 'env.ts', 'i18n', 'text', 'styles', 'ops', 'data'] },
  {
    name: 'topics',
    folders: ['geo', 'pay', 'routing', 'lists', 'search', 'content', 'seo', 'ats', 'forms', 'alerts'],
  },
  { name: 'admin', folders: ['migrations', 'cms', 'feeds'] },
  { name: 'pages', folders: ['page-data', 'client', 'components', 'blocks', 'views'] },
  {
    name: 'app',
    folders: [
      'cms/payload.config.ts',
      'seed',
      'startup.ts',
      'app',
      'proxy.ts',
      'instrumentation.ts',
      'instrumentation-client.ts',
    ],
  },
]

/**
 * Imports that go up on purpose, each with its reason (docs/architecture.md repeats them).
 * `from → to` as folder or file paths under src.
 */
export const ALLOWED_UPWARD = [
  {
    from: 'data/payload-client.ts',
    to: 'cms/payload.config.ts',
    why: "the Payload client is handed the site's config, which assembles every topic: the composition root",
  },
  {
    from: 'cms/fields/matrix.ts',
    to: 'blocks/index.ts',
    why: "a block keeps its Payload config beside its component; the content matrix field lists the blocks' configs",
  },
]

const order = LAYERS.flatMap((layer, layerIndex) =>
  layer.folders.map((folder, index) => ({ folder, layerIndex, index })),
)
const rank = new Map(order.map((entry) => [entry.folder, entry]))

/** @param {string} file a path under src: its folder, or itself where the layers name the file */
function folderOf(file) {
  return rank.has(file) ? file : file.split('/')[0]
}

/** @param {string} from @param {string} to */
function allowed(from, to) {
  return ALLOWED_UPWARD.some(
    (rule) =>
      (from === rule.from || from.startsWith(`${rule.from}/`)) && (to === rule.to || to.startsWith(`${rule.to}/`)),
  )
}

/** @param {string} fromFolder @param {string} toFolder */
function goesDown(fromFolder, toFolder) {
  const from = rank.get(fromFolder)
  const to = rank.get(toFolder)
  if (!from || !to) return false
  if (to.layerIndex !== from.layerIndex) return to.layerIndex < from.layerIndex
  return to.index < from.index
}

/** @param {Record<string, string[]>} graph */
function folderImports(graph) {
  /** @type {{ from: string, to: string, fromFolder: string, toFolder: string }[]} */
  const edges = []
  for (const [from, targets] of Object.entries(graph))
    for (const to of targets) {
      const fromFolder = folderOf(from)
      const toFolder = folderOf(to)
      if (fromFolder !== toFolder) edges.push({ from, to, fromFolder, toFolder })
    }
  return edges
}

async function main() {
  const result = await madge(path.join(root, 'src'), {
    fileExtensions: ['ts', 'tsx', 'mjs'],
    tsConfig: path.join(root, 'tsconfig.json'),
  })
  const circles = result.circular()
  for (const circle of circles) console.error(`import circle: ${circle.join(' → ')}`)
  const edges = folderImports(result.obj())
  const problems = []
  const unknown = new Set()
  for (const edge of edges) {
    for (const folder of [edge.fromFolder, edge.toFolder]) if (!rank.has(folder)) unknown.add(folder)
    if (!goesDown(edge.fromFolder, edge.toFolder) && !allowed(edge.from, edge.to))
      problems.push(`${edge.from} → ${edge.to}`)
  }
  const pairs = new Set(
    edges.filter((edge) => !allowed(edge.from, edge.to)).map((edge) => `${edge.fromFolder} → ${edge.toFolder}`),
  )
  const mutual = [...pairs].filter((pair) => {
    const [a, b] = pair.split(' → ')
    return a < b && pairs.has(`${b} → ${a}`)
  })

  if (process.argv.includes('--pairs')) {
    /** @type {Map<string, number>} */
    const counts = new Map()
    for (const edge of edges) {
      const key = `${edge.fromFolder} → ${edge.toFolder}`
      counts.set(key, (counts.get(key) ?? 0) + 1)
    }
    for (const [key, count] of [...counts].sort()) console.log(`${key}  ${count}`)
  }

  for (const folder of unknown) console.error(`src/${folder} has no place in the layers (scripts/layers.mjs).`)
  for (const problem of problems) console.error(`import goes up the layers: ${problem}`)
  for (const pair of mutual) console.error(`folders import each other: ${pair.replace(' → ', ' ↔ ')}`)
  if (circles.length || unknown.size || problems.length || mutual.length) {
    console.error(
      `\n${circles.length} circle(s), ${problems.length} upward import(s), ${mutual.length} pair(s) of folders importing each other: see "Layers" in docs/architecture.md.`,
    )
    process.exit(1)
  }
  console.log(
    `Layers: no import circle; ${edges.length} imports between folders, all downward; no two folders import each other.`,
  )
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main()
