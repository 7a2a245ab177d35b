import { afterAll } from 'vitest'

/**
 * The integration files share one process and one Payload (`isolate: false`): booting Payload for
 * every file cost seconds each. Vitest runs this before each file is loaded, so what a file changes
 * in the environment (at its top or in its tests) is undone after it and the next file starts from
 * the same environment. The database is shared as it always was: files run one after another.
 */
const saved: NodeJS.ProcessEnv = { ...process.env }

afterAll(() => {
  for (const name of Object.keys(process.env)) if (!(name in saved)) delete process.env[name]
  Object.assign(process.env, saved)
})
