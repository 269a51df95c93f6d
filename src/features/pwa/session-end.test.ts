import 'fake-indexeddb/auto'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { db } from '../../db'
import { store } from '../../lib/store'
import { badgeTotalAtom, setBadgeSource } from '../../session/badge'
import { pushSubscribedAtom } from '../../session/push'
import { endSession } from './session-end'
import { fakeServiceWorker } from './test-worker'

afterEach(() => {
  vi.unstubAllGlobals()
  Reflect.deleteProperty(navigator, 'serviceWorker')
})

describe('endSession', () => {
  it('clears the Dexie cache, the worker caches, the badge and the push subscription', async () => {
    await db.likes.put({ owner: 7, profiles: [3], liked_by: [], cachedAt: 1 })
    await db.searches.put({
      key: '7:members',
      owner: 7,
      filters: {} as never,
      ids: [3],
      num_results: 1,
      page: 1,
      cachedAt: 1,
    })
    setBadgeSource('likes', 4)
    const worker = fakeServiceWorker()
    vi.stubGlobal('PushManager', function PushManager() {})
    vi.stubGlobal('Notification', { permission: 'granted' })
    // The server is asked to forget the subscription (DELETE /api/user.php?push=1).
    const fetchMock = vi.fn(() => Promise.resolve(new Response(null, { status: 204 })))
    vi.stubGlobal('fetch', fetchMock)
    store.set(pushSubscribedAtom, null)

    await endSession()

    expect(await db.likes.count()).toBe(0)
    expect(await db.searches.count()).toBe(0)
    expect(worker.sent).toEqual([{ type: 'SESSION_ENDED' }])
    expect(store.get(badgeTotalAtom)).toBe(0)
    expect(worker.unsubscribe).toHaveBeenCalledOnce()
    expect(fetchMock).toHaveBeenCalledOnce()
    expect(store.get(pushSubscribedAtom)).toBe(false)
  })

  it('still clears the cache with no worker and no push at all', async () => {
    await db.likes.put({ owner: 8, profiles: [], liked_by: [], cachedAt: 1 })
    await endSession()
    expect(await db.likes.count()).toBe(0)
  })
})
