// useSync (use-sync.ts): one answer per key, fetched after an optional delay, aborted when the
// key changes or the component goes, and on a page the server rendered, the server's answer
// first. usePolledSync is in use-polled-sync.test.tsx.
import { act, renderHook } from '@testing-library/react'
import { getDefaultStore } from 'jotai'
import { hydrateRoot, type Root } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { firstAnswersAtom } from './first-answers'
import { withFakeTimers } from './test-clock'
import { useSync, type SyncInput } from './use-sync'

withFakeTimers()

describe('useSync', () => {
  it('fetches per key, aborts the old call, and never shows an answer for another key', async () => {
    const pending = new Map<string, (value: string) => void>()
    const signals = new Map<string, AbortSignal>()
    const { result, rerender, unmount } = renderHook(
      ({ key }: { key: string | null }) =>
        useSync(key, {
          fetch: (signal) =>
            new Promise<string>((resolve) => {
              signals.set(key ?? '', signal)
              pending.set(key ?? '', resolve)
            }),
        }),
      { initialProps: { key: null as string | null } },
    )
    expect(result.current).toMatchObject({ data: undefined, loading: false, failure: null })
    rerender({ key: 'a' })
    expect(result.current).toMatchObject({ data: undefined, loading: true, failure: null })
    rerender({ key: 'b' })
    expect(signals.get('a')?.aborted).toBe(true)

    await act(async () => {
      pending.get('a')?.('answer a')
      await vi.advanceTimersByTimeAsync(0)
    })
    expect(result.current.data).toBeUndefined()
    await act(async () => {
      pending.get('b')?.('answer b')
      await vi.advanceTimersByTimeAsync(0)
    })
    expect(result.current).toMatchObject({ data: 'answer b', loading: false })

    rerender({ key: null })
    expect(result.current).toMatchObject({ data: undefined, loading: false })
    unmount()
  })

  it('waits the delay before calling, and a new key restarts it (a debounce)', async () => {
    const fetch = vi.fn((_signal: AbortSignal) => Promise.resolve(1))
    const { rerender } = renderHook(
      ({ key }: { key: string }) => useSync(key, { fetch, delayMs: 500 }),
      { initialProps: { key: 'a' } },
    )
    await act(() => vi.advanceTimersByTimeAsync(400))
    rerender({ key: 'ab' })
    await act(() => vi.advanceTimersByTimeAsync(499))
    expect(fetch).not.toHaveBeenCalled()
    await act(() => vi.advanceTimersByTimeAsync(1))
    expect(fetch).toHaveBeenCalledTimes(1)
  })

  it('stores only the latest answer and aborts on unmount', () => {
    const store = vi.fn()
    let signal: AbortSignal | undefined
    const { unmount } = renderHook(() =>
      useSync('k', {
        fetch: (s) => {
          signal = s
          return new Promise<number>(() => undefined)
        },
        store,
      }),
    )
    unmount()
    expect(signal?.aborted).toBe(true)
    expect(store).not.toHaveBeenCalled()
  })

  it('reload() asks again for the same key and keeps the data until the answer', async () => {
    let answer = 'first'
    let resolve: ((value: string) => void) | undefined
    const fetch = vi.fn(
      (_signal: AbortSignal) =>
        new Promise<string>((done) => {
          resolve = done
        }),
    )
    const { result } = renderHook(() => useSync('k', { fetch }))
    await act(async () => {
      resolve?.(answer)
      await vi.advanceTimersByTimeAsync(0)
    })
    expect(result.current).toMatchObject({ data: 'first', loading: false })
    answer = 'second'
    act(() => result.current.reload())
    expect(fetch).toHaveBeenCalledTimes(2)
    expect(result.current).toMatchObject({ data: 'first', loading: true })
    await act(async () => {
      resolve?.(answer)
      await vi.advanceTimersByTimeAsync(0)
    })
    expect(result.current).toMatchObject({ data: 'second', loading: false })
  })

  describe('on a page the server rendered with the answer', () => {
    beforeEach(() => getDefaultStore().set(firstAnswersAtom, { members: 'from the server' }))
    afterEach(() => getDefaultStore().set(firstAnswersAtom, {}))

    function Members({ input }: { input: SyncInput<string> }) {
      const { data, loading } = useSync('members', input)
      return <p data-loading={loading}>{data ?? 'none'}</p>
    }

    it('hydrates with it, and only stores it: no second call', async () => {
      const fetch = vi.fn((_signal: AbortSignal) => Promise.resolve('from the browser'))
      const store = vi.fn()
      const container = document.createElement('div')
      container.innerHTML = renderToString(<Members input={{ fetch, store }} />)
      expect(container.textContent).toBe('from the server')
      let root: Root | undefined
      await act(async () => {
        root = hydrateRoot(container, <Members input={{ fetch, store }} />)
        await vi.advanceTimersByTimeAsync(0)
      })
      expect(fetch).not.toHaveBeenCalled()
      expect(store).toHaveBeenCalledExactlyOnceWith('from the server')
      expect(container.textContent).toBe('from the server')
      act(() => root?.unmount())
    })

    it('asks again when it mounts later (a client navigation back to the page)', async () => {
      const fetch = vi.fn((_signal: AbortSignal) => Promise.resolve('from the browser'))
      const first = renderHook(() => useSync('members', { fetch }))
      await act(() => vi.advanceTimersByTimeAsync(0))
      expect(fetch).not.toHaveBeenCalled()
      first.unmount()

      const { result } = renderHook(() => useSync('members', { fetch }))
      expect(result.current.data).toBe('from the server')
      await act(() => vi.advanceTimersByTimeAsync(0))
      expect(fetch).toHaveBeenCalledTimes(1)
      expect(result.current.data).toBe('from the browser')
    })
  })
})
