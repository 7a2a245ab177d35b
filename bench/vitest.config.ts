import { defineConfig } from 'vitest/config'

/** The benchmark's own tests (`npm run bench:test`), apart from the site's test tiers. */
export default defineConfig({
  test: { root: import.meta.dirname, include: ['tests/**/*.test.ts'], environment: 'node' },
})
