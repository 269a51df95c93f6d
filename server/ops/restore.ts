// Restores a backup (ops/backup.ts) into an empty place: an empty or missing DATA_DIR for the
// embedded database, or an empty PostgreSQL database (and a DATA_DIR without media) when
// DATABASE_URL is set. It refuses anything else — a restore never mixes two sites' data — and
// a backup of the other kind of database. The files go to DATA_DIR, the database is loaded
// (PGlite from its dump; pg_restore for PostgreSQL), then opened and migrated once, so the
// first start of the server finds it ready and a broken backup is found now, not then.
import { PGlite } from '@electric-sql/pglite'
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { mkdtemp } from 'node:fs/promises'
import path from 'node:path'
import { promisify } from 'node:util'
import { gunzip } from 'node:zlib'
import { sql } from 'drizzle-orm'
import * as tar from 'tar'
import { z } from 'zod'
import type { Config } from '../config'
import { acquireDataDirLock, type DataDirLock } from '../db/data-dir-lock'
import { openDatabase } from '../db/open'
import { column, queryRow } from '../db/raw'
import {
  copyStores,
  EXPORTS_FOLDER,
  localStores,
  MEDIA_FOLDER,
  openMediaStores,
} from '../domain/media/storage/open-stores'
import {
  BACKUP_FORMAT,
  DATA_DIR_ENTRIES,
  MANIFEST_FILE,
  PGLITE_DUMP,
  POSTGRES_DUMP,
  runTool,
  sha256,
  type BackupManifest,
} from './backup'

export class RestoreRefused extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'RestoreRefused'
  }
}

export interface RestoreResult {
  manifest: BackupManifest
  members: number
  ms: number
}

type RestoreConfig = Pick<Config, 'DATA_DIR' | 'DATABASE_URL' | 'S3'>

/** Reads the manifest and the database part of `file` into `staging`. */
async function unpackHead(file: string, staging: string): Promise<BackupManifest> {
  await tar.extract({
    file,
    cwd: staging,
    filter: (entry) => entry === MANIFEST_FILE || entry.startsWith('database/'),
  })
  const manifestFile = path.join(staging, MANIFEST_FILE)
  if (!existsSync(manifestFile)) throw new RestoreRefused(`${file} is not a Klik backup`)
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as BackupManifest
  const format: unknown = manifest.format
  if (format !== BACKUP_FORMAT) {
    throw new RestoreRefused(`${file}: backup format ${String(format)} is not ${BACKUP_FORMAT}`)
  }
  const part = path.join(staging, manifest.database === 'pglite' ? PGLITE_DUMP : POSTGRES_DUMP)
  if (!existsSync(part) || (await sha256(part)) !== manifest.databaseSha256) {
    throw new RestoreRefused(`${file}: the database part is missing or damaged`)
  }
  return manifest
}

function isEmptyDir(dir: string): boolean {
  return !existsSync(dir) || readdirSync(dir).length === 0
}

async function databaseIsEmpty(url: string): Promise<boolean> {
  const database = await openDatabase({ DATABASE_URL: url, DATA_DIR: '.' })
  try {
    const row = await queryRow(
      database.db,
      sql`select count(*) as tables from pg_tables
        where schemaname not in ('pg_catalog', 'information_schema')`,
      z.object({ tables: column.number }),
    )
    return (row?.tables ?? 0) === 0
  } finally {
    await database.close()
  }
}

export async function restoreBackup(file: string, config: RestoreConfig): Promise<RestoreResult> {
  const started = performance.now()
  if (!existsSync(file)) throw new RestoreRefused(`no such file: ${file}`)
  const embedded = config.DATABASE_URL === undefined
  if (embedded && !isEmptyDir(config.DATA_DIR)) {
    throw new RestoreRefused(
      `DATA_DIR ${config.DATA_DIR} is not empty: restore into a new, empty directory`,
    )
  }
  if (!embedded) {
    const present = DATA_DIR_ENTRIES.filter(
      (entry) => entry !== 'sites.json' && existsSync(path.join(config.DATA_DIR, entry)),
    ).filter((entry) => !isEmptyDir(path.join(config.DATA_DIR, entry)))
    if (present.length > 0) {
      throw new RestoreRefused(
        `DATA_DIR ${config.DATA_DIR} already has ${present.join(', ')}: restore into an empty one`,
      )
    }
    if (!(await databaseIsEmpty(config.DATABASE_URL as string))) {
      throw new RestoreRefused(
        'the database at DATABASE_URL is not empty: restore into a new, empty database',
      )
    }
  }
  if (config.S3 !== null) {
    const bucket = openMediaStores(config)
    try {
      for (const store of [bucket.media, bucket.exports]) {
        for await (const _object of store.list('')) {
          throw new RestoreRefused(
            'the bucket at S3_URL already has media: restore into an empty one',
          )
        }
      }
    } finally {
      bucket.close()
    }
  }
  mkdirSync(config.DATA_DIR, { recursive: true })
  let lock: DataDirLock | undefined
  if (embedded) lock = acquireDataDirLock(config.DATA_DIR)
  const staging = await mkdtemp(path.join(path.dirname(config.DATA_DIR), '.klik-restore-'))
  try {
    const manifest = await unpackHead(file, staging)
    if (manifest.database !== (embedded ? 'pglite' : 'postgres')) {
      throw new RestoreRefused(
        embedded
          ? 'this backup is of a PostgreSQL server: set DATABASE_URL to an empty database to restore it'
          : 'this backup is of the embedded database: unset DATABASE_URL to restore it into DATA_DIR',
      )
    }
    await tar.extract({
      file,
      cwd: config.DATA_DIR,
      filter: (entry) => entry !== MANIFEST_FILE && !entry.startsWith('database/'),
    })
    if (embedded) {
      const dump = await promisify(gunzip)(readFileSync(path.join(staging, PGLITE_DUMP)))
      const pg = await PGlite.create({
        dataDir: path.join(config.DATA_DIR, 'pg'),
        loadDataDir: new Blob([dump]),
      })
      await pg.close()
    } else {
      const url = config.DATABASE_URL as string
      await runTool(
        'pg_restore',
        [
          '--no-owner',
          '--no-privileges',
          '--exit-on-error',
          '--single-transaction',
          `--dbname=${decodeURIComponent(new URL(url).pathname.slice(1))}`,
          path.join(staging, POSTGRES_DUMP),
        ],
        url,
      )
    }
    if (config.S3 !== null) {
      // The files came out under DATA_DIR: into the bucket with them, and gone from here.
      const bucket = openMediaStores(config)
      try {
        await copyStores(localStores(config.DATA_DIR), bucket)
      } finally {
        bucket.close()
      }
      for (const folder of [MEDIA_FOLDER, EXPORTS_FOLDER]) {
        rmSync(path.join(config.DATA_DIR, folder), { recursive: true, force: true })
      }
    }
    const database = await openDatabase(config)
    try {
      await database.migrate()
      const row = await queryRow(
        database.db,
        sql`select count(*) as members from users`,
        z.object({ members: column.number }),
      )
      return {
        manifest,
        members: row?.members ?? 0,
        ms: Math.round(performance.now() - started),
      }
    } finally {
      await database.close()
    }
  } finally {
    rmSync(staging, { recursive: true, force: true })
    lock?.release()
  }
}
