import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { fakeWatch } from '../test/fake-watch'
import {
  FOLLOW_DELAY_MS,
  lazyJob,
  POLL_MS,
  POLL_PUSH_MS,
  startPoller,
  type PollJob,
} from './poller'

function job(name: string, follows = false) {
  const run = vi.fn((_signal: AbortSignal, _member: number) => Promise.resolve())
  const end = vi.fn()
  const polled: PollJob = { name, follows, run, end }
  return { polled, run, end }
}

const MEMBER = { id: 1, pushSubscribed: false }
let stop: () => void = () => undefined

function setVisibility(state: DocumentVisibilityState) {
  vi.spyOn(document, 'visibilityState', 'get').mockReturnValue(state)
  document.dispatchEvent(new Event('visibilitychange'))
}

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  stop()
  vi.useRealTimers()
  vi.restoreAllMocks()
})

describe('startPoller', () => {
  it('runs the user job after one interval and the others 1 s after the member is present', async () => {
    const user = job('user')
    const likes = job('likes', true)
    stop = startPoller([user.polled, likes.polled], fakeWatch(MEMBER).watch)

    await vi.advanceTimersByTimeAsync(FOLLOW_DELAY_MS - 1)
    expect(likes.run).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(1)
    expect(likes.run).toHaveBeenCalledTimes(1)
    expect(likes.run.mock.calls[0]?.[1]).toBe(1)
    expect(user.run).not.toHaveBeenCalled()

    await vi.advanceTimersByTimeAsync(POLL_MS - FOLLOW_DELAY_MS)
    expect(user.run).toHaveBeenCalledTimes(1)
    expect(likes.run).toHaveBeenCalledTimes(1)
    await vi.advanceTimersByTimeAsync(FOLLOW_DELAY_MS)
    expect(likes.run).toHaveBeenCalledTimes(2)
  })

  it('waits 300 s between rounds once push is subscribed', async () => {
    const likes = job('likes', true)
    const { watch, set } = fakeWatch(MEMBER)
    stop = startPoller([likes.polled], watch)
    await vi.advanceTimersByTimeAsync(FOLLOW_DELAY_MS)
    expect(likes.run).toHaveBeenCalledTimes(1)

    // The planned round moves to 300 s after the last one.
    set({ ...MEMBER, pushSubscribed: true })
    await vi.advanceTimersByTimeAsync(POLL_PUSH_MS - 1)
    expect(likes.run).toHaveBeenCalledTimes(1)
    await vi.advanceTimersByTimeAsync(1)
    expect(likes.run).toHaveBeenCalledTimes(2)
    await vi.advanceTimersByTimeAsync(POLL_PUSH_MS)
    expect(likes.run).toHaveBeenCalledTimes(3)

    // Push gone, 100 s after the last round: the next comes at 60 s, that is at once.
    await vi.advanceTimersByTimeAsync(100_000)
    set(MEMBER)
    await vi.advanceTimersByTimeAsync(0)
    expect(likes.run).toHaveBeenCalledTimes(4)
    await vi.advanceTimersByTimeAsync(POLL_MS)
    expect(likes.run).toHaveBeenCalledTimes(5)
  })

  it('waits for a member, and stops, aborts and ends the jobs on logout', async () => {
    const user = job('user')
    const likes = job('likes', true)
    let signal: AbortSignal | undefined
    likes.run.mockImplementation((given) => {
      signal = given
      return new Promise<void>(() => undefined)
    })
    const { watch, set } = fakeWatch(null)
    stop = startPoller([user.polled, likes.polled], watch)
    await vi.advanceTimersByTimeAsync(POLL_MS * 3)
    expect(user.run).not.toHaveBeenCalled()
    expect(likes.run).not.toHaveBeenCalled()

    set(MEMBER)
    await vi.advanceTimersByTimeAsync(FOLLOW_DELAY_MS)
    expect(likes.run).toHaveBeenCalledTimes(1)

    set(null)
    expect(signal?.aborted).toBe(true)
    expect(user.end).toHaveBeenCalledTimes(1)
    expect(likes.end).toHaveBeenCalledTimes(1)
    await vi.advanceTimersByTimeAsync(POLL_MS * 5)
    expect(user.run).not.toHaveBeenCalled()
    expect(likes.run).toHaveBeenCalledTimes(1)
  })

  it('pauses while the page is hidden and runs again when it shows, the others 1 s later', async () => {
    const user = job('user')
    const likes = job('likes', true)
    stop = startPoller([user.polled, likes.polled], fakeWatch(MEMBER).watch)
    await vi.advanceTimersByTimeAsync(FOLLOW_DELAY_MS)
    expect(likes.run).toHaveBeenCalledTimes(1)

    setVisibility('hidden')
    await vi.advanceTimersByTimeAsync(POLL_MS * 5)
    expect(user.run).not.toHaveBeenCalled()
    expect(likes.run).toHaveBeenCalledTimes(1)

    setVisibility('visible')
    await vi.advanceTimersByTimeAsync(0)
    expect(user.run).toHaveBeenCalledTimes(1)
    expect(likes.run).toHaveBeenCalledTimes(1)
    await vi.advanceTimersByTimeAsync(FOLLOW_DELAY_MS)
    expect(likes.run).toHaveBeenCalledTimes(2)
    await vi.advanceTimersByTimeAsync(POLL_MS)
    expect(likes.run).toHaveBeenCalledTimes(3)
  })

  it('keeps polling after a failed round, logging it', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const likes = job('likes', true)
    likes.run.mockRejectedValueOnce(new Error('boom'))
    stop = startPoller([likes.polled], fakeWatch(MEMBER).watch)
    await vi.advanceTimersByTimeAsync(FOLLOW_DELAY_MS)
    expect(error).toHaveBeenCalledWith('Polling likes failed', expect.any(Error))
    await vi.advanceTimersByTimeAsync(POLL_MS)
    expect(likes.run).toHaveBeenCalledTimes(2)
  })
})

