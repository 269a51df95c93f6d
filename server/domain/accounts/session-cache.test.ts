import { describe, expect, it } from 'vitest'
import { FORGET_QUIET_MS, SessionCache } from './session-cache'
import type { FoundSession } from './session-cache'

const session = (id: number): FoundSession => ({
  id,
  tokenHash: `hash-${id}`,
  userId: id * 10,
  lastUsedAt: new Date(0),
  canResetPasswordUntil: null,
})
const far = new Date(10_000_000)

describe('SessionCache', () => {
  it('answers a stored session until it is older than asked for, or expired', () => {
    const cache = new SessionCache()
    cache.store('a', session(1), new Date(5_000), cache.version, 1_000)
    expect(cache.get('a', 1_500, 1_000)).toEqual(session(1))
    expect(cache.get('a', 2_000, 1_000)).toBeNull()
    cache.store('a', session(1), new Date(5_000), cache.version, 4_000)
    expect(cache.get('a', 5_000, 60_000)).toBeNull()
  })

  it('forgets everything on a change, and keeps nothing read before it', () => {
    const cache = new SessionCache()
    cache.store('a', session(1), far, cache.version, 0)
    const before = cache.version
    cache.forget(100)
    expect(cache.get('a', 100, 60_000)).toBeNull()
    // A lookup that started before the change must not put the old row back...
    cache.store('a', session(1), far, before, 100 + FORGET_QUIET_MS + 1)
    expect(cache.get('a', 100 + FORGET_QUIET_MS + 2, 60_000)).toBeNull()
    // ...nor one that started just after it (its row may predate the change's commit).
    cache.store('b', session(2), far, cache.version, 100 + FORGET_QUIET_MS - 1)
    expect(cache.size).toBe(0)
    cache.store('b', session(2), far, cache.version, 100 + FORGET_QUIET_MS)
    expect(cache.get('b', 100 + FORGET_QUIET_MS, 60_000)).toEqual(session(2))
  })

  it('forgets one member on another process’s notice, and keeps nothing read before it', () => {
    const cache = new SessionCache()
    cache.store('a', session(1), far, cache.version, 0)
    cache.store('b', session(2), far, cache.version, 0)
    const before = cache.version
    cache.forgetMember(10)
    expect(cache.get('a', 1, 60_000)).toBeNull()
    expect(cache.get('b', 1, 60_000)).toEqual(session(2))
    // The notice comes after the commit: a lookup begun before it may hold the old row...
    cache.store('a', session(1), far, before, 2)
    expect(cache.get('a', 3, 60_000)).toBeNull()
    // ...one begun after it read the change, and is kept at once.
    cache.store('a', session(1), far, cache.version, 2)
    expect(cache.get('a', 3, 60_000)).toEqual(session(1))
  })

  it('follows a slid session', () => {
    const cache = new SessionCache()
    cache.store('a', session(1), new Date(5_000), cache.version, 0)
    cache.slid('a', new Date(4_000), far)
    expect(cache.get('a', 6_000, 60_000)?.lastUsedAt).toEqual(new Date(4_000))
  })
})
