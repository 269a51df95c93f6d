// A backup of everything a Klik site needs to start again elsewhere (issue 29 §2), as one tar
// file named by its time: klik-backup-20261127T201500Z.tar. It holds
//   manifest.json       what this is: the database kind, when, the build's migrations
//   database/…          the embedded database's data directory (pgdata.tar.gz, PGlite's own
//                       dump, taken between transactions) or a PostgreSQL server's pg_dump in
//                       custom format (klik.pgdump: one snapshot, members go on writing)
//   media/, exports/    photos and members' data exports, as under DATA_DIR (from the bucket
//                       when the media are in S3)
//   secret, vapid.json, sites.json   the site's keys and sites, when they live in DATA_DIR
// The database is copied first, then the files: every photo the copied database names was
// written before it (a photo is stored before its row), so it is in the backup too.
// Written as name.partial and renamed when complete: a file with the final name is whole.
import { spawn } from 'node:child_process'
import { createHash } from 'node:crypto'
import {
  createReadStream,
  existsSync,
  mkdirSync,
  readdirSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs'
import { mkdtemp, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { promisify } from 'node:util'
import { gzip } from 'node:zlib'
import * as tar from 'tar'
import { SECRET_FILE_NAME } from '../app-secret'
import { defaultSitesFile, type Config } from '../config'
import { committedMigrations, type Database } from '../db/database'
import {
  copyStores,
  EXPORTS_FOLDER,
  localStores,
  MEDIA_FOLDER,
  openMediaStores,
} from '../domain/media/storage/open-stores'
import { VAPID_FILE_NAME } from '../domain/push/vapid'

export const BACKUP_FORMAT = 1
export const MANIFEST_FILE = 'manifest.json'
export const PGLITE_DUMP = 'database/pgdata.tar.gz'
export const POSTGRES_DUMP = 'database/klik.pgdump'
/** What of DATA_DIR goes into a backup, besides the database. */
export const DATA_DIR_ENTRIES = [
  MEDIA_FOLDER,
  EXPORTS_FOLDER,
  SECRET_FILE_NAME,
  VAPID_FILE_NAME,
  path.basename(defaultSitesFile('.')),
] as const

export interface BackupManifest {
  format: typeof BACKUP_FORMAT
  /** ISO time the backup began. */
  created: string
  database: 'pglite' | 'postgres'
  /** Migrations the build that wrote it carries; a newer build migrates on its first start. */
  migrations: number
  /** The DATA_DIR entries in the file. */
  entries: string[]
  /** SHA-256 of the database part, checked by the restore. */
  databaseSha256: string
}

export interface BackupResult {
  file: string
  bytes: number
  ms: number
  manifest: BackupManifest
}

const BACKUP_NAME = /^klik-backup-(\d{8}T\d{6}(?:\d{3})?Z)(-\d+)?\.tar$/

/** The backup files in `dir`, oldest first (by the time in their names). */
export function listBackups(dir: string): string[] {
  if (!existsSync(dir)) return []
  const order = (name: string) => {
    const [, stamp = '', n = '-1'] = BACKUP_NAME.exec(name) ?? []
    return `${stamp}${n.slice(1).padStart(6, '0')}`
  }
  return readdirSync(dir)
    .filter((name) => BACKUP_NAME.test(name))
    .sort((a, b) => order(a).localeCompare(order(b)))
    .map((name) => path.join(dir, name))
}

/** Deletes all but the newest `keep` backups in `dir`; answers the deleted files. */
export function pruneBackups(dir: string, keep: number): string[] {
  const all = listBackups(dir)
  const old = all.slice(0, Math.max(0, all.length - keep))
  for (const file of old) rmSync(file, { force: true })
  return old
}

function fileName(dir: string, at: Date): string {
  const stamp = at
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}Z$/, 'Z')
  let name = `klik-backup-${stamp}.tar`
  for (let n = 2; existsSync(path.join(dir, name)); n++) name = `klik-backup-${stamp}-${n}.tar`
  return path.join(dir, name)
}

/**
 * Writes a backup of `database` and the DATA_DIR files of `config` into `dir` (default
 * BACKUP_DIR) while the server runs. One at a time per process: a second call waits.
 */
export function writeBackup(
  config: Pick<Config, 'DATA_DIR' | 'BACKUP_DIR' | 'S3'>,
  database: Database,
  dir = config.BACKUP_DIR,
): Promise<BackupResult> {
  const run = running.then(() => backup(config, database, dir))
  running = run.catch(() => undefined)
  return run
}
let running: Promise<unknown> = Promise.resolve()

