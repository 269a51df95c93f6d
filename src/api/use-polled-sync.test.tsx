// usePolledSync (use-sync.ts): a poll on the caller's schedule until the answer is final, with
// backoff on a network error, no retry on an answer that will not change, no rounds while the
// page is hidden, and put() for an answer got another way.
import { act, renderHook } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { ApiError, NetworkError } from './errors'
import { withFakeTimers } from './test-clock'
import { usePolledSync, type PolledSyncInput } from './use-sync'

withFakeTimers()

const offline = () => new NetworkError(new TypeError('Failed to fetch'))

function setVisibility(state: DocumentVisibilityState) {
  vi.spyOn(document, 'visibilityState', 'get').mockReturnValue(state)
  document.dispatchEvent(new Event('visibilitychange'))
}

/** A payment's status as a poll meets it: 'open' until the test settles it. */
function polled(overrides: Partial<PolledSyncInput<string>> = {}) {
  const answers: string[] = []
  const fetch = vi.fn((_signal: AbortSignal) => Promise.resolve(answers.shift() ?? 'open'))
  const every = vi.fn((_answer: string): number | null => 1000)
  const input: PolledSyncInput<string> = {
    fetch,
    every,
    until: (answer) => answer !== 'open',
    ...overrides,
  }
  return { answers, fetch, every, input }
}

