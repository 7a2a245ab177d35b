/**
 * Node module hooks for Payload's command line (scripts/payload.mjs registers them). The site's
 * server modules (src/data, src/page-data) start with `import 'server-only'`, a marker that throws
 * unless it is resolved under React's `react-server` condition, as Next does for server code. The
 * command line runs only on the server, so here the marker resolves under that condition too: to
 * the package's empty module. Every other import keeps the conditions it had.
 */
/** @type {import('node:module').ResolveHook} */
export const resolve = (specifier, context, nextResolve) => {
  if (specifier !== 'server-only') return nextResolve(specifier, context)
  return nextResolve(specifier, { ...context, conditions: ['react-server', ...context.conditions] })
}
