import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ApiError, NetworkError } from './errors'
import { backoffMs, SyncRunner, type SyncState, type SyncTask } from './sync'

const offline = () => new NetworkError(new TypeError('Failed to fetch'))

/** A task whose every attempt waits for the test to settle it. */
function controlledTask() {
  const attempts: Array<{
    signal: AbortSignal
    resolve: () => void
    reject: (error: unknown) => void
  }> = []
  const task: SyncTask = (signal) =>
    new Promise<void>((resolve, reject) => attempts.push({ signal, resolve, reject }))
  return { task, attempts }
}

function runner(options = {}) {
  const states: Array<SyncState<string>> = []
  const sync = new SyncRunner<string>((state) => states.push(state), options)
  return { sync, states }
}

beforeEach(() => {
  vi.useFakeTimers()
  vi.spyOn(Math, 'random').mockReturnValue(1)
})
afterEach(() => {
  vi.useRealTimers()
  vi.restoreAllMocks()
})

describe('backoffMs', () => {
  it('doubles from the base, stops at the cap, and jitters between half and all', () => {
    const policy = { attempts: 9, baseMs: 1000, maxMs: 8000 }
    expect([0, 1, 2, 3, 4, 8].map((n) => backoffMs(n, policy, () => 1))).toEqual([
      1000, 2000, 4000, 8000, 8000, 8000,
    ])
    expect(backoffMs(2, policy, () => 0)).toBe(2000)
  })
})

describe('SyncRunner', () => {
  it('aborts the previous run when another starts, and only the latest settles the state', async () => {
    const { sync, states } = runner()
    const first = controlledTask()
    const second = controlledTask()
    sync.start('a', first.task)
    sync.start('b', second.task)
    expect(first.attempts[0]?.signal.aborted).toBe(true)
    expect(second.attempts[0]?.signal.aborted).toBe(false)

    // The stale run answers late: nothing changes.
    first.attempts[0]?.reject(new ApiError(500, 'http_500', 'x'))
    await vi.advanceTimersByTimeAsync(0)
    expect(sync.state).toEqual({ label: 'b', running: true, failure: null })

    second.attempts[0]?.resolve()
    await vi.advanceTimersByTimeAsync(0)
    expect(sync.state).toEqual({ label: 'b', running: false, failure: null })
    expect(states.at(-1)).toBe(sync.state)
  })

  it('retries a network error with backoff and shows the failure meanwhile', async () => {
    const { sync } = runner()
    const { task, attempts } = controlledTask()
    sync.start('list', task)
    attempts[0]?.reject(offline())
    await vi.advanceTimersByTimeAsync(0)
    expect(sync.state.failure).toMatchObject({ offline: true, status: null, code: null })
    expect(sync.state.running).toBe(false)

    await vi.advanceTimersByTimeAsync(999)
    expect(attempts).toHaveLength(1)
    await vi.advanceTimersByTimeAsync(1)
    expect(attempts).toHaveLength(2)
    // The retry keeps the note up until it succeeds.
    expect(sync.state).toMatchObject({ running: true, failure: { offline: true } })

    attempts[1]?.reject(offline())
    await vi.advanceTimersByTimeAsync(1999)
    expect(attempts).toHaveLength(2)
    await vi.advanceTimersByTimeAsync(1)
    expect(attempts).toHaveLength(3)
    attempts[2]?.resolve()
    await vi.advanceTimersByTimeAsync(0)
    expect(sync.state).toEqual({ label: 'list', running: false, failure: null })
  })

  it('never retries a 4xx on its own, but retry() runs it again', async () => {
    const { sync } = runner()
    const { task, attempts } = controlledTask()
    sync.start('list', task)
    attempts[0]?.reject(new ApiError(400, 'search.invalid_country', 'bad'))
    await vi.advanceTimersByTimeAsync(0)
    expect(sync.state.failure).toMatchObject({
      offline: false,
      status: 400,
      code: 'search.invalid_country',
    })
    await vi.advanceTimersByTimeAsync(60_000)
    expect(attempts).toHaveLength(1)

    sync.state.failure?.retry()
    expect(attempts).toHaveLength(2)
    expect(sync.state).toEqual({ label: 'list', running: true, failure: null })
  })

  it('gives up after the policy attempts', async () => {
    const { sync } = runner({ retry: { attempts: 2, baseMs: 100, maxMs: 1000 } })
    const task = vi.fn(() => Promise.reject(offline()))
    sync.start('x', task)
    await vi.advanceTimersByTimeAsync(10_000)
    expect(task).toHaveBeenCalledTimes(3)
    expect(sync.state.failure?.offline).toBe(true)
  })

  it('stop() aborts the run and cancels a planned retry', async () => {
    const { sync } = runner()
    const task = vi.fn((_signal: AbortSignal) => Promise.reject(offline()))
    sync.start('x', task)
    await vi.advanceTimersByTimeAsync(0)
    sync.stop()
    await vi.advanceTimersByTimeAsync(60_000)
    expect(task).toHaveBeenCalledTimes(1)
    expect(task.mock.calls[0]?.[0].aborted).toBe(true)
  })

  it('logs a failure under its name, a network error as info only', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const info = vi.spyOn(console, 'info').mockImplementation(() => undefined)
    const { sync } = runner({ name: 'Member search' })
    sync.start('a', () => Promise.reject(offline()))
    await vi.advanceTimersByTimeAsync(0)
    expect(error).not.toHaveBeenCalled()
    expect(info).toHaveBeenCalledWith('Member search: offline')
    sync.stop()
    const failure = new ApiError(500, 'http_500', 'x')
    sync.start('b', () => Promise.reject(failure))
    await vi.advanceTimersByTimeAsync(0)
    expect(error).toHaveBeenCalledWith('Member search failed', failure)
  })
})
