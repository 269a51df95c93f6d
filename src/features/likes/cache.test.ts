import 'fake-indexeddb/auto'
import { afterEach, describe, expect, it } from 'vitest'
import { db } from '../../db'
import { markLikeSeen } from './cache'

afterEach(() => db.clearAll())

describe('markLikeSeen', () => {
  it('marks the received like of the opened member as not new', async () => {
    await db.likes.put({
      owner: 7,
      profiles: [],
      liked_by: [
        { id: 42, like_new: true, liked_at: '2025-01-02T00:00:00.000Z' },
        { id: 43, like_new: true, liked_at: '2025-01-01T00:00:00.000Z' },
      ],
      cachedAt: 0,
    })
    await markLikeSeen(7, 42)
    const row = await db.likes.get(7)
    expect(row?.liked_by.map((like) => like.like_new)).toEqual([false, true])
  })
})
