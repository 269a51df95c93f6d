import { describe, expect, it } from 'vitest'
import { coalescing } from './coalesce'

function gate() {
  let open: () => void = () => undefined
  const opened = new Promise<void>((resolve) => (open = resolve))
  return { opened, open }
}

describe('coalescing', () => {
  it('runs once for a lone request and again for the next', async () => {
    const coalesce = coalescing()
    let runs = 0
    const run = () => {
      runs++
      return Promise.resolve()
    }
    await coalesce('a', run)
    await coalesce('a', run)
    expect(runs).toBe(2)
  })

  it('answers ten requests at once with two runs, the second starting after the first', async () => {
    const coalesce = coalescing()
    const first = gate()
    const order: string[] = []
    let runs = 0
    const run = async () => {
      const n = ++runs
      order.push(`start ${n}`)
      if (n === 1) await first.opened
      order.push(`end ${n}`)
    }
    const all = Array.from({ length: 10 }, () => coalesce('pay', run))
    first.open()
    await Promise.all(all)
    expect(runs).toBe(2)
    expect(order).toEqual(['start 1', 'end 1', 'start 2', 'end 2'])
    // Other keys do not wait.
    await coalesce('other', run)
    expect(runs).toBe(3)
  })

  it('still runs the queued request when the running one fails, and passes each its error', async () => {
    const coalesce = coalescing()
    const first = gate()
    let runs = 0
    const failing = coalesce('k', async () => {
      runs++
      await first.opened
      throw new Error('provider down')
    })
    const queued = coalesce('k', () => {
      runs++
      return Promise.resolve()
    })
    first.open()
    await expect(failing).rejects.toThrow('provider down')
    await expect(queued).resolves.toBeUndefined()
    expect(runs).toBe(2)
  })
})
