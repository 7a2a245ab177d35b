import { defineConfig, devices } from '@playwright/test'

const port = Number(process.env.E2E_PORT || 3100)
export const baseURL = `http://127.0.0.1:${port}`
/** The e2e server sends its mail here; a spec that reads mail listens on it (tests/e2e/mail-catcher.ts). */
export const smtpPort = Number(process.env.E2E_SMTP_PORT || port + 25)

/** Debian's Chromium; the flags keep it quick on a machine without outside network. */
const chromium = {
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--no-first-run',
    '--disable-sync',
    '--disable-quic',
  ],
}

/**
 * Specs that start servers of their own (their own database, Redis, mail server or build): they
 * touch nothing of the shared server's data, so they run beside the specs that use it. Within each
 * project specs run one at a time: the shared server's specs change its data and restore it.
 */
const OWN_SERVER_SPECS = [
  'analytics',
  'mail-recovery',
  'multi-instance',
  'redis-outage',
  'shutdown-burst',
  'shutdown',
  'supervisor',
].map((name) => `**/${name}.spec.ts`)

const desktop = { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, launchOptions: chromium }

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results/e2e',
  fullyParallel: false,
  // One spec at a time; E2E_WORKERS=2 runs the two projects side by side, where the machine has the
  // cores (on two, the specs' servers and browsers then contend, and timed checks become flaky).
  workers: Number(process.env.E2E_WORKERS) || 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e.json' }]],
  use: {
    baseURL,
    launchOptions: chromium,
    trace: 'retain-on-failure',
    locale: 'nl-NL',
  },
  projects: [
    { name: 'site', testIgnore: OWN_SERVER_SPECS, workers: 1, use: desktop },
    { name: 'own-servers', testMatch: OWN_SERVER_SPECS, workers: 1, use: desktop },
  ],
  webServer: {
    command: 'node scripts/e2e-server.mjs',
    url: `${baseURL}/api/route-table`,
    env: { PORT: String(port), SMTP_PORT: String(smtpPort) },
    timeout: 900_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    stderr: 'pipe',
  },
})
