/** Next.js calls this once when a server starts. */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return
  if (process.env.NEXT_PHASE === 'phase-production-build') return
  const { adoptSiteTimeZone } = await import('./ops/time-zone.mjs')
  adoptSiteTimeZone()
  const { keepDataPrivate } = await import('./ops/private-files.mjs')
  const { dataDirectory } = await import('./cms/paths')
  keepDataPrivate(dataDirectory)
  const { prepareDatabase } = await import('./startup')
  await prepareDatabase()
}
