// Backups that restore (issue 29 §2), on PGlite and PostgreSQL: a real server takes writes from
// 20 members; after a few seconds of them, `npm run backup` (the command, as an operator runs
// it) writes a backup while the writes go on, and they stop a second after it ends. The backup is restored with `npm run restore` into a new, empty DATA_DIR (and, on
// PostgreSQL, a new empty database) and a server is started on it: every write acknowledged
// before the backup began is there, logins and photos work, the books add up. A restore into
// a place that is not empty is refused.
import { spawn } from 'node:child_process'
import { writeFileSync } from 'node:fs'
import path from 'node:path'
import { randomUUID } from 'node:crypto'
import { inArray } from 'drizzle-orm'
import sharp from 'sharp'
import { afterAll, describe, expect, inject, it } from 'vitest'
import type { ValidateEmailResponse } from '../../src/contract/signup'
import type { ProfileImageResponse } from '../../src/contract/profile-image'
import type { UserResponse } from '../../src/contract/user'
import { openDatabase } from '../db/open'
import { likes, profiles } from '../db/schema'
import { checkLedger } from '../domain/credits/ledger-check'
import { listBackups, pruneBackups } from './backup'
import { restoreBackup } from './restore'
import { uniqueEmail } from '../test/accounts'
import { adminQuery, databaseUrl as urlOf } from '../test/database-template'
import { testDatabaseUrl } from '../test/database'
import { signupFields } from '../test/fixtures'
import {
  entryArguments,
  killStartedServers,
  PROJECT_ROOT,
  sharedServerSecrets,
  startServer,
  stopServer,
} from '../test/server-process'
import { temporaryDir } from '../test/temp'

afterAll(killStartedServers)

const MEMBERS = 20
// Writes for LEAD_MS before the backup begins (each member has several acknowledged by then),
// and for TAIL_MS after it ends (writes the restore must do without).
const LEAD_MS = 3_000
const TAIL_MS = 1_000
const PASSWORD = 'correct horse battery'

interface Writer {
  id: number
  email: string
  cookie: string
  userAgent: string
  /** Each acknowledged city save: its number and when the answer came. */
  cities: Array<{ n: number; at: number }>
  /** Each acknowledged like: whom, and when the answer came. */
  likes: Array<{ liked: number; at: number }>
  photo?: { path: string; bytes: Buffer }
}

const headersOf = (writer: Pick<Writer, 'cookie' | 'userAgent'>) => ({
  'user-agent': writer.userAgent,
  ...(writer.cookie === '' ? {} : { cookie: writer.cookie }),
})

async function signUp(url: string, n: number): Promise<Writer> {
  const email = uniqueEmail('backup')
  const userAgent = `KlikBackup/1.0 (${n})`
  const check = await fetch(`${url}/api/validate_email.php?email=${encodeURIComponent(email)}`, {
    headers: { 'user-agent': userAgent },
  })
  const { token } = (await check.json()) as ValidateEmailResponse
  const response = await fetch(`${url}/api/user.php?new=1`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'user-agent': userAgent },
    body: JSON.stringify(signupFields(email, userAgent, token, { password: PASSWORD })),
  })
  if (response.status !== 201)
    throw new Error(`signup: ${response.status} ${await response.text()}`)
  const user = (await response.json()) as UserResponse
  const cookie = response.headers
    .getSetCookie()
    .map((set) => set.split(';')[0])
    .join('; ')
  return { id: user.id, email, cookie, userAgent, cities: [], likes: [] }
}

async function uploadPhoto(url: string, writer: Writer, colour: string): Promise<void> {
  const jpeg = await sharp({ create: { width: 400, height: 300, channels: 3, background: colour } })
    .jpeg()
    .toBuffer()
  const form = new FormData()
  form.append('image1', new Blob([jpeg], { type: 'image/jpeg' }), 'photo.jpg')
  const response = await fetch(`${url}/api/profileimage.php`, {
    method: 'POST',
    headers: headersOf(writer),
    body: form,
  })
  expect(response.status).toBe(201)
  const [image] = ((await response.json()) as ProfileImageResponse).images
  const path = `/media/${image?.filename ?? ''}`
  const served = await fetch(`${url}${path}`)
  writer.photo = { path, bytes: Buffer.from(await served.arrayBuffer()) }
}

