import { PGlite } from '@electric-sql/pglite'
import { drizzle } from 'drizzle-orm/pglite'
import { migrate } from 'drizzle-orm/pglite/migrator'
import { sql } from 'drizzle-orm'
import * as schema from '../server/db/schema'
import { MIGRATIONS_FOLDER } from '../server/db/database'
import { addDemoMembers } from '../server/domain/demo/seed-demo'
import { DEFAULT_SITE } from '../server/domain/sites/default-site'
import { listLikes } from '../server/domain/likes/likes'
import { tmpdir } from 'node:os'
import path from 'node:path'
const pg = await PGlite.create()
const db = drizzle({ client: pg, schema, logger: { logQuery: (q, p) => { (globalThis as any).__last = { q, p } } } })
await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER })
await addDemoMembers(db as any, { count: 5000, mediaDir: path.join(tmpdir(), 'klik-bench-media'), siteId: DEFAULT_SITE.id, countries: DEFAULT_SITE.countries, batchSize: 2000 })
for (let i = 100; i < 130; i++) { await pg.query('insert into likes (liker_id, liked_id) values ($1,$2),($2,$1) on conflict do nothing', [3, i]) }
await pg.exec('vacuum analyze')
await listLikes(db as any, 3)
const { q, p } = (globalThis as any).__last
const t = performance.now(); for (let i = 0; i < 50; i++) await pg.query(q, p); console.log('received avg ms', ((performance.now() - t) / 50).toFixed(2))
const plan = await pg.query('explain analyze ' + q, p)
console.log(plan.rows.map((r: any) => r['QUERY PLAN']).join('\n'))
const u = await pg.query(`select coalesce(sum(delta),0) from credit_ledger where member_id = 3`)
