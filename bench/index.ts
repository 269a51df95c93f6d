// `npm run bench [-- bundle|api|lighthouse …]`: measurements that must not be timed unit
// tests. Builds nothing: run `npm run build` first. Starts its own server on a temporary
// DATA_DIR and talks to it over loopback only.
import { existsSync } from 'node:fs'
import { startServer } from '../tests/e2e/support/server'
import { measure } from './api'
import { initialJs } from './bundle'
import { audit } from './lighthouse'

const wanted = process.argv.slice(2)
const run = (name: string) => wanted.length === 0 || wanted.includes(name)

if (!existsSync('dist/index.html')) {
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
