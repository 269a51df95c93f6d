import { describe, expect, it, vi } from 'vitest'
import { afterFirstScreen, firstScreenCommitted } from './first-screen'

describe('afterFirstScreen', () => {
  it('waits for the first commit, then an idle moment; later callers go at once', async () => {
    let started = false
    void afterFirstScreen().then(() => {
      started = true
    })
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(started).toBe(false)
    firstScreenCommitted()
    await vi.waitFor(() => expect(started).toBe(true))
    firstScreenCommitted()
    await expect(afterFirstScreen()).resolves.toBeUndefined()
  })
})
