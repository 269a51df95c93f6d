// Media and data exports in an S3 bucket, against a real S3 protocol server (s3rver on
// loopback, test/s3.ts), with a key prefix as for a shared bucket: a photo upload lands in
// the bucket (and nowhere in DATA_DIR), /media streams it with its ETag and answers 304,
// deleting a photo or the account deletes its objects, a data export is stored in and
// downloaded from the bucket and deleted at expiry, and a store copies into another in both
// directions — what a backup and `npm run media:copy` do.
import { GetObjectCommand, HeadObjectCommand } from '@aws-sdk/client-s3'
import { existsSync } from 'node:fs'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Image } from '../../src/contract/user'
import type { App } from '../app'
import { dataExports } from '../db/schema'
import { renderPool } from '../domain/demo/avatar-pool'
import { runExportExpire } from '../domain/export/expire-export'
import { LocalMediaStore } from '../domain/media/storage/local-media-store'
import { copyObjects, listKeys, readObject } from '../domain/media/storage/media-store'
import { copyStores, localStores, s3Stores } from '../domain/media/storage/open-stores'
import { linkPath, mailTo, signUp, TestClient, uploadPhoto, type Member } from '../test/accounts'
import { buildTestApp, testConfig } from '../test/app'
import { exportRowOf, runExportBuilds, saveZip, unzip } from '../test/exports'
import { solidImage } from '../test/images'
import { writeBackup } from '../ops/backup'
import { restoreBackup } from '../ops/restore'
import * as tar from 'tar'
import { startTestS3, type TestS3 } from '../test/s3'
import { temporaryDir } from '../test/temp'

let s3: TestS3
let app: App
let png: Buffer
beforeAll(async () => {
  s3 = await startTestS3({ prefix: 'klik' })
  app = await buildTestApp({ ...s3.env, RATE_LIMIT_FACTOR: '100' })
  png = await solidImage('png', 320, 240, '#3050c8')
})
afterAll(async () => {
  await app?.close()
  await s3?.close()
})

const upload = (member: Member) => uploadPhoto(member, png, 'image/png')

/** The object's bytes, read from the bucket with the test's own client. */
async function inBucket(key: string): Promise<Buffer> {
  const object = await s3.client.send(
    new GetObjectCommand({ Bucket: s3.settings.bucket, Key: key }),
  )
  return Buffer.from((await object.Body?.transformToByteArray()) ?? [])
}

describe('photos in the bucket', { shuffle: false }, () => {
  let member: Member
  let photos: Image[]

  beforeAll(async () => {
    member = await signUp(app, { name: 'Sanne' })
    photos = await upload(member)
  })

  it('stores an upload in the bucket under the prefix, and nothing in DATA_DIR', async () => {
    const [photo] = photos
    expect(photo?.filename).toMatch(new RegExp(`^u/${member.user.id}/[\\w-]{16}\\.jpg$`))
    expect(await s3.keys(`klik/media/u/${member.user.id}/`)).toEqual(
      [`klik/media/${photo?.filename}`, `klik/media/${photo?.thumb_filename}`].sort(),
    )
    const stored = await inBucket(`klik/media/${photo?.filename}`)
    expect((await sharp(stored).metadata()).format).toBe('jpeg')
    expect(existsSync(path.join(app.config.DATA_DIR, 'media'))).toBe(false)
  })

  it('serves /media from the bucket: type, length, a year of cache, ETag and 304', async () => {
    const url = `/media/${photos[0]?.thumb_filename}`
    const response = await app.inject({ url })
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toBe('image/jpeg')
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(response.headers['cross-origin-resource-policy']).toBe('cross-origin')
    expect(response.rawPayload).toEqual(await inBucket(`klik/media/${photos[0]?.thumb_filename}`))
    expect(Number(response.headers['content-length'])).toBe(response.rawPayload.length)
    const etag = String(response.headers.etag)
    expect(etag).toMatch(/^"[0-9a-f]{32}"$/)
    const lastModified = String(response.headers['last-modified'])

    const status = async (headers: Record<string, string>) =>
      (await app.inject({ url, headers })).statusCode
    const again = await app.inject({ url, headers: { 'if-none-match': etag } })
    expect(again.statusCode).toBe(304)
    expect(again.body).toBe('')
    expect(again.headers.etag).toBe(etag)
    expect(await status({ 'if-none-match': `"x", W/${etag}` })).toBe(304)
    expect(await status({ 'if-modified-since': lastModified })).toBe(304)
    expect(await status({ 'if-none-match': '"other"' })).toBe(200)
  })

  it('answers 404 for a missing object and for any path that is no key', async () => {
    for (const url of [
      `/media/u/${member.user.id}/missing.jpg`,
      '/media/u/..%2f..%2fexports%2fx.zip',
      '/media/../exports/x.zip',
      `/media/u/${member.user.id}/`,
      '/media/.hidden',
    ]) {
      const response = await app.inject({ url })
      expect(response.statusCode, url).toBe(404)
    }
  })

  it('deletes the objects of a deleted photo', async () => {
    const [photo] = photos
    const response = await member.client.delete('/api/profileimage.php', { image: photo?.id })
    expect(response.statusCode, response.body).toBe(200)
    expect(await s3.keys(`klik/media/u/${member.user.id}/`)).toEqual([])
    expect((await app.inject({ url: `/media/${photo?.filename}` })).statusCode).toBe(404)
  })

  it("deletes every object of a deleted account's photos, and nobody else's", async () => {
    const other = await signUp(app, { name: 'Other' })
    const kept = await upload(other)
    await upload(member)
    await upload(member)
    expect(await s3.keys(`klik/media/u/${member.user.id}/`)).toHaveLength(4)
    const response = await member.client.delete('/api/user.php', { password: member.password })
    expect(response.statusCode, response.body).toBe(200)
    expect(await s3.keys(`klik/media/u/${member.user.id}/`)).toEqual([])
    expect(await s3.keys(`klik/media/u/${other.user.id}/`)).toEqual(
      [`klik/media/${kept[0]?.filename}`, `klik/media/${kept[0]?.thumb_filename}`].sort(),
    )
  })
})

