// `npm run bench [-- bundle|api|lighthouse|search …]`: measurements that must not be timed
// unit tests. Builds nothing: run `npm run build` first (search alone needs no build). Starts
// its own servers on temporary DATA_DIRs and talks to them over loopback only.
import { existsSync } from 'node:fs'
import { startServer } from '../tests/e2e/support/server'
import { measure } from './api'
import { initialJs } from './bundle'
import { audit } from './lighthouse'
import { benchSearch } from './search'

const wanted = process.argv.slice(2)
const run = (name: string) => wanted.length === 0 || wanted.includes(name)

const needsBuild = ['bundle', 'api', 'lighthouse'].some(run)
if (needsBuild && !existsSync('dist/index.html')) {
  console.error('bench: dist/ is missing — run `npm run build` first')
  process.exit(1)
}

if (run('bundle')) {
  const { files, gzipBytes } = initialJs('dist')
  console.log(
    `initial JS of /: ${(gzipBytes / 1024).toFixed(1)} KB gzip (${files.join(', ')}); budget 120 KB`,
  )
}

if (run('api') || run('lighthouse')) {
  const server = await startServer()
  try {
    if (run('api')) {
      console.table([
        await measure(server.url, '/api/settings.php'),
        await measure(server.url, '/api/interests.php'),
      ])
    }
    if (run('lighthouse')) {
      console.log('Lighthouse (mobile) on /:')
      const { scores, failing } = await audit(`${server.url}/`)
      console.table(scores)
      for (const line of failing) console.log(`  failing: ${line}`)
    }
  } finally {
    await server.stop()
  }
}

if (run('search')) {
  console.log('Member search at 100,000 demo members (goals: raw p95 ≤ 5 ms, API/raw ≥ 50 %):')
  console.table(await benchSearch())
}
