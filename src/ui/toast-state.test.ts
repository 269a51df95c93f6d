import { afterEach, describe, expect, it, vi } from 'vitest'
import { store } from '../lib/store'
import { TOAST_TIMEOUT_MS, showToast, toastsAtom } from './toast-state'

describe('toasts', () => {
  afterEach(() => {
    vi.useRealTimers()
    store.set(toastsAtom, [])
  })

  it('disappear after 5000 ms', () => {
    vi.useFakeTimers()
    showToast({ kind: 'info', body: 'Saved' })
    expect(store.get(toastsAtom)).toHaveLength(1)
    vi.advanceTimersByTime(TOAST_TIMEOUT_MS - 1)
    expect(store.get(toastsAtom)).toHaveLength(1)
    vi.advanceTimersByTime(1)
    expect(store.get(toastsAtom)).toHaveLength(0)
    expect(TOAST_TIMEOUT_MS).toBe(5000)
  })

  it('with an action, stay until the member acts', () => {
    vi.useFakeTimers()
    showToast({
      kind: 'info',
      body: 'New version',
      action: { label: 'Reload', run: () => undefined },
    })
    vi.advanceTimersByTime(60_000)
    expect(store.get(toastsAtom)).toHaveLength(1)
  })
})
