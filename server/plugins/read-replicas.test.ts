// Read replicas (DATABASE_REPLICA_URLS) with a real streaming replica: the test PostgreSQL
// server is copied with pg_basebackup and started on a free loopback port as its standby
// (npm run test:pg; skipped on PGlite). The replica is told apart from the primary by pausing
// its replay: a row written on the primary afterwards is missing on the replica, so an
// answer shows where it was read.
import { execFile } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { eq } from 'drizzle-orm'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { MemberResponse } from '../../src/contract/members'
import type { App } from '../app'
import { loadConfig, type ConfigError } from '../config'
import { signUp, TestClient, type Member } from '../test/accounts'
import { buildTestApp } from '../test/app'
import { testDatabaseUrl } from '../test/database'
import { setProfile } from '../test/fixtures'
import { freePort, sharedServerSecrets } from '../test/server-process'
import { WAL_COOKIE } from '../http/wal-cookie'
import { users } from '../db/schema'
import { formatLsn, parseLsn, ReadReplicas, replicaFailure, STATUS_TTL_MS } from '../db/replicas'

const run = promisify(execFile)
const onPostgres = (process.env.DATABASE_URL ?? '') !== ''

describe('DATABASE_REPLICA_URLS', () => {
  const problemsOf = (env: Record<string, string>) => {
    try {
      loadConfig({ ...sharedServerSecrets(), ...env })
      return []
    } catch (error) {
      return (error as ConfigError).problems
    }
  }

  it('is a comma-separated list of postgres URLs, only with DATABASE_URL', () => {
    const config = loadConfig({
      ...sharedServerSecrets(),
      DATABASE_URL: 'postgres://klik@db/klik',
      DATABASE_REPLICA_URLS: ' postgres://klik@db-r1/klik, postgresql://klik@db-r2:5433/klik ,',
    })
    expect(config.DATABASE_REPLICA_URLS).toEqual([
      'postgres://klik@db-r1/klik',
      'postgresql://klik@db-r2:5433/klik',
    ])
    expect(loadConfig({}).DATABASE_REPLICA_URLS).toEqual([])
    expect(problemsOf({ DATABASE_REPLICA_URLS: 'postgres://db-r1/klik' })).toEqual([
      expect.stringMatching(/^DATABASE_REPLICA_URLS: only with DATABASE_URL/),
    ])
    const bad = problemsOf({
      DATABASE_URL: 'postgres://db/klik',
      DATABASE_REPLICA_URLS: 'postgres://db-r1/klik,mysql://klik:hunter2@db-r2/klik',
    })
    expect(bad).toEqual([expect.stringMatching(/^DATABASE_REPLICA_URLS: .*\(URL 2 is not\)$/)])
    expect(bad.join('\n')).not.toMatch(/hunter2/)
  })

  it('reads and writes WAL positions as PostgreSQL prints them', () => {
    expect(parseLsn('0/3000000')).toBe(0x3000000n)
    expect(parseLsn('16/B374D848')).toBe((0x16n << 32n) + 0xb374d848n)
    expect(formatLsn((0x16n << 32n) + 0xb374d848n)).toBe('16/B374D848')
    expect(parseLsn('16/B374D848/1')).toBeNull()
  })

  it('runs a query again on the primary when the replica failed, not when the query did', () => {
    expect(replicaFailure(new Error('connect ECONNREFUSED 127.0.0.1:5433'))).toBe('replica')
    const sqlError = (code: string) =>
      Object.assign(new pg.DatabaseError('x', 1, 'error'), { code })
    expect(replicaFailure(sqlError('57P01'))).toBe('replica')
    expect(replicaFailure(sqlError('40001'))).toBe('moment')
    expect(replicaFailure(sqlError('42703'))).toBe('query')
    expect(replicaFailure(new Error('Query read timeout'))).toBe('moment')
    const poolTimeout = new Error('timeout exceeded when trying to connect')
    expect(replicaFailure(poolTimeout)).toBe('replica')
    expect(replicaFailure(poolTimeout, true)).toBe('moment')
  })
})

/**
 * Runs a program of PostgreSQL `major` (Debian's /usr/lib/postgresql/<major>/bin: a standby
 * must be the primary's major version) as the user that owns the test server's data.
 */
