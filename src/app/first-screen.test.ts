import { describe, expect, it, vi } from 'vitest'
import { afterFirstScreen, afterNextPaint, firstScreenCommitted } from './first-screen'

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

describe('afterNextPaint', () => {
  it('waits for the next frame and the task after it', async () => {
    vi.useFakeTimers()
    const frames: FrameRequestCallback[] = []
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) =>
      frames.push(callback),
    )
    try {
      let painted = false
      void afterNextPaint().then(() => {
        painted = true
      })
      await vi.advanceTimersByTimeAsync(50)
      expect(painted).toBe(false)
      frames.forEach((frame) => frame(0))
      await vi.advanceTimersByTimeAsync(0)
      expect(painted).toBe(true)
    } finally {
      vi.unstubAllGlobals()
      vi.useRealTimers()
    }
  })

  it('goes on after its time where no frame comes (a tab in the background)', async () => {
    vi.useFakeTimers()
    vi.stubGlobal('requestAnimationFrame', () => 0)
    try {
      let went = false
      void afterNextPaint(100).then(() => {
        went = true
      })
      await vi.advanceTimersByTimeAsync(99)
      expect(went).toBe(false)
      await vi.advanceTimersByTimeAsync(1)
      expect(went).toBe(true)
    } finally {
      vi.unstubAllGlobals()
      vi.useRealTimers()
    }
  })
})
