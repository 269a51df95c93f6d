import { describe, expect, it } from 'vitest'
import { createBadge } from './badge'
import { LAZY_CACHE, MEDIA_CACHE } from './runtime'
import { endSession } from './session'
import { FakeCacheStorage, fakeBadgeNavigator } from './test/fakes'

describe('endSession', () => {
  it("drops the member's media and the badge, and keeps the app's code", async () => {
    const storage = new FakeCacheStorage([MEDIA_CACHE, LAZY_CACHE, 'workbox-precache-v2'])
    const navigator = fakeBadgeNavigator()
    const badge = createBadge(navigator)
    await badge.show(4)
    await endSession(storage.asCacheStorage, badge)
    expect([...storage.caches.keys()]).toEqual([LAZY_CACHE, 'workbox-precache-v2'])
    expect(badge.count).toBe(0)
    expect(navigator.calls).toEqual([4, 'clear'])
  })

  it('is harmless when nothing was cached', async () => {
    const storage = new FakeCacheStorage()
    await expect(endSession(storage.asCacheStorage, createBadge({}))).resolves.toBeUndefined()
  })
})
