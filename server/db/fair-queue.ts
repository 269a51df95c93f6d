// Who goes next on the database. PGlite is one connection and a PostgreSQL pool a handful, so
// under load every query of every request waits here. Served in arrival order per query, a
// request that needs eight queries queues eight times, each time behind every request that
// arrived meanwhile: with 200 requests in flight all of them crawl, and the ones with the most
// queries (a search) fall furthest behind — seconds, where the work itself takes milliseconds.
// Served oldest request first instead, a request that has started keeps going ahead of newer
// ones, so its wait is bounded by the work of the requests that came before it (first come,
// first served per request, not per query). Nobody starves: a waiting request only gets older.
//
// A request's age is its start time, set by plugins/request-clock.ts for the rest of the
// request (AsyncLocalStorage). Work outside a request (start-up, jobs) counts from the moment
// it asks, like a request that just arrived.
import { AsyncLocalStorage } from 'node:async_hooks'

const requestStart = new AsyncLocalStorage<number>()

/** Runs `fn` (and everything it awaits) as work of a request that started at `since`. */
export function withRequestClock<T>(since: number, fn: () => T): T {
  return requestStart.run(since, fn)
}

interface Waiter {
  since: number
  seq: number
  /** When it asked (performance.now()). */
  queuedAt: number
  grant: () => void
}

/** `slots` holders at a time; the rest wait, oldest request first. */
export class FairQueue {
  private free: number
  private seq = 0
  // A binary min-heap on (since, seq).
  private readonly heap: Waiter[] = []

  /** Told each caller's wait for its slot, in ms (0 when one was free): the metrics. */
  readonly observers = new Set<(waitMs: number) => void>()

  constructor(slots: number) {
    if (!Number.isInteger(slots) || slots < 1) throw new RangeError(`slots must be ≥ 1: ${slots}`)
    this.free = slots
  }

  /** Requests waiting for a slot now. */
  get waiting(): number {
    return this.heap.length
  }

  /**
   * How long the longest waiting caller has waited so far, in ms (0: nobody waits). Served
   * oldest request first, the longest wait is a young request's, not the heap's top: this
   * scans the waiters, so callers that ask often should keep the answer for a few ms.
   */
  longestWaitMs(now = performance.now()): number {
    let earliest = now
    for (const waiter of this.heap) if (waiter.queuedAt < earliest) earliest = waiter.queuedAt
    return now - earliest
  }

  /** Resolves with a release function once this caller holds a slot. Call it exactly once. */
  acquire(): Promise<() => void> {
    const queuedAt = performance.now()
    const since = requestStart.getStore() ?? queuedAt
    return new Promise((resolve) => {
      const grant = () => {
        if (this.observers.size > 0) {
          const waited = performance.now() - queuedAt
          for (const observer of this.observers) observer(waited)
        }
        resolve(this.releaser())
      }
      if (this.free > 0 && this.heap.length === 0) {
        this.free--
        grant()
      } else {
        this.push({ since, seq: this.seq++, queuedAt, grant })
      }
    })
  }

  /** Runs `fn` holding a slot. */
  async run<T>(fn: () => Promise<T>): Promise<T> {
    const release = await this.acquire()
    try {
      return await fn()
    } finally {
      release()
    }
  }

  private releaser(): () => void {
    let released = false
    return () => {
      if (released) return
      released = true
      const next = this.pop()
      if (next === undefined) this.free++
      else next.grant()
    }
  }

  private push(waiter: Waiter): void {
    const heap = this.heap
    heap.push(waiter)
    let index = heap.length - 1
    while (index > 0) {
      const parent = (index - 1) >> 1
      if (!before(waiter, heap[parent] as Waiter)) break
      heap[index] = heap[parent] as Waiter
      index = parent
    }
    heap[index] = waiter
  }

  private pop(): Waiter | undefined {
    const heap = this.heap
    const top = heap[0]
    const last = heap.pop()
    if (top === undefined || last === undefined || heap.length === 0) return top
    let index = 0
    for (;;) {
      const left = 2 * index + 1
      if (left >= heap.length) break
      const right = left + 1
      const child =
        right < heap.length && before(heap[right] as Waiter, heap[left] as Waiter) ? right : left
      if (!before(heap[child] as Waiter, last)) break
      heap[index] = heap[child] as Waiter
      index = child
    }
    heap[index] = last
    return top
  }
}

function before(a: Waiter, b: Waiter): boolean {
  return a.since < b.since || (a.since === b.since && a.seq < b.seq)
}