describe('a data export in the bucket', { shuffle: false }, () => {
  let member: Member
  let fileKey: string
  let link: string

  beforeAll(async () => {
    member = await signUp(app, { name: 'Petra' })
    await upload(member)
  })

  it('is built into the bucket, never into DATA_DIR, and mailed', async () => {
    const asked = await member.client.post('/api/data_export.php')
    expect(asked.statusCode, asked.body).toBe(202)
    expect(await runExportBuilds(app)).toBe(1)
    const row = await exportRowOf(app, member.user.id)
    fileKey = `klik/exports/${row?.fileName}`
    expect(await s3.keys('klik/exports/')).toContain(fileKey)
    expect(existsSync(path.join(app.config.DATA_DIR, 'exports'))).toBe(false)
    link = linkPath(await mailTo(app, member.email, 'data_export'))
  })

  it('downloads from the bucket: the stored ZIP, with her photo in it', async () => {
    const response = await new TestClient(app).get(link)
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toBe('application/zip')
    expect(response.headers['cache-control']).toBe('no-store')
    expect(response.rawPayload).toEqual(await inBucket(fileKey))
    const listing = unzip(saveZip(response.rawPayload), '-Z1').toString().split('\n')
    expect(listing.filter((name) => name.startsWith('photos/'))).toHaveLength(1)
    expect(listing).toContain('data.json')
  })

  it('is deleted from the bucket when it expires; the link then answers 410', async () => {
    const row = await exportRowOf(app, member.user.id)
    await app.db
      .update(dataExports)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(dataExports.id, row?.id ?? 0))
    expect(await runExportExpire(app.db, app.exportFiles, row?.id ?? 0)).toBe(true)
    expect(await s3.keys('klik/exports/')).not.toContain(fileKey)
    expect((await new TestClient(app).get(link)).statusCode).toBe(410)
  })
})