describe('usePolledSync', () => {
  it('asks again on its schedule, telling it the round and the time, until the answer is final', async () => {
    const { answers, fetch, every, input } = polled()
    const { result, unmount } = renderHook(() => usePolledSync('pay', input))
    await act(() => vi.advanceTimersByTimeAsync(0))
    expect(fetch).toHaveBeenCalledTimes(1)
    expect(result.current).toMatchObject({ data: 'open', loading: false, done: false })
    expect(every).toHaveBeenLastCalledWith('open', { round: 0, elapsedMs: 0 })

    await act(() => vi.advanceTimersByTimeAsync(999))
    expect(fetch).toHaveBeenCalledTimes(1)
    await act(() => vi.advanceTimersByTimeAsync(1))
    expect(fetch).toHaveBeenCalledTimes(2)
    expect(every).toHaveBeenLastCalledWith('open', { round: 1, elapsedMs: 1000 })

    answers.push('paid')
    await act(() => vi.advanceTimersByTimeAsync(1000))
    expect(fetch).toHaveBeenCalledTimes(3)
    expect(result.current).toMatchObject({ data: 'paid', done: true })
    expect(every).toHaveBeenCalledTimes(2)
    await act(() => vi.advanceTimersByTimeAsync(60_000))
    expect(fetch).toHaveBeenCalledTimes(3)
    unmount()
  })

  it('stops when the schedule gives up, and asks no more once unmounted', async () => {
    const { fetch, every, input } = polled()
    every.mockReturnValueOnce(1000).mockReturnValueOnce(null)
    const first = renderHook(() => usePolledSync('pay', input))
    await act(() => vi.advanceTimersByTimeAsync(1000))
    expect(fetch).toHaveBeenCalledTimes(2)
    expect(first.result.current).toMatchObject({ data: 'open', done: true })
    await act(() => vi.advanceTimersByTimeAsync(60_000))
    expect(fetch).toHaveBeenCalledTimes(2)
    first.unmount()

    fetch.mockClear()
    const second = renderHook(() => usePolledSync('pay', input))
    await act(() => vi.advanceTimersByTimeAsync(0))
    expect(fetch).toHaveBeenCalledTimes(1)
    second.unmount()
    await act(() => vi.advanceTimersByTimeAsync(60_000))
    expect(fetch).toHaveBeenCalledTimes(1)
  })

  it('aborts the round in flight on a new key, and polls that key from its first round', async () => {
    const signals: AbortSignal[] = []
    const settle: Array<(value: string) => void> = []
    const every = vi.fn((_answer: string, _progress: unknown) => 1000)
    const { result, rerender } = renderHook(
      ({ key }: { key: string }) =>
        usePolledSync(key, {
          fetch: (signal) =>
            new Promise<string>((resolve) => {
              signals.push(signal)
              settle.push(resolve)
            }),
          every,
        }),
      { initialProps: { key: 'a' } },
    )
    await act(async () => {
      settle[0]?.('a: open')
      await vi.advanceTimersByTimeAsync(1000)
    })
    expect(signals).toHaveLength(2)
    rerender({ key: 'b' })
    expect(signals[1]?.aborted).toBe(true)
    expect(result.current).toMatchObject({ data: undefined, loading: true, done: false })
    await act(async () => {
      settle[1]?.('a: late')
      settle[2]?.('b: open')
      await vi.advanceTimersByTimeAsync(0)
    })
    expect(result.current.data).toBe('b: open')
    expect(every).toHaveBeenLastCalledWith('b: open', { round: 0, elapsedMs: 0 })
    expect(every).not.toHaveBeenCalledWith('a: late', expect.anything())
  })

  it('retries a network error with backoff, then keeps its schedule', async () => {
    vi.spyOn(Math, 'random').mockReturnValue(1)
    const { fetch, input } = polled()
    fetch.mockImplementationOnce(() => Promise.reject(offline()))
    const { result } = renderHook(() => usePolledSync('pay', input))
    await act(() => vi.advanceTimersByTimeAsync(0))
    expect(result.current.failure).toMatchObject({ offline: true })
    // The first retry after 1 s (backoffMs), then the schedule's 1 s.
    await act(() => vi.advanceTimersByTimeAsync(1000))
    expect(fetch).toHaveBeenCalledTimes(2)
    expect(result.current).toMatchObject({ data: 'open', failure: null })
    await act(() => vi.advanceTimersByTimeAsync(1000))
    expect(fetch).toHaveBeenCalledTimes(3)
  })

  it('ends on an answer that is not worth retrying, until its retry()', async () => {
    const { fetch, input } = polled()
    fetch.mockImplementationOnce(() => Promise.reject(new ApiError(404, 'not_found', 'no')))
    const { result } = renderHook(() => usePolledSync('pay', input))
    await act(() => vi.advanceTimersByTimeAsync(60_000))
    expect(fetch).toHaveBeenCalledTimes(1)
    expect(result.current).toMatchObject({ data: undefined, failure: { status: 404 } })
    await act(async () => {
      result.current.failure?.retry()
      await vi.advanceTimersByTimeAsync(1000)
    })
    expect(fetch).toHaveBeenCalledTimes(3)
    expect(result.current).toMatchObject({ data: 'open', failure: null })
  })

  it('does not ask while the page is hidden, and asks at once when it shows', async () => {
    const { fetch, input } = polled()
    renderHook(() => usePolledSync('pay', input))
    await act(() => vi.advanceTimersByTimeAsync(0))
    expect(fetch).toHaveBeenCalledTimes(1)
    act(() => setVisibility('hidden'))
    await act(() => vi.advanceTimersByTimeAsync(10_000))
    expect(fetch).toHaveBeenCalledTimes(1)
    await act(async () => {
      setVisibility('visible')
      await vi.advanceTimersByTimeAsync(0)
    })
    expect(fetch).toHaveBeenCalledTimes(2)
    // Shown while a round waits for its timer: that round comes now, the next a full wait on.
    await act(async () => {
      await vi.advanceTimersByTimeAsync(500)
      setVisibility('hidden')
      setVisibility('visible')
      await vi.advanceTimersByTimeAsync(0)
    })
    expect(fetch).toHaveBeenCalledTimes(3)
    await act(() => vi.advanceTimersByTimeAsync(999))
    expect(fetch).toHaveBeenCalledTimes(3)
  })

  it('put() shows and stores an answer got another way, drops the round in flight, and polls on', async () => {
    const store = vi.fn()
    const signals: AbortSignal[] = []
    const fetch = vi.fn(
      (signal: AbortSignal) =>
        new Promise<string>((resolve) => {
          signals.push(signal)
          if (signals.length > 1) resolve('open')
        }),
    )
    const { result } = renderHook(() =>
      usePolledSync('export', { fetch, store, every: () => 15_000, until: (a) => a !== 'open' }),
    )
    act(() => result.current.put('open'))
    expect(signals[0]?.aborted).toBe(true)
    await act(() => vi.advanceTimersByTimeAsync(0))
    expect(result.current).toMatchObject({ data: 'open', done: false })
    expect(store).toHaveBeenCalledExactlyOnceWith('open')
    await act(() => vi.advanceTimersByTimeAsync(15_000))
    expect(fetch).toHaveBeenCalledTimes(2)
    expect(store).toHaveBeenCalledTimes(2)
  })
})
