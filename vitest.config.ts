import path from 'node:path'
import { defineConfig } from 'vitest/config'

export default defineConfig({
  resolve: {
    alias: {
      '@payload-config': path.resolve('src/cms/payload.config.ts'),
      '@': path.resolve('src'),
      // The server modules' marker throws outside Next's server code; the tests run them in Node,
      // with the package's own empty module (what Next's react-server condition resolves it to).
      'server-only': path.resolve('node_modules/server-only/empty.js'),
    },
  },
  test: {
    projects: [
      {
        extends: true,
        test: { name: 'unit', include: ['tests/unit/**/*.test.ts', 'src/**/*.test.ts'], environment: 'node' },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/integration/global-setup.ts'],
          setupFiles: ['tests/integration/per-file.ts'],
          pool: 'forks',
          fileParallelism: false,
          // One process and one Payload for every file (tests/integration/per-file.ts undoes each
          // file's environment changes); no job queue runs by itself unless a test starts it.
          isolate: false,
          env: { JOBS_AUTORUN: 'false' },
          testTimeout: 60_000,
          // Seeding a fresh database: a busy machine may need longer (INTEGRATION_HOOK_TIMEOUT ms).
          hookTimeout: Number(process.env.INTEGRATION_HOOK_TIMEOUT) || 180_000,
        },
      },
    ],
  },
})
