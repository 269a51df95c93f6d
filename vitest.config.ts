// Two test tiers: `unit` (beside the code, browser-like DOM; with `catalogs`, the
// translations' check) and `api` (the real server through inject on PGlite, or on
// DATABASE_URL for test:pg). Files run in parallel, one worker a core: Vitest's default leaves one core to itself, which on CI's two is half the
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
          include: ['src/**/*.test.{ts,tsx}', 'sw/**/*.test.ts'],
          environment: 'happy-dom',
          // Each file in a VM context of its own (its modules and globals fresh, as with the
          // default pool) in workers that keep happy-dom and node_modules loaded: setting up
          // both anew for every file took four fifths of this tier's time.
          pool: 'vmThreads',
        },
      },
      {
        extends: true,
        test: {
          // The catalogs check loads Lingui's CLI, which cannot run in a VM context.
          name: 'catalogs',
          include: ['tests/i18n/**/*.test.ts'],
          environment: 'node',
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
          // Each file in a worker thread of its own (its modules fresh, as in a process): a
          // thread starts faster than the default child process. Paired runs of the tier on
          // this machine: 335 and 322 s in threads, 376 and 422 s in processes.
          pool: 'threads',
          setupFiles: ['server/test/setup.ts'],
        },
      },
    ],
  },
})