/** A member's pace: a write, then a moment to read (a busier load only costs the suite time). */
const PAUSE_MS = 150

/** Saves cities and likes others, one call after another, until `load.until`. */
async function write(url: string, writer: Writer, others: Writer[], load: { until: number }) {
  for (let n = 1; Date.now() < load.until; n++) {
    if (n > 1) await new Promise((resolve) => setTimeout(resolve, PAUSE_MS))
    const saved = await fetch(`${url}/api/user.php`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', ...headersOf(writer) },
      body: JSON.stringify({ city: `Backup City ${writer.id}-${n}` }),
    })
    if (saved.ok) writer.cities.push({ n, at: Date.now() })
    else throw new Error(`city: ${saved.status} ${await saved.text()}`)
    const other = others[n % others.length]
    if (other !== undefined && n <= others.length) {
      const liked = await fetch(`${url}/api/likes.php`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headersOf(writer) },
        body: JSON.stringify({ profile: other.id }),
      })
      if (liked.ok) writer.likes.push({ liked: other.id, at: Date.now() })
      else throw new Error(`like: ${liked.status} ${await liked.text()}`)
    }
  }
}

/** Runs `npm run <command>`'s entry (entryArguments); answers its exit code and output. */
function command(
  name: 'backup' | 'restore',
  args: string[],
  env: Record<string, string>,
): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [...entryArguments(name), ...args], {
      cwd: PROJECT_ROOT,
      env: { PATH: process.env.PATH, HOME: process.env.HOME, LOG_LEVEL: 'warn', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let output = ''
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.on('exit', (code) => resolve({ code, output }))
  })
}

