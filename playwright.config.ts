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

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results/e2e',
  fullyParallel: false,
  workers: 1,
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
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, launchOptions: chromium },
    },
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