async function postgresProgram(major: number, program: string, args: string[]): Promise<string> {
  const file = `/usr/lib/postgresql/${major}/bin/${program}`
  if (process.getuid?.() !== 0) return (await run(file, args)).stdout
  // PostgreSQL refuses to run as root: as the postgres user, as .ci/run starts the server.
  const quoted = [file, ...args].map((arg) => `'${arg.replaceAll("'", `'\\''`)}'`).join(' ')
  return (await run('su', ['postgres', '-s', '/bin/bash', '-c', quoted])).stdout
}

describe.skipIf(!onPostgres)('read replicas on a streaming replica', () => {
  let dataDir = ''
  let major = 0
  let replicaRunning = false
  let replica: pg.Client
  let primary: pg.Client
  let app: App
  let owner: Member
  let visitor: TestClient

  beforeAll(async () => {
    const primaryUrl = new URL((await testDatabaseUrl()) ?? '')
    primary = new pg.Client({ connectionString: primaryUrl.toString() })
    await primary.connect()
    const version = await primary.query<{ n: string }>(
      "select current_setting('server_version_num') as n",
    )
    major = Math.floor(Number(version.rows[0]?.n) / 10_000)
    dataDir = mkdtempSync(path.join(tmpdir(), 'klik-replica-'))
    if (process.getuid?.() === 0) await run('chown', ['postgres:postgres', dataDir])
    await postgresProgram(major, 'pg_basebackup', [
      ...['-h', primaryUrl.hostname, '-p', primaryUrl.port || '5432'],
      ...['-U', decodeURIComponent(primaryUrl.username) || 'postgres'],
      ...['-D', dataDir, '-R', '-X', 'stream', '-c', 'fast', '--no-sync'],
    ])
    const port = await freePort()
    await postgresProgram(major, 'pg_ctl', [
      ...['-D', dataDir, '-l', path.join(dataDir, 'replica.log'), '-w'],
      ...['-o', `-p ${port} -k /tmp -c listen_addresses=127.0.0.1 -c fsync=off`, 'start'],
    ])
    replicaRunning = true
    const replicaUrl = new URL(primaryUrl)
    replicaUrl.port = String(port)
    replica = new pg.Client({ connectionString: replicaUrl.toString() })
    // Stopping the replica ends this connection: not an error of the test.
    replica.on('error', () => {})
    await replica.connect()

    app = await buildTestApp({
      ...sharedServerSecrets(),
      DATABASE_URL: primaryUrl.toString(),
      DATABASE_REPLICA_URLS: replicaUrl.toString(),
      RATE_LIMIT_FACTOR: '100',
    })
    owner = await signUp(app, { name: 'Femke' })
    await setProfile(app, owner.user.id, { personal: 'before' })
    visitor = new TestClient(app)
    // Everything so far on the replica, then its replay paused: what the primary gets from
    // now on, the replica does not.
    await caughtUp()
    await replica.query('select pg_wal_replay_pause()')
  }, 60_000)

  afterAll(async () => {
    await app?.close()
    await Promise.all([replica?.end(), primary?.end()].map((ended) => ended?.catch(() => {})))
    if (replicaRunning)
      await postgresProgram(major, 'pg_ctl', ['-D', dataDir, '-m', 'immediate', 'stop'])
    if (dataDir !== '') rmSync(dataDir, { recursive: true, force: true })
  })

  /** Waits until the replica has replayed everything the primary has written so far. */
  async function caughtUp(): Promise<void> {
    const { rows } = await primary.query<{ lsn: string }>('select pg_current_wal_lsn() as lsn')
    const target = rows[0]?.lsn ?? ''
    const deadline = Date.now() + 10_000
    for (;;) {
      const replayed = await replica.query<{ done: boolean }>(
        'select pg_last_wal_replay_lsn() >= $1::pg_lsn as done',
        [target],
      )
      if (replayed.rows[0]?.done === true) return
      if (Date.now() > deadline) throw new Error(`the replica did not replay up to ${target}`)
      await new Promise((resolve) => setTimeout(resolve, 20))
    }
  }

  const personalOf = async (client: TestClient, id: number) => {
    const response = await client.get(`/api/member.php?id=${id}`)
    expect(response.statusCode).toBe(200)
    return response.json<MemberResponse>().profile.personal
  }
  const reads = async (): Promise<Record<string, number>> => {
    const counts: Record<string, number> = {}
    for (const { labels, value } of (await app.metrics.databaseReads.get()).values) {
      counts[String(labels.target)] = value
    }
    return counts
  }

  it("reads a visitor's member page and search from the replica, which has not replayed the latest write", async () => {
    await setProfile(app, owner.user.id, { personal: 'written on the primary' })
    const before = await reads()
    expect(await personalOf(visitor, owner.user.id)).toBe('before')
    const search = await visitor.get('/api/search.php?page=1&pp=10')
    expect(search.statusCode).toBe(200)
    expect(await reads()).toEqual({
      primary: before.primary,
      replica: (before.replica ?? 0) + 2,
    })
    // The same page from the primary, for a route that did not opt in: the write is there.
    const [row] = (
      await primary.query<{ personal: string }>(
        'select personal from profiles where user_id = $1',
        [owner.user.id],
      )
    ).rows
    expect(row?.personal).toBe('written on the primary')
  })

  it('reads a member who just wrote from the primary until the replica has replayed the write', async () => {
    const edited = await owner.client.put('/api/user.php', { personal: 'my own new text' })
    expect(edited.statusCode).toBe(200)
    expect(owner.client.cookies.get(WAL_COOKIE)).toMatch(/^[0-9A-F]+\/[0-9A-F]+\.[\w-]+$/)
    expect(await personalOf(owner.client, owner.user.id)).toBe('my own new text')
    // Their browser's, not the member's: a visitor still reads the paused replica.
    expect(await personalOf(visitor, owner.user.id)).toBe('before')
    // A forged position is ignored: the browser reads as one with no write of its own.
    const forged = new TestClient(app)
    forged.cookies.set(
      WAL_COOKIE,
      owner.client.cookies.get(WAL_COOKIE)?.replace(/\..*/, '.AAAA') ?? '',
    )
    expect(await personalOf(forged, owner.user.id)).toBe('before')

    // Once replayed, the member's reads go to the replica again.
    await replica.query('select pg_wal_replay_resume()')
    await caughtUp()
    // Past the time the replica's position is trusted, so it is asked again.
    vi.useFakeTimers({ toFake: ['Date'] })
    try {
      vi.setSystemTime(Date.now() + STATUS_TTL_MS)
      const before = await reads()
      expect(await personalOf(owner.client, owner.user.id)).toBe('my own new text')
      expect((await reads()).replica).toBe((before.replica ?? 0) + 1)
    } finally {
      vi.useRealTimers()
    }
  })

  it('runs a query on the primary when the replica it was sent to fails', async () => {
    const failures: string[] = []
    const pool = app.database.pool
    if (pool === undefined) throw new Error('not on PostgreSQL')
    // Nothing listens there: as a replica that went away after its position was read.
    const gone = new ReadReplicas(
      [`postgres://postgres@127.0.0.1:${await freePort()}/klik`],
      pool,
      {
        down: (url) => failures.push(url),
        unfit: () => {},
      },
    )
    try {
      const [replicaOnly] = gone.replicas
      const rows = await replicaOnly?.db
        .select({ id: users.id })
        .from(users)
        .where(eq(users.id, owner.user.id))
      expect(rows).toEqual([{ id: owner.user.id }])
      expect(failures).toHaveLength(1)
      expect(await gone.choose(null)).toBeNull()
    } finally {
      await gone.close()
    }
  })

  it('reads from the primary while the replica is down', async () => {
    await postgresProgram(major, 'pg_ctl', ['-D', dataDir, '-m', 'immediate', '-w', 'stop'])
    replicaRunning = false
    await setProfile(app, owner.user.id, { personal: 'after the replica stopped' })
    expect(await personalOf(visitor, owner.user.id)).toBe('after the replica stopped')
    const search = await visitor.get('/api/search.php?page=1&pp=10')
    expect(search.statusCode).toBe(200)
  })
})
