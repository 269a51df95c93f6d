// The data export end to end on a real database: Anna (a photo, a chat with Bob) asks for her
// data through the API, the export.build job is run by hand as the worker would (the worker
// is off in tests), the mail lands in the outbox, and its link downloads a ZIP that Info-ZIP's
// unzip reads. The ZIP holds her messages and those Bob sent her, and her photo's bytes — and
// nothing of Bob beyond his id, name and his messages to her, nothing of Carol's chat with Bob.
// Asking twice is one export; an expired link is refused and its file deleted.
import { existsSync, readFileSync, utimesSync } from 'node:fs'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DataExportResponse } from '../../src/contract/data-export'
import type { App } from '../app'
import { dataExports, images, jobs, users } from '../db/schema'
import { runExportBuild } from '../domain/export/build-export'
import type { LocalMediaStore } from '../domain/media/storage/local-media-store'
import { ORPHAN_MS, runExportExpire } from '../domain/export/expire-export'
import { LEASE_MS, takeJobs } from '../jobs/job-worker'
import { linkPath, mailTo, signUp, TestClient, uploadPhoto, type Member } from '../test/accounts'
import { buildTestApp } from '../test/app'
import { exportJobContext, exportRowOf, runExportBuilds, saveZip, unzip } from '../test/exports'
import { addMessage } from '../test/fixtures'
import { solidImage } from '../test/images'
import { errorOf, jsonOf } from '../test/responses'
import { readOutbox } from '../domain/mail/outbox'

let app: App
let photo: Buffer
beforeAll(async () => {
  app = await buildTestApp({ RATE_LIMIT_FACTOR: '100' })
  photo = await solidImage('png', 320, 320, '#c83050')
})
afterAll(() => app.close())

const runBuilds = () => runExportBuilds(app)

async function conversation(from: Member, to: Member): Promise<number> {
  return jsonOf<{ id: number }>(await from.client.get(`/api/chat.php?profile=${to.user.id}`)).id
}

const exportMailsTo = (member: Member) =>
  readOutbox(app.config.DATA_DIR).filter(
    (mail) => mail.kind === 'data_export' && mail.to === member.email,
  )

const state = async (member: Member) =>
  jsonOf<DataExportResponse>(await member.client.get('/api/data_export.php'))
const ask = async (member: Member) =>
  jsonOf<DataExportResponse>(await member.client.post('/api/data_export.php'), 202)

