import 'fake-indexeddb/auto'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { db } from '../../db'
import { store } from '../../lib/store'
import { notifyLikesChanged } from '../../session'
import { dispatchLive } from '../../api/live'
import { badgeSourcesAtom } from '../../session/badge'
import { createLikesJob } from './polling'

const like = (id: number, like_new: boolean) => ({
  id,
  like_new,
  liked_at: '2025-01-01T00:00:00.000Z',
})

const signal = new AbortController().signal

afterEach(async () => {
  store.set(badgeSourcesAtom, {})
  await db.clearAll()
})

describe('the likes job', () => {
  it('loads the likes each round and starts after the user (follows)', async () => {
    const load = vi.fn(() => Promise.resolve())
    const job = createLikesJob(load)
    expect(job.follows).toBe(true)
    await job.run(signal, 7)
    await job.run(signal, 7)
    expect(load).toHaveBeenCalledTimes(2)
    job.end?.()
  })

  it('puts the cached new likes on the badge while it serves a member, and takes them off at the end', async () => {
    await db.likes.put({
      owner: 7,
      profiles: [],
      liked_by: [like(1, true), like(2, true), like(3, false)],
      cachedAt: 1,
    })
    const job = createLikesJob(() => Promise.resolve())
    await job.run(signal, 7)
    await vi.waitFor(() => expect(store.get(badgeSourcesAtom).likes).toBe(2))

    // Opening a profile marks its like seen: the badge follows the cache at once.
    await db.likes.update(7, { liked_by: [like(1, false), like(2, true), like(3, false)] })
    await vi.waitFor(() => expect(store.get(badgeSourcesAtom).likes).toBe(1))

    job.end?.()
    expect(store.get(badgeSourcesAtom).likes).toBe(0)
  })

  it('reloads after a like toggle only while it serves a member', async () => {
    const load = vi.fn(() => Promise.resolve())
    const job = createLikesJob(load)
    notifyLikesChanged()
    expect(load).not.toHaveBeenCalled()

    await job.run(signal, 7)
    notifyLikesChanged()
    expect(load).toHaveBeenCalledTimes(2)

    job.end?.()
    notifyLikesChanged()
    expect(load).toHaveBeenCalledTimes(2)
  })

  it('loads the list, with the card the moment shows, after a live match event', async () => {
    const load = vi.fn(() => Promise.resolve())
    const job = createLikesJob(load)
    await job.run(signal, 7)
    dispatchLive('match', 4, '{"profile":42}')
    expect(load).toHaveBeenCalledTimes(2)
    job.end?.()
  })
})
