import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { App } from '../../app'
import { profiles, sessions } from '../../db/schema'
import { signUp, TestClient } from '../../test/accounts'
import { buildTestApp } from '../../test/app'
import { ACTIVE_INTERVAL_MS, ActivityNotes, markActive } from './last-active'
import { setProfile } from '../../test/fixtures'

describe('ActivityNotes', () => {
  it('is due for an unknown member, then again only after the interval', () => {
    const notes = new ActivityNotes()
    expect(notes.isDue(1, 1_000)).toBe(true)
    notes.note(1, 1_000)
    expect(notes.isDue(1, 1_000 + ACTIVE_INTERVAL_MS - 1)).toBe(false)
    expect(notes.isDue(2, 1_000)).toBe(true)
    expect(notes.isDue(1, 1_000 + ACTIVE_INTERVAL_MS)).toBe(true)
  })

  it('stays bounded, dropping the stalest note first', () => {
    const notes = new ActivityNotes(3)
    notes.note(1, 10)
    notes.note(2, 20)
    notes.note(3, 30)
    notes.note(1, 40) // 1 is fresh again, so 2 is now the stalest
    notes.note(4, 50)
    expect(notes.size).toBe(3)
    expect(notes.isDue(2, 60)).toBe(true)
    expect(notes.isDue(1, 60)).toBe(false)
    expect(notes.isDue(3, 60)).toBe(false)
    expect(notes.isDue(4, 60)).toBe(false)
  })
})

describe('marking members active (auth plugin, on the test database)', () => {
  let app: App
  beforeAll(async () => {
    app = await buildTestApp()
  })
  afterAll(async () => {
    vi.useRealTimers()
    await app.close()
  })

  const lastActiveOf = async (userId: number) => {
    const [row] = await app.db
      .select({ at: profiles.lastActiveAt })
      .from(profiles)
      .where(eq(profiles.userId, userId))
    return row?.at.getTime() ?? 0
  }
  const setLastActive = (userId: number, at: Date) => setProfile(app, userId, { lastActiveAt: at })

  it('writes on a request with a session, then not again within 5 minutes', async () => {
    const member = await signUp(app)
    const hourAgo = new Date(Date.now() - 3_600_000)
    await setLastActive(member.user.id, hourAgo)
    expect((await member.client.get('/api/user.php')).statusCode).toBe(200)
    expect(Date.now() - (await lastActiveOf(member.user.id))).toBeLessThan(10_000)

    // Within the interval the plugin does not even ask the database.
    await setLastActive(member.user.id, hourAgo)
    await member.client.get('/api/user.php')
    await member.client.get('/api/likes.php')
    expect(await lastActiveOf(member.user.id)).toBe(hourAgo.getTime())

    // Six minutes on (the session itself slides only after ten), it is written again.
    const [session] = await app.db
      .select({ lastUsedAt: sessions.lastUsedAt })
      .from(sessions)
      .where(eq(sessions.userId, member.user.id))
    const later = new Date(Date.now() + 6 * 60_000)
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(later)
    try {
      await member.client.get('/api/user.php')
    } finally {
      vi.useRealTimers()
    }
    expect(await lastActiveOf(member.user.id)).toBe(later.getTime())
    const [after] = await app.db
      .select({ lastUsedAt: sessions.lastUsedAt })
      .from(sessions)
      .where(eq(sessions.userId, member.user.id))
    expect(after?.lastUsedAt).toEqual(session?.lastUsedAt)
  })

  it('leaves logged-out requests and other members alone', async () => {
    const member = await signUp(app)
    const other = await signUp(app)
    const hourAgo = new Date(Date.now() - 3_600_000)
    await setLastActive(other.user.id, hourAgo)
    await new TestClient(app).get(`/api/member.php?id=${other.user.id}`)
    await member.client.get(`/api/member.php?id=${other.user.id}`)
    expect(await lastActiveOf(other.user.id)).toBe(hourAgo.getTime())
  })

  it('markActive keeps a value written less than 5 minutes ago (another process)', async () => {
    const member = await signUp(app)
    const now = new Date()
    const recent = new Date(now.getTime() - 2 * 60_000)
    await setLastActive(member.user.id, recent)
    await markActive(app.db, member.user.id, now)
    expect(await lastActiveOf(member.user.id)).toBe(recent.getTime())
    await setLastActive(member.user.id, new Date(now.getTime() - ACTIVE_INTERVAL_MS - 1))
    await markActive(app.db, member.user.id, now)
    expect(await lastActiveOf(member.user.id)).toBe(now.getTime())
  })
})
