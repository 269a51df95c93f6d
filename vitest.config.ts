// Two test tiers: `unit` (beside the code, browser-like DOM) and `api` (the real server
// through inject on PGlite, or on DATABASE_URL for test:pg). Files run in parallel, one
// worker a core: Vitest's default leaves one core to itself, which on CI's two is half the
// machine idle. Every api file has a database of its own (server/test/database.ts).
import { availableParallelism } from 'node:os'
import { defineConfig } from 'vitest/config'
import react from '@vitejs/plugin-react'
import { lingui } from '@lingui/vite-plugin'

export default defineConfig({
  plugins: [react({ babel: { plugins: ['@lingui/babel-plugin-lingui-macro'] } }), lingui()],
  define: { __APP_PACKAGE__: JSON.stringify('klik') },
  test: {
    maxWorkers: availableParallelism(),
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['src/**/*.test.{ts,tsx}', 'sw/**/*.test.ts', 'tests/i18n/**/*.test.ts'],
          environment: 'happy-dom',
        },
      },
      {
        extends: true,
        test: {
          name: 'api',
          include: ['server/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // Each file has a database of its own, copied from the run's migrated template.
          globalSetup: ['server/test/global-setup.ts'],
          setupFiles: ['server/test/setup.ts'],
        },
      },
    ],
  },
})
