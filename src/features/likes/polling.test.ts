import 'fake-indexeddb/auto'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { UserResponse } from '../../contract/user'
import { store } from '../../lib/store'
import { userAtom } from '../../session'
import {
  LIKES_POLL_MS,
  LIKES_POLL_PUSH_MS,
  LIKES_START_DELAY_MS,
  startLikesPolling,
} from './polling'

const member = (id = 1, pushSubscribed = false) =>
  ({ id, push_subscribed: pushSubscribed }) as unknown as UserResponse

let stop: () => void = () => undefined

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] })
})

afterEach(() => {
  stop()
  vi.useRealTimers()
  vi.restoreAllMocks()
  store.set(userAtom, undefined)
})

describe('likes polling', () => {
  it('loads 1 s after a member is present, then every 60 s, 300 s with push', async () => {
    const load = vi.fn(() => Promise.resolve())
    store.set(userAtom, member())
    stop = startLikesPolling({ load, badge: false })

    await vi.advanceTimersByTimeAsync(LIKES_START_DELAY_MS - 1)
    expect(load).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(1)
    expect(load).toHaveBeenCalledTimes(1)

    await vi.advanceTimersByTimeAsync(LIKES_POLL_MS)
    expect(load).toHaveBeenCalledTimes(2)

    // Push subscribed: the round after the one already planned waits 300 s.
    store.set(userAtom, member(1, true))
    await vi.advanceTimersByTimeAsync(LIKES_POLL_MS)
    expect(load).toHaveBeenCalledTimes(3)
    await vi.advanceTimersByTimeAsync(LIKES_POLL_PUSH_MS - 1)
    expect(load).toHaveBeenCalledTimes(3)
    await vi.advanceTimersByTimeAsync(1)
    expect(load).toHaveBeenCalledTimes(4)
  })

  it('waits for a member, and stops on logout', async () => {
    const load = vi.fn(() => Promise.resolve())
    store.set(userAtom, null)
    stop = startLikesPolling({ load, badge: false })
    await vi.advanceTimersByTimeAsync(LIKES_POLL_MS * 2)
    expect(load).not.toHaveBeenCalled()

    store.set(userAtom, member())
    await vi.advanceTimersByTimeAsync(LIKES_START_DELAY_MS)
    expect(load).toHaveBeenCalledTimes(1)

    store.set(userAtom, null)
    await vi.advanceTimersByTimeAsync(LIKES_POLL_MS * 5)
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('pauses while the page is hidden and loads when it shows again', async () => {
    const load = vi.fn(() => Promise.resolve())
    store.set(userAtom, member())
    stop = startLikesPolling({ load, badge: false })
    await vi.advanceTimersByTimeAsync(LIKES_START_DELAY_MS)
    expect(load).toHaveBeenCalledTimes(1)

    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden')
    document.dispatchEvent(new Event('visibilitychange'))
    await vi.advanceTimersByTimeAsync(LIKES_POLL_MS * 5)
    expect(load).toHaveBeenCalledTimes(1)

    visibility.mockReturnValue('visible')
    document.dispatchEvent(new Event('visibilitychange'))
    await vi.advanceTimersByTimeAsync(0)
    expect(load).toHaveBeenCalledTimes(2)
    await vi.advanceTimersByTimeAsync(LIKES_POLL_MS)
    expect(load).toHaveBeenCalledTimes(3)
  })
})