// One member's story, step by step: each test starts where the one before ended, so its
// tests keep their order under --sequence.shuffle (files and other tests still shuffle).
describe('a member’s data export', { shuffle: false }, () => {
  let anna: Member
  let bob: Member
  let carol: Member
  let zipFile: string
  let link: string

  beforeAll(async () => {
    anna = await signUp(app, { name: 'Anna' })
    bob = await signUp(app, { name: 'Bob' })
    carol = await signUp(app, { name: 'Carol' })
    await uploadPhoto(anna, photo, 'image/png')
    await uploadPhoto(bob, photo, 'image/png')
    const annaBob = await conversation(anna, bob)
    await addMessage(app.db, annaBob, anna.user.id, 'Hi Bob, Anna here')
    await addMessage(app.db, annaBob, bob.user.id, 'Hello Anna, nice photo')
    const carolBob = await conversation(carol, bob)
    await addMessage(app.db, carolBob, carol.user.id, 'Carol whispers to Bob')
    await addMessage(app.db, carolBob, bob.user.id, 'Bob answers Carol only')
  })

  it('answers a visitor 403, and the member "none" before asking', async () => {
    const visitor = new TestClient(app)
    for (const response of [
      await visitor.get('/api/data_export.php'),
      await visitor.post('/api/data_export.php'),
    ]) {
      expect(response.statusCode).toBe(403)
      expect(errorOf(response).code).toBe('auth.required')
    }
    expect(await state(anna)).toEqual({
      state: 'none',
      requested_at: null,
      ready_at: null,
      expires_at: null,
      bytes: null,
    })
  })

  it('makes one export when asked twice (and at once)', async () => {
    const [first, second] = await Promise.all([ask(anna), ask(anna)])
    const third = await ask(anna)
    expect(first?.state).toBe('preparing')
    expect(second).toEqual(first)
    expect(third).toEqual(first)
    expect(await state(anna)).toEqual(first)
    const rows = await app.db.select().from(dataExports).where(eq(dataExports.userId, anna.user.id))
    expect(rows).toHaveLength(1)
    const waiting = await app.db.select().from(jobs).where(eq(jobs.kind, 'export.build'))
    expect(waiting).toHaveLength(1)
  })

  it('builds the ZIP in the background and mails a link valid for 24 hours', async () => {
    const before = Date.now()
    expect(await runBuilds()).toBe(1)
    expect(await runBuilds()).toBe(0)
    const mails = exportMailsTo(anna)
    expect(mails).toHaveLength(1)
    const mail = await mailTo(app, anna.email, 'data_export')
    expect(mail.subject).toContain('ready to download')
    expect(mail.text).toContain('24 hours')
    link = linkPath(mail)
    expect(link).toMatch(/^\/api\/data_export_file\.php\?token=[\w-]{43}$/)

    const now = await state(anna)
    expect(now.state).toBe('ready')
    const expires = Date.parse(now.expires_at ?? '')
    const ready = Date.parse(now.ready_at ?? '')
    expect(ready).toBeGreaterThanOrEqual(before - 1000)
    expect(expires - ready).toBe(24 * 3_600_000)
    // Only the token's hash is stored.
    const row = await exportRowOf(app, anna.user.id)
    const token = new URL(`http://x${link}`).searchParams.get('token') ?? ''
    expect(row?.tokenHash).toMatch(/^[0-9a-f]{64}$/)
    expect(row?.tokenHash).not.toContain(token)
    // The expiry job waits for expires_at.
    const [expiry] = await app.db.select().from(jobs).where(eq(jobs.kind, 'export.expire'))
    expect(expiry?.runAt.getTime()).toBe(expires)
  })

  it('downloads, without a login, a ZIP with her messages, those sent to her and her photo', async () => {
    const response = await new TestClient(app).get(link)
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toBe('application/zip')
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="[a-z0-9-]+-data-\d{4}-\d{2}-\d{2}\.zip"$/,
    )
    expect(response.headers['cache-control']).toBe('no-store')
    zipFile = saveZip(response.rawPayload)
    expect(Number(response.headers['content-length'])).toBe(response.rawPayload.length)
    expect(unzip(zipFile, '-t').toString()).toContain('No errors detected')

    const data = JSON.parse(unzip(zipFile, '-p', 'data.json').toString('utf8')) as {
      account: { id: number; email: string }
      profile: { name: string }
      photos: Array<{ id: number; file: string | null }>
      conversations: Array<{
        with: { id: number; name: string }
        messages: Array<{ from: string; text: string }>
      }>
      consents: { terms_and_privacy_accepted_at: string }
      sessions: Array<{ device: string | null }>
      mails: Array<{ kind: string }>
    }
    expect(data.account).toMatchObject({ id: anna.user.id, email: anna.email })
    expect(data.profile.name).toBe('Anna')
    expect(data.conversations).toHaveLength(1)
    expect(data.conversations[0]?.with).toEqual({ id: bob.user.id, name: 'Bob' })
    expect(data.conversations[0]?.messages.map((m) => [m.from, m.text])).toEqual([
      ['me', 'Hi Bob, Anna here'],
      ['them', 'Hello Anna, nice photo'],
    ])
    expect(data.consents.terms_and_privacy_accepted_at).toMatch(/^\d{4}-/)
    expect(data.sessions[0]?.device).toBe(anna.client.userAgent)
    expect(data.mails.map((m) => m.kind)).toContain('activate')

    // Her photo, byte for byte as stored under DATA_DIR/media.
    const [mine] = await app.db.select().from(images).where(eq(images.userId, anna.user.id))
    expect(data.photos).toHaveLength(1)
    const file = data.photos[0]?.file ?? ''
    expect(file).toBe(`photos/${path.basename(mine?.filename ?? '')}`)
    expect(unzip(zipFile, '-p', file)).toEqual(
      readFileSync(path.join(app.config.DATA_DIR, 'media', mine?.filename ?? '')),
    )
  })

  it('holds nothing of other members beyond what they sent to her', async () => {
    const everything = [
      unzip(zipFile, '-p', 'data.json').toString('utf8'),
      ...unzip(zipFile, '-Z1').toString().split('\n'),
    ].join('\n')
    const [bobs] = await app.db.select().from(images).where(eq(images.userId, bob.user.id))
    const [bobRow] = await app.db.select().from(users).where(eq(users.id, bob.user.id))
    for (const secret of [
      bob.email,
      carol.email,
      'Carol whispers to Bob',
      'Bob answers Carol only',
      path.basename(bobs?.filename ?? 'no photo'),
      bob.client.userAgent,
      carol.client.userAgent,
      bobRow?.passwordHash ?? 'no hash',
      'Carol',
    ]) {
      expect(everything, secret).not.toContain(secret)
    }
    // Nor her own secrets.
    const [annaRow] = await app.db.select().from(users).where(eq(users.id, anna.user.id))
    expect(everything).not.toContain(annaRow?.passwordHash ?? 'no hash')
    expect(everything).not.toMatch(/argon2/)
    expect(everything).not.toContain('token_hash')
  })

  it('answers the ready export again instead of making another', async () => {
    const again = await ask(anna)
    expect(again.state).toBe('ready')
    expect(await runBuilds()).toBe(0)
    expect(exportMailsTo(anna)).toHaveLength(1)
  })

  it('refuses a wrong token (404) and, once expired, the link (410); the file is deleted', async () => {
    const wrong = await new TestClient(app).get('/api/data_export_file.php?token=nope')
    expect(wrong.statusCode).toBe(404)
    expect(errorOf(wrong).code).toBe('data_export.not_found')

    const row = await exportRowOf(app, anna.user.id)
    if (row?.fileName == null || row.expiresAt === null) throw new Error('no ready export')
    // The default store: DATA_DIR/exports.
    const file = path.join(app.config.DATA_DIR, 'exports', row.fileName)
    expect(existsSync(file)).toBe(true)
    // Not yet: the expiry job before expires_at leaves it.
    expect(await runExportExpire(app.db, app.exportFiles, row.id)).toBe(false)
    await app.db
      .update(dataExports)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(dataExports.id, row.id))
    const late = await new TestClient(app).get(link)
    expect(late.statusCode).toBe(410)
    expect(errorOf(late).code).toBe('data_export.expired')
    // Opened from the mail in a browser: the profile's data section says what became of it.
    const browsed = await new TestClient(app).get(link, {
      accept: 'text/html,application/xhtml+xml',
      'sec-fetch-mode': 'navigate',
    })
    expect(browsed.statusCode).toBe(303)
    expect(browsed.headers.location).toBe('/profile#data')

    const taken = await takeJobs(app.db, 5, new Date(Date.now() + 2 * LEASE_MS + 86_400_000), [
      'export.expire',
    ])
    expect(taken).toHaveLength(1)
    expect(await runExportExpire(app.db, app.exportFiles, row.id)).toBe(true)
    expect(existsSync(file)).toBe(false)
    expect((await new TestClient(app).get(link)).statusCode).toBe(410)
    expect((await state(anna)).state).toBe('expired')

    // Now a new request makes a new export.
    const fresh = await ask(anna)
    expect(fresh.state).toBe('preparing')
    expect(Date.parse(fresh.requested_at ?? '')).toBeGreaterThan(row.createdAt.getTime())
  })

  it('sweeps export files no row names, once older than a build can take', async () => {
    const store = app.exportFiles as LocalMediaStore
    await store.put('stray.zip', Buffer.from('left by a crash'), { contentType: 'application/zip' })
    await store.put('recent.zip', Buffer.from('not claimed yet'), {
      contentType: 'application/zip',
    })
    const stray = store.filePath('stray.zip')
    const recent = store.filePath('recent.zip')
    const old = (Date.now() - ORPHAN_MS - 60_000) / 1000
    utimesSync(stray, old, old)
    await runExportExpire(app.db, app.exportFiles, -1)
    expect(existsSync(stray)).toBe(false)
    expect(existsSync(recent)).toBe(true)
  })

  it('makes nothing for a deleted account', async () => {
    const dora = await signUp(app, { name: 'Dora' })
    await ask(dora)
    const row = await exportRowOf(app, dora.user.id)
    const deleted = await dora.client.delete('/api/user.php', { password: dora.password })
    expect(deleted.statusCode, deleted.body).toBe(200)
    expect(await runExportBuild(exportJobContext(app), row?.id ?? 0)).toBe('deleted')
    expect(exportMailsTo(dora)).toHaveLength(0)
    const [after] = await app.db
      .select()
      .from(dataExports)
      .where(eq(dataExports.id, row?.id ?? 0))
    expect(after?.readyAt).toBeNull()
  })
})
