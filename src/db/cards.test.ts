import 'fake-indexeddb/auto'
import { afterEach, describe, expect, it } from 'vitest'
import type { MemberCard, MemberResponse } from '../contract/members'
import { db } from './db'
import { saveCards, saveMemberDetail } from './cards'
import { testCard, testDetail } from '../test/fixtures'

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
