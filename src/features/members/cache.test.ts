import 'fake-indexeddb/auto'
import { afterEach, describe, expect, it } from 'vitest'
import type { MemberCard, MemberResponse } from '../../contract/members'
import { db } from '../../db'
import { markLikeSeen, saveCards, saveMemberDetail } from './cache'
import { testCard, testDetail } from './test-data'

afterEach(() => db.clearAll())

describe('saveCards', () => {
  it('writes cards and keeps the member page a card already has', async () => {
    const detail: MemberResponse = testDetail({ name: 'Eva', personal: 'Hi there' })
    await saveMemberDetail(detail)
    const newer: MemberCard = { ...testCard({ name: 'Eva' }), online: true }
    await saveCards([newer, testCard({ id: 43, name: 'Bo' })])

    const eva = await db.profiles.get(42)
    expect(eva?.online).toBe(true)
    expect(eva?.detail?.profile.personal).toBe('Hi there')
    // The page's copy of the card fields follows the newer card.
    expect(eva?.detail?.profile.online).toBe(true)
    expect((await db.profiles.get(43))?.detail).toBeUndefined()
  })
})

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