describe('backup and restore', () => {
  it('restores every write acknowledged before the backup began, with logins and photos', async () => {
    const dataDir = temporaryDir()
    const databaseUrl = await testDatabaseUrl()
    const secrets = databaseUrl === undefined ? {} : sharedServerSecrets()
    const backendEnv: Record<string, string> =
      databaseUrl === undefined ? {} : { DATABASE_URL: databaseUrl, ...secrets }
    const env = { RATE_LIMIT_FACTOR: '1000' }
    const first = await startServer(dataDir, { env, databaseUrl })

    const writers = await Promise.all(
      Array.from({ length: MEMBERS }, (_, n) => signUp(first.url, n)),
    )
    await Promise.all(
      writers
        .slice(0, 3)
        .map((writer, n) =>
          uploadPhoto(first.url, writer, ['#c81e50', '#1e50c8', '#50c81e'][n] ?? '#000'),
        ),
    )
    const until = { until: Infinity }
    const othersOf = (writer: Writer) => writers.filter((other) => other !== writer)
    const load = Promise.all(
      writers.map((writer) => write(first.url, writer, othersOf(writer), until)),
    )
    // In the middle of the writes: the backup, as an operator runs it.
    await new Promise((resolve) => setTimeout(resolve, LEAD_MS))
    const backupBegan = Date.now()
    const backup = await command('backup', ['--dir', temporaryDir()], {
      DATA_DIR: dataDir,
      ...backendEnv,
    })
    until.until = Date.now() + TAIL_MS
    expect(backup.code, backup.output).toBe(0)
    const file = /Backup written: (\S+\.tar)/.exec(backup.output)?.[1]
    expect(file, backup.output).toBeDefined()
    await load
    const acknowledged = writers
      .flatMap((writer) => writer.cities)
      .filter((city) => city.at < backupBegan)
    expect(acknowledged.length).toBeGreaterThan(MEMBERS)
    expect(writers.flatMap((writer) => writer.cities).length).toBeGreaterThan(acknowledged.length)
    expect((await stopServer(first)).code).toBe(0)

    // A new, empty place.
    const restoredDir = temporaryDir()
    let restoredUrl: string | undefined
    let dropRestored = async () => {}
    if (databaseUrl !== undefined) {
      const template = inject('testDatabaseTemplate')
      if (template.kind !== 'postgres') throw new Error('expected a PostgreSQL template')
      const name = `klik_restore_${randomUUID().replaceAll('-', '')}`
      await adminQuery(template.server, `create database ${name}`)
      restoredUrl = urlOf(template.server, name)
      dropRestored = () =>
        adminQuery(template.server, `drop database if exists ${name} with (force)`)
    }
    try {
      const restoredEnv: Record<string, string> =
        restoredUrl === undefined ? {} : { DATABASE_URL: restoredUrl, ...secrets }
      const restore = await command('restore', [file as string], {
        DATA_DIR: restoredDir,
        ...restoredEnv,
      })
      expect(restore.code, restore.output).toBe(0)
      // Never over what is there: the same restore again is refused.
      await expect(
        restoreBackup(file as string, {
          DATA_DIR: restoredDir,
          DATABASE_URL: restoredUrl,
          S3: null,
        }),
      ).rejects.toThrow(/not empty|already has/)

      const second = await startServer(restoredDir, { env, databaseUrl: restoredUrl ?? '' })
      const [someone] = writers
      const login = await fetch(`${second.url}/api/login.php`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'user-agent': 'KlikBackup/1.0 (login)' },
        body: JSON.stringify({ email: someone?.email, password: PASSWORD }),
      })
      expect(login.status).toBe(200)
      expect(((await login.json()) as UserResponse).id).toBe(someone?.id)
      for (const writer of writers.slice(0, 3)) {
        const photo = await fetch(`${second.url}${writer.photo?.path ?? ''}`)
        expect(photo.status).toBe(200)
        expect(
          Buffer.from(await photo.arrayBuffer()).equals(writer.photo?.bytes ?? Buffer.alloc(0)),
        ).toBe(true)
      }
      expect((await stopServer(second)).code).toBe(0)

      const database = await openDatabase({ DATA_DIR: restoredDir, DATABASE_URL: restoredUrl })
      try {
        const ids = writers.map((writer) => writer.id)
        const cities = await database.db
          .select({ id: profiles.userId, city: profiles.city })
          .from(profiles)
          .where(inArray(profiles.userId, ids))
        const cityOf = new Map(cities.map((row) => [row.id, row.city]))
        for (const writer of writers) {
          const before = writer.cities.filter((city) => city.at < backupBegan).at(-1)?.n ?? 0
          const restored = Number(/-(\d+)$/.exec(cityOf.get(writer.id) ?? '')?.[1] ?? 0)
          expect(restored, `city of member ${writer.id}`).toBeGreaterThanOrEqual(before)
        }
        const likeRows = await database.db
          .select({ liker: likes.likerId, liked: likes.likedId })
          .from(likes)
          .where(inArray(likes.likerId, ids))
        const stored = new Set(likeRows.map((row) => `${row.liker}>${row.liked}`))
        const missing = writers.flatMap((writer) =>
          writer.likes
            .filter((like) => like.at < backupBegan && !stored.has(`${writer.id}>${like.liked}`))
            .map((like) => `${writer.id}>${like.liked}`),
        )
        expect(missing, 'likes acknowledged before the backup, missing after the restore').toEqual(
          [],
        )
        expect((await checkLedger(database.db)).problems).toEqual([])
      } finally {
        await database.close()
      }
    } finally {
      await dropRestored()
    }
  }, 180_000)

  it('keeps the newest BACKUP_KEEP backups and touches no other file', () => {
    const dir = temporaryDir()
    const names = [
      'klik-backup-20261125T010000Z.tar',
      'klik-backup-20261126T010000Z.tar',
      'klik-backup-20261126T010000Z-2.tar',
      'klik-backup-20261127T010000Z.tar',
      'klik-backup-20261127T020000Z.tar.partial',
      'notes.txt',
    ]
    for (const name of names) writeFileSync(path.join(dir, name), '')
    expect(pruneBackups(dir, 2).map((file) => path.basename(file))).toEqual([
      'klik-backup-20261125T010000Z.tar',
      'klik-backup-20261126T010000Z.tar',
    ])
    expect(listBackups(dir).map((file) => path.basename(file))).toEqual([
      'klik-backup-20261126T010000Z-2.tar',
      'klik-backup-20261127T010000Z.tar',
    ])
  })
})