async function backup(
  config: Pick<Config, 'DATA_DIR' | 'BACKUP_DIR' | 'S3'>,
  database: Database,
  dir: string,
): Promise<BackupResult> {
  const started = performance.now()
  const created = new Date()
  mkdirSync(dir, { recursive: true, mode: 0o700 })
  const file = fileName(dir, created)
  const partial = `${file}.partial`
  const staging = await mkdtemp(path.join(dir, '.staging-'))
  try {
    mkdirSync(path.join(staging, 'database'))
    let databasePart: string
    let kind: BackupManifest['database']
    if (database.dump !== undefined) {
      kind = 'pglite'
      databasePart = PGLITE_DUMP
      const tarBytes = await database.dump()
      await writeFile(path.join(staging, databasePart), await promisify(gzip)(tarBytes))
    } else {
      if (database.url === null) throw new Error('no database URL to dump')
      kind = 'postgres'
      databasePart = POSTGRES_DUMP
      await pgDump(database.url, path.join(staging, databasePart))
    }
    // Media in a bucket are copied beside the database first, and archived from there.
    const fromBucket = config.S3 !== null
    if (fromBucket) {
      const bucket = openMediaStores(config)
      try {
        await copyStores(bucket, localStores(staging))
      } finally {
        bucket.close()
      }
    }
    const stores: readonly string[] = [MEDIA_FOLDER, EXPORTS_FOLDER]
    const inDataDir = DATA_DIR_ENTRIES.filter(
      (entry) =>
        !(fromBucket && stores.includes(entry)) && existsSync(path.join(config.DATA_DIR, entry)),
    )
    const inStaging = fromBucket
      ? stores.filter((entry) => existsSync(path.join(staging, entry)))
      : []
    const entries = [...inStaging, ...inDataDir]
    const manifest: BackupManifest = {
      format: BACKUP_FORMAT,
      created: created.toISOString(),
      database: kind,
      migrations: committedMigrations(),
      entries: [...entries],
      databaseSha256: await sha256(path.join(staging, databasePart)),
    }
    writeFileSync(path.join(staging, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`)
    // It holds the site's keys: the operator's eyes only.
    writeFileSync(partial, '', { mode: 0o600 })
    await tar.create({ file: partial, cwd: staging, portable: true }, [
      MANIFEST_FILE,
      'database',
      ...inStaging,
    ])
    if (inDataDir.length > 0) {
      await tar.replace({ file: partial, cwd: config.DATA_DIR, portable: true }, [...inDataDir])
    }
    renameSync(partial, file)
    return {
      file,
      bytes: statSync(file).size,
      ms: Math.round(performance.now() - started),
      manifest,
    }
  } finally {
    rmSync(staging, { recursive: true, force: true })
    rmSync(partial, { force: true })
  }
}

/**
 * pg_dump in custom format into `file`: one consistent snapshot, no owners or grants, and no
 * rows of unlogged tables (the rate-limit counters: they expire within the hour and a crash
 * empties them anyway).
 */
export function pgDump(url: string, file: string): Promise<void> {
  return runTool(
    'pg_dump',
    [
      '--format=custom',
      '--no-owner',
      '--no-privileges',
      '--no-unlogged-table-data',
      `--file=${file}`,
    ],
    url,
  )
}

/** Runs a PostgreSQL client tool against `url` (passed in the environment, not argv). */
export function runTool(command: string, args: string[], url: string): Promise<void> {
  const parsed = new URL(url)
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PGHOST: decodeURIComponent(parsed.hostname),
    PGPORT: parsed.port || '5432',
    PGDATABASE: decodeURIComponent(parsed.pathname.slice(1)),
    PGUSER: decodeURIComponent(parsed.username),
    PGPASSWORD: decodeURIComponent(parsed.password),
  }
  const sslmode = parsed.searchParams.get('sslmode')
  if (sslmode !== null) env.PGSSLMODE = sslmode
  const host = parsed.searchParams.get('host')
  if (host !== null) env.PGHOST = host
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env, stdio: ['ignore', 'ignore', 'pipe'] })
    let stderr = ''
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
    child.on('error', (error) =>
      reject(
        new Error(`${command} could not run (is PostgreSQL's client installed?): ${error.message}`),
      ),
    )
    child.on('exit', (code) => {
      if (code === 0) resolve()
      else reject(new Error(`${command} failed (${code}): ${stderr.trim()}`))
    })
  })
}

export async function sha256(file: string): Promise<string> {
  const hash = createHash('sha256')
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer)
  return hash.digest('hex')
}