describe('copying stores (backup, restore, media:copy)', () => {
  it('copies every object from the bucket to a directory and into another bucket prefix, page by page', async () => {
    const dancer = await signUp(app, { name: 'Dancer' })
    await upload(dancer)
    await upload(dancer)
    const source = await listKeys(app.media, '')
    expect(source.size).toBeGreaterThanOrEqual(4)

    const local = new LocalMediaStore(temporaryDir())
    const toLocal = await copyObjects(app.media, local)
    expect(toLocal.copied).toBe(source.size)
    expect(await listKeys(local, '')).toEqual(source)

    // Back into a bucket, under another prefix, with lists of two objects a page.
    const restored = s3Stores({ ...s3.settings, prefix: 'restored/' }, { pageSize: 2 })
    try {
      expect(await copyObjects(local, restored.media)).toMatchObject({ copied: source.size })
      expect(await listKeys(restored.media, '')).toEqual(source)
      for (const key of source) {
        expect(await readObject(restored.media, key), key).toEqual(await readObject(local, key))
        const object = await restored.media.head(key)
        expect(object?.size, key).toBe((await local.head(key))?.size)
      }
      // Again: everything is there already.
      expect(await copyObjects(app.media, restored.media)).toMatchObject({
        copied: 0,
        skipped: source.size,
      })
      // A folder delete goes through pages too.
      expect(await restored.media.deletePrefix('u/')).toBe(
        [...source].filter((key) => key.startsWith('u/')).length,
      )
      expect(await s3.keys('restored/media/u/')).toEqual([])
    } finally {
      restored.close()
    }
  })

  it('backs the bucket up with the database, and restores it into an empty bucket (npm run backup, restore)', async () => {
    const keeper = await signUp(app, { name: 'Keeper' })
    const [photo] = await upload(keeper)
    const bucketKeys = await listKeys(app.media, '')
    const backup = await writeBackup(app.config, app.database, temporaryDir())
    const entries: string[] = []
    await tar.list({ file: backup.file, onReadEntry: (entry) => void entries.push(entry.path) })
    for (const key of bucketKeys) expect(entries, key).toContain(`media/${key}`)
    expect(backup.manifest.entries).toContain('media')
    // Nothing of the bucket was left in DATA_DIR by the backup.
    expect(existsSync(path.join(app.config.DATA_DIR, 'media'))).toBe(false)
    if (app.database.kind !== 'pglite') return // a PostgreSQL restore is backup.test.ts's

    // Into an empty prefix of the bucket and a new DATA_DIR: the files go to the bucket.
    const target = testConfig({ ...s3.env, S3_PREFIX: 'from-backup' })
    await restoreBackup(backup.file, target)
    expect(await s3.keys('from-backup/media/')).toEqual(
      [...bucketKeys].map((key) => `from-backup/media/${key}`).sort(),
    )
    expect(await inBucket(`from-backup/media/${photo?.filename ?? ''}`)).toEqual(
      await inBucket(`klik/media/${photo?.filename ?? ''}`),
    )
    expect(existsSync(path.join(target.DATA_DIR, 'media'))).toBe(false)
    // The bucket prefix has media now: another restore into it is refused.
    await expect(
      restoreBackup(backup.file, testConfig({ ...s3.env, S3_PREFIX: 'from-backup' })),
    ).rejects.toThrow(/bucket at S3_URL already has media/)
  })

  it('moves a DATA_DIR into the bucket and back (npm run media:copy)', async () => {
    const dataDir = temporaryDir()
    const local = localStores(dataDir)
    await local.media.put('u/5/a.jpg', Buffer.from('photo'), { contentType: 'image/jpeg' })
    await local.media.put('partners/c-v1.webp', Buffer.from('avatar'), {
      contentType: 'image/webp',
    })
    await local.exports.put('e1.zip', Buffer.from('PK zip'), { contentType: 'application/zip' })
    const bucket = s3Stores({ ...s3.settings, prefix: 'moved/' })
    try {
      expect(await copyStores(local, bucket)).toEqual({
        media: { copied: 2, skipped: 0, bytes: 11 },
        exports: { copied: 1, skipped: 0, bytes: 6 },
      })
      expect(await s3.keys('moved/')).toEqual([
        'moved/exports/e1.zip',
        'moved/media/partners/c-v1.webp',
        'moved/media/u/5/a.jpg',
      ])
      const object = await s3.client.send(
        new HeadObjectCommand({
          Bucket: s3.settings.bucket,
          Key: 'moved/media/partners/c-v1.webp',
        }),
      )
      expect([object.ContentType, object.CacheControl]).toEqual([
        'image/webp',
        'public, max-age=31536000, immutable',
      ])
      const zip = await s3.client.send(
        new HeadObjectCommand({ Bucket: s3.settings.bucket, Key: 'moved/exports/e1.zip' }),
      )
      expect([zip.ContentType, zip.CacheControl]).toEqual(['application/zip', 'private, no-store'])
      // Run again after one more upload: only that one is copied.
      await local.media.put('u/5/b.jpg', Buffer.from('new'), { contentType: 'image/jpeg' })
      expect((await copyStores(local, bucket)).media).toEqual({ copied: 1, skipped: 2, bytes: 3 })

      // And back to one machine.
      const back = localStores(temporaryDir())
      expect((await copyStores(bucket, back)).media.copied).toBe(3)
      expect((await readObject(back.exports, 'e1.zip'))?.toString()).toBe('PK zip')
      expect((await readObject(back.media, 'u/5/b.jpg'))?.toString()).toBe('new')
    } finally {
      bucket.close()
    }
  })

  it('draws the demo avatars into the bucket once', async () => {
    expect(await renderPool(app.media, 1)).toBe(3)
    expect((await listKeys(app.media, 'demo/')).size).toBe(6)
    expect(await renderPool(app.media, 1)).toBe(0)
    const [key] = await listKeys(app.media, 'demo/')
    const response = await app.inject({ url: `/media/${key}` })
    expect([response.statusCode, response.headers['content-type']]).toEqual([200, 'image/jpeg'])
  })
})
