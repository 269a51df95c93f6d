import { describe, expect, it } from 'vitest'
import { FairQueue, withRequestClock } from './fair-queue'

const tick = () => new Promise((resolve) => setImmediate(resolve))
/** Work that notes its name when it runs. */
const note =
  <T>(order: T[], value: T) =>
  () =>
    Promise.resolve(void order.push(value))

describe('FairQueue', () => {
  it('serves the oldest request first, not the first query to ask', async () => {
    const queue = new FairQueue(1)
    const release = await queue.acquire()
    const now = performance.now()
    const order: string[] = []
    // A new request's query asks first; an older request's second query asks after it.
    const newer = withRequestClock(now - 100, () => queue.run(note(order, 'newer')))
    const older = withRequestClock(now - 200, () => queue.run(note(order, 'older')))
    const outside = queue.run(note(order, 'outside'))
    expect(queue.waiting).toBe(3)
    release()
    await Promise.all([newer, older, outside])
    // Work outside a request counts from when it asked: after both requests' start times.
    expect(order).toEqual(['older', 'newer', 'outside'])
  })

  it('keeps arrival order between equally old work', async () => {
    const queue = new FairQueue(1)
    const release = await queue.acquire()
    const order: number[] = []
    const runs = [1, 2, 3, 4, 5].map((n) => withRequestClock(50, () => queue.run(note(order, n))))
    release()
    await Promise.all(runs)
    expect(order).toEqual([1, 2, 3, 4, 5])
  })

  it('lets `slots` holders in at once and no more', async () => {
    const queue = new FairQueue(2)
    let inside = 0
    let most = 0
    const gates: Array<() => void> = []
    const work = Array.from({ length: 6 }, () =>
      queue.run(async () => {
        inside++
        most = Math.max(most, inside)
        await new Promise<void>((resolve) => gates.push(resolve))
        inside--
      }),
    )
    for (let i = 0; i < 6; i++) {
      await tick()
      gates.shift()?.()
    }
    await Promise.all(work)
    expect(most).toBe(2)
    expect(queue.waiting).toBe(0)
  })

  it('frees the slot when the work fails, and a second release does nothing', async () => {
    const queue = new FairQueue(1)
    await expect(queue.run(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom')
    const release = await queue.acquire()
    release()
    release()
    // Had the double release freed two slots, both of these would hold one now.
    const first = await queue.acquire()
    let secondHeld = false
    const second = queue.acquire().then((r) => {
      secondHeld = true
      return r
    })
    await tick()
    expect(secondHeld).toBe(false)
    first()
    ;(await second)()
    expect(secondHeld).toBe(true)
  })

  it('says how long the longest waiting caller has waited, which is a young request’s', async () => {
    const queue = new FairQueue(1)
    expect(queue.longestWaitMs()).toBe(0)
    const release = await queue.acquire()
    const asked = performance.now()
    // A young request asks first, an old one later: the old one goes first, the young waits.
    const young = withRequestClock(asked, () => queue.acquire())
    const old = withRequestClock(asked - 1_000, () => queue.acquire())
    const now = performance.now() + 250
    expect(queue.longestWaitMs(now)).toBeGreaterThanOrEqual(250)
    expect(queue.longestWaitMs(now)).toBeLessThan(1_000)
    release()
    ;(await old)()
    ;(await young)()
    expect(queue.longestWaitMs()).toBe(0)
  })
})
