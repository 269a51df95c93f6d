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
          // Worker threads (they start faster than the default child processes: paired runs of
          // the tier, 335 and 322 s in threads, 376 and 422 s in processes) that keep the modules
          // they loaded from one file to the next: importing the server's module graph and
          // PGlite anew for each of 120 files was a third of the tier's CPU (runs on this
          // machine: 367 s isolated, 261 s not; on PostgreSQL 194 s not). What a file must not
          // leave to the next is per file already: its database (test/database.ts, closed and
          // forgotten by setup.ts), its apps and their timers (closed in each file's afterAll);
          // what modules keep is data that is the same for every file (catalogs, geo tables).
          // A stub or spy a file leaves is undone after each test all the same, and eslint.config.js
          // keeps vi.mock (a module replaced for the files after) out of the server's tests.
          pool: 'threads',
          isolate: false,
          restoreMocks: true,
          unstubEnvs: true,
          unstubGlobals: true,
          setupFiles: ['server/test/setup.ts'],
        },
      },
    ],
  },
})
