import autocannon from 'autocannon'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { openDatabase } from '../server/db/open'
import { prepareDatabase } from '../server/db/prepare'
import { createSessionRow } from '../server/domain/accounts/sessions'
import { addDemoMembers } from '../server/domain/demo/seed-demo'
import { DEFAULT_SITE } from '../server/domain/sites/default-site'
import { startServer } from '../tests/e2e/support/server'
const root = mkdtempSync(path.join(tmpdir(), 'klik-ep-'))
const dataDir = path.join(root, 'data')
const database = await openDatabase({ DATA_DIR: dataDir, DATABASE_URL: undefined })
await prepareDatabase(database)
await addDemoMembers(database.db, { count: 5000, mediaDir: path.join(tmpdir(), 'klik-bench-media'), siteId: DEFAULT_SITE.id, countries: DEFAULT_SITE.countries, batchSize: 2000 })
const tokens: string[] = []
for (let id = 1; id <= 20; id++) tokens.push((await createSessionRow(database.db, { userId: id })).token)
await database.close()
const server = await startServer({ dataDir, env: { RATE_LIMIT_FACTOR: '1000', SEED_DEMO: '0' } })
const paths = ['/api/settings.php', '/api/user.php', '/api/search.php?source=members&pp=12&auto_load=1', '/api/search.php?source=members&pp=12&manual_search=1&gender=female&country=NL&min_age=26&max_age=35&page=2', '/api/member.php?id=77', '/api/likes.php']
for (const p of paths) {
  const r = await autocannon({ url: server.url + p, connections: 10, duration: 5, headers: { cookie: `klik_session=${tokens[0]}` } })
  console.log(p.padEnd(110), Math.round(r.requests.average), 'req/s p50', r.latency.p50, 'non2xx', r.non2xx)
}
await server.stop()
