// End-to-end tests: the production build served by the real server on a temporary
// DATA_DIR, driven in Debian's Chromium (browsers cannot be downloaded here).
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { defineConfig, devices } from '@playwright/test'
import { chromiumLaunchOptions } from './tests/e2e/support/browser'

const PORT = Number(process.env.E2E_PORT ?? 4173)
// Shared with the tests (they read the mail outbox under it); workers inherit process.env.
process.env.E2E_DATA_DIR ??= join(tmpdir(), `klik-e2e-${PORT}`)

export default defineConfig({
  testDir: 'tests/e2e',
  globalSetup: './tests/e2e/support/global-setup.ts',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  // CI runs two workers, each with browsers and servers, on two cores: what a member waits
  // for may take longer than 5 s there without being wrong.
  expect: { timeout: process.env.CI ? 10_000 : 5_000 },
  // The summary names the tests that needed their retry and the slowest ten.
  reporter: [['list'], ['./tests/e2e/support/summary-reporter.ts']],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    // Recording a trace (snapshots, screencast) for every test and dropping it when the test
    // passes cost a tenth of the suite's time on CI's two cores. CI retries a failure once
    // and traces that retry; a local run keeps the trace of each failure.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    locale: 'en-US',
    // No service worker unless a file asks for one (test.use): installed, it precaches the
    // shell and then warms every route's chunk, a hundred requests and cache writes in each new
    // context, for about a sixth of the time of files that never use it (paired runs of five
    // files: 140 s with it, 117 s without). The worker's own files (pwa, push, install) and
    // those that go offline with a member's real setup (chat, credits, members, notifications)
    // keep it.
    serviceWorkers: 'block',
    launchOptions: chromiumLaunchOptions,
  },
  projects: [
    { name: 'chromium', use: { ...devices['Pixel 7'], launchOptions: chromiumLaunchOptions } },
  ],
  webServer: {
    command: `node scripts/e2e-server.mjs`,
    // Every test comes from 127.0.0.1: the per-IP limits are raised, not switched off.
    env: {
      PORT: String(PORT),
      DATA_DIR: process.env.E2E_DATA_DIR,
      PUBLIC_URL: `http://127.0.0.1:${PORT}`,
      RATE_LIMIT_FACTOR: '20',
      // Two workers' browsers beside the server on two cores: a queue or a late event loop of
      // seconds is CI's noise, not an overload to refuse (overload.test.ts checks the refusal).
      OVERLOAD_WAIT_MS: '5000',
      OVERLOAD_LAG_MS: '5000',
      // The same noise: a page the server renders goes out rendered, not as the shell.
      SSR_BUDGET_MS: '10000',
    },
    url: `http://127.0.0.1:${PORT}/api/settings.php`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
    // A graceful stop (the default is SIGKILL): the server closes its database, the wrapper
    // removes the DATA_DIR, or keeps it whole for .ci/run's ledger check.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
  },
})
