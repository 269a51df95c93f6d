// Compiles the server into dist-server/ for `npm start`: production runs plain JavaScript,
// never a TypeScript loader. One bundle per entry (the server; the embedded database's worker
// thread and the first start's set-up process, which db/pglite.ts and first-start.ts find
// beside the code that runs; the operator commands), with the chunks they share or load
// later, all in one folder next to copies of the SQL migrations, the pages' texts
// (server/content) and the server's catalogs (locales/*/server.po), which db/database.ts,
// domain/pages and domain/i18n find beside the code that runs.
// Packages stay external: node_modules is resolved at run time as usual, so the folder lies in
// the project (the API tests build one of their own under node_modules/.cache).
import { build } from 'esbuild'
import { cpSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

const ROOT = fileURLToPath(new URL('..', import.meta.url))

/** Builds the server into `outdir` (a path from the project's root), emptied first. */
export async function buildServer(outdir) {
  const into = join(ROOT, outdir)
  rmSync(into, { recursive: true, force: true })
  await build({
    absWorkingDir: ROOT,
    entryPoints: {
      main: 'server/main.ts',
      'pglite-thread': 'server/db/pglite-thread.ts',
      setup: 'server/setup.ts',
      seed: 'server/cli/seed.ts',
      sites: 'server/cli/sites.ts',
      ledger: 'server/cli/ledger.ts',
      admin: 'server/cli/admin.ts',
      backup: 'server/cli/backup.ts',
      restore: 'server/cli/restore.ts',
      'media-copy': 'server/cli/media-copy.ts',
    },
    outdir: into,
    bundle: true,
    // A dynamic import() becomes a chunk of its own, loaded when first called (the Mollie
    // adapter, only with MOLLIE_API_KEY); code the entries share goes to shared chunks, in the
    // same folder, so what finds files beside the code that runs (import.meta.url) still does.
    splitting: true,
    chunkNames: '[name]-[hash]',
    platform: 'node',
    format: 'esm',
    target: 'node20.19',
    packages: 'external',
    // For the logs' stack traces (server/http/stack-trace.ts): positions only, the sources are
    // in the repository.
    sourcemap: 'linked',
    sourcesContent: false,
    legalComments: 'none',
    logLevel: 'warning',
  })
  cpSync(join(ROOT, 'server/db/migrations'), join(into, 'migrations'), { recursive: true })
  cpSync(join(ROOT, 'server/content'), join(into, 'content'), { recursive: true })
  cpSync(join(ROOT, 'locales'), join(into, 'locales'), {
    recursive: true,
    filter: (source) => !source.endsWith('.po') || source.endsWith('/server.po'),
  })
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await buildServer('dist-server')