describe('startPoller with the live channel', () => {
  function fakeLive(open: boolean) {
    let isOpen = open
    const listeners = new Set<() => void>()
    const live = {
      isOpen: () => isOpen,
      subscribe(listener: () => void) {
        listeners.add(listener)
        return () => listeners.delete(listener)
      },
    }
    const set = (next: boolean) => {
      isOpen = next
      for (const listener of listeners) listener()
    }
    return { live, set }
  }

  it('runs a live job once, then polls it only while the channel is down', async () => {
    const chats = job('chats', true)
    chats.polled.live = true
    const user = job('user')
    const { live, set } = fakeLive(true)
    stop = startPoller([user.polled, chats.polled], fakeWatch(MEMBER).watch, live)

    await vi.advanceTimersByTimeAsync(FOLLOW_DELAY_MS)
    expect(chats.run).toHaveBeenCalledTimes(1)
    await vi.advanceTimersByTimeAsync(3 * POLL_MS)
    expect(chats.run).toHaveBeenCalledTimes(1)
    expect(user.run).toHaveBeenCalledTimes(3)

    // Down: the next round is one interval after the last, which has passed.
    set(false)
    await vi.advanceTimersByTimeAsync(0)
    expect(chats.run).toHaveBeenCalledTimes(2)
    await vi.advanceTimersByTimeAsync(POLL_MS)
    expect(chats.run).toHaveBeenCalledTimes(3)

    // Open again: the planned round is dropped.
    set(true)
    await vi.advanceTimersByTimeAsync(2 * POLL_MS)
    expect(chats.run).toHaveBeenCalledTimes(3)
  })
})

describe('lazyJob', () => {
  it('loads its module on the first run only, and again after a failed load', async () => {
    const inner = job('likes', true)
    const load = vi
      .fn<() => Promise<PollJob>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(inner.polled)
    const lazy = lazyJob('likes', load, { follows: true })
    expect(lazy.follows).toBe(true)
    expect(load).not.toHaveBeenCalled()

    const signal = new AbortController().signal
    await expect(lazy.run(signal, 1)).rejects.toThrow('offline')
    await lazy.run(signal, 1)
    await lazy.run(signal, 1)
    expect(load).toHaveBeenCalledTimes(2)
    expect(inner.run).toHaveBeenCalledTimes(2)

    lazy.end?.()
    await vi.advanceTimersByTimeAsync(0)
    expect(inner.end).toHaveBeenCalledTimes(1)
  })
})
