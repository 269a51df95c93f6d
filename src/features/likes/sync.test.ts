import 'fake-indexeddb/auto'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { LikesResponse, MemberCard } from '../../contract/members'
import { db } from '../../db'
import { store } from '../../lib/store'
import { userAtom } from '../../session/state'
import { member as testMember, testCard } from '../../test/fixtures'
import { setDidLike } from './cache'
import { reloadLikes } from './sync'

afterEach(async () => {
  vi.unstubAllGlobals()
  store.set(userAtom, undefined)
  await db.clearAll()
})

function answering(body: LikesResponse) {
  let release: () => void = () => undefined
  const gate = new Promise<void>((resolve) => {
    release = resolve
  })
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => {
      await gate
      return new Response(JSON.stringify(body), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      })
    }),
  )
  return release
}

describe('reloadLikes', () => {
  it('drops an answer a like toggle overtook, so the card does not flip back', async () => {
    store.set(userAtom, testMember({ id: 1 }))
    const liked: MemberCard = { ...testCard({ id: 42 }), did_like_profile: true }
    await setDidLike(liked, true)
    // a load starts while the server still holds the like …
    const release = answering({ profiles: [liked], liked_by: [] })
    const loading = reloadLikes()
    await vi.waitFor(() => expect(fetch).toHaveBeenCalled())
    // … the member unlikes before its answer arrives
    await setDidLike(liked, false)
    release()
    await loading
    expect((await db.profiles.get(42))?.did_like_profile).toBe(false)
    expect(await db.likes.get(1)).toBeUndefined()

    // a load that no toggle overtook is written
    const next = answering({ profiles: [], liked_by: [] })
    next()
    await reloadLikes()
    expect((await db.likes.get(1))?.profiles).toEqual([])
  })
})
