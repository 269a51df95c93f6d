import 'fake-indexeddb/auto'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { db } from '../../db'
import { markLikeSeen, watchNewLikes } from './cache'

const like = (id: number, like_new: boolean) => ({
  id,
  like_new,
  liked_at: '2025-01-01T00:00:00.000Z',
})

afterEach(() => db.clearAll())

describe('watchNewLikes', () => {
  it("follows the count of the owner's new likes, 0 while none is cached, until stopped", async () => {
    const counts: number[] = []
    const error = vi.fn()
    const stop = watchNewLikes(7, (count) => counts.push(count), error)
    await vi.waitFor(() => expect(counts).toEqual([0]))
    await db.likes.put({
      owner: 7,
      profiles: [],
      liked_by: [like(1, true), like(2, true), like(3, false)],
      cachedAt: 1,
    })
    await vi.waitFor(() => expect(counts.at(-1)).toBe(2))
    await markLikeSeen(7, 1)
    await vi.waitFor(() => expect(counts.at(-1)).toBe(1))
    stop()
    const seen = counts.length
    await markLikeSeen(7, 2)
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(counts).toHaveLength(seen)
    expect(error).not.toHaveBeenCalled()
  })
})
