import 'fake-indexeddb/auto'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { MemberCard, MemberResponse } from '../contract/members'
import { db } from './db'
import { saveCards, saveMemberDetail } from './cards'
import { testCard, testDetail } from '../test/fixtures'
import { registerMediaCachePort } from '../session/media-cache'

afterEach(async () => {
  registerMediaCachePort(null)
  await db.clearAll()
})

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

  it('asks the worker to keep the thumbnails of the batch, in one message', async () => {
    const warm = vi.fn()
    registerMediaCachePort({ warm })
    const photo = (name: string) => ({ filename: `${name}.webp`, thumb_filename: `${name}-t.webp` })
    await saveCards([
      testCard({ id: 1, main_image: photo('demo/a') }),
      testCard({ id: 2 }),
      testCard({ id: 3, main_image: photo('b') }),
    ])
    expect(warm).toHaveBeenCalledTimes(1)
    expect(warm).toHaveBeenCalledWith(['/media/demo/a-t.webp', '/media/b-t.webp'])
  })
})
