// The one way a feature keeps data in step with the server (DESIGN "Client data"): a run
// fetches with call(), writes the answer to Dexie (read back with useLiveQuery) or to state,
// and reports one typed failure. Every run has its own AbortController: starting another run
// or unmounting aborts it, and only the latest run may write (the stale-answer guard). A
// network error (no answer at all) is shown at once and tried again with exponential backoff
// (capped, with jitter); a 4xx or a broken answer is never retried on its own.
import { ApiError, NetworkError } from './errors'

/** What a failed run says, the same for every feature. */
export interface SyncFailure {
  /** No answer at all (offline, server unreachable): what is cached is what there is. */
  offline: boolean
  /** The server's status and error code when it answered, else null. */
  status: number | null
  code: string | null
  error: unknown
  /** Runs the same work again now. */
  retry: () => void
}

export interface RetryPolicy {
  /** Automatic retries after the first attempt (network errors only). */
  attempts: number
  baseMs: number
  maxMs: number
}

/** 1 s, 2 s, 4 s, 8 s, … up to 30 s, each between half and all of that. */
export const NETWORK_RETRY: RetryPolicy = { attempts: 5, baseMs: 1000, maxMs: 30_000 }
export const NO_RETRY: RetryPolicy = { attempts: 0, baseMs: 0, maxMs: 0 }

/** The wait before retry number `attempt` (0-based): exponential, capped, "equal jitter". */
export function backoffMs(attempt: number, policy: RetryPolicy, random = Math.random): number {
  const ceiling = Math.min(policy.maxMs, policy.baseMs * 2 ** attempt)
  return Math.round(ceiling / 2 + (random() * ceiling) / 2)
}

/** Only a network error is worth another try by itself; the server's answers stand. */
export function retriable(error: unknown): boolean {
  return error instanceof NetworkError
}

export function syncFailure(error: unknown, retry: () => void): SyncFailure {
  return {
    offline: error instanceof NetworkError,
    status: error instanceof ApiError ? error.status : null,
    code: error instanceof ApiError ? error.code : null,
    error,
    retry,
  }
}

/** Waits `ms`; rejects with the signal's reason when it is aborted first. */
export function wait(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(signal.reason as Error)
      return
    }
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort)
      resolve()
    }, ms)
    const onAbort = () => {
      clearTimeout(timer)
      reject(signal?.reason as Error)
    }
    signal?.addEventListener('abort', onAbort, { once: true })
  })
}

/**
 * `load` one run at a time: a call while one runs waits for it and runs again after (what
 * changed meanwhile is loaded too), and calls made together share that one next run.
 */
export function oneAtATime(load: () => Promise<void>): () => Promise<void> {
  let running: Promise<void> | null = null
  return () => {
    const next = (running ?? Promise.resolve()).then(load)
    const mine = next.finally(() => {
      if (running === mine) running = null
    })
    running = mine
    return mine
  }
}

/** One run's work: its signal is aborted as soon as the run is no longer the latest. */
export type SyncTask = (signal: AbortSignal) => Promise<void>

export interface SyncState<L extends string> {
  /** The label of the latest run (which work it is: 'first', 'page', an input key). */
  label: L | null
  /** That run is fetching or writing now. */
  running: boolean
  /** How it failed last; cleared when a new run starts or a retry succeeds. */
  failure: SyncFailure | null
}

export interface SyncOptions {
  retry?: RetryPolicy
  /** Logs failures (spec §8 "logged only") under this name; a network error as info only. */
  name?: string
}

export const IDLE = { label: null, running: false, failure: null } as const

/**
 * The runs of one screen part, one at a time. Tested on its own; useSyncRunner and useSync
 * (./use-sync.ts) hold one per component.
 */
export class SyncRunner<L extends string = string> {
  private current: { controller: AbortController; timer?: ReturnType<typeof setTimeout> } | null =
    null
  state: SyncState<L> = IDLE

  constructor(
    private readonly publish: (state: SyncState<L>) => void,
    private readonly options: SyncOptions = {},
  ) {}

  /** Starts `task` as the latest run, aborting the one before. */
  start = (label: L, task: SyncTask): void => this.launch(label, task, 0)

  now = (): SyncState<L> => this.state

  /** Aborts the latest run and any retry it had planned. */
  stop = (): void => {
    if (!this.current) return
    clearTimeout(this.current.timer)
    this.current.controller.abort()
    this.current = null
    if (this.state.running) this.set({ ...this.state, running: false })
  }

  private set(state: SyncState<L>): void {
    this.state = state
    this.publish(state)
  }

  private launch(label: L, task: SyncTask, attempt: number): void {
    this.stop()
    const run: { controller: AbortController; timer?: ReturnType<typeof setTimeout> } = {
      controller: new AbortController(),
    }
    this.current = run
    // An automatic retry keeps the failure on screen until it succeeds.
    this.set({ label, running: true, failure: attempt === 0 ? null : this.state.failure })
    const { signal } = run.controller
    task(signal).then(
      () => {
        if (this.current === run) this.set({ label, running: false, failure: null })
      },
      (error: unknown) => {
        if (this.current !== run || signal.aborted) return
        const policy = this.options.retry ?? NETWORK_RETRY
        // Offline is a state the screen shows, not a fault: noted, not reported as an error.
        if (this.options.name && retriable(error)) console.info(`${this.options.name}: offline`)
        else if (this.options.name) console.error(`${this.options.name} failed`, error)
        const failure = syncFailure(error, () => this.launch(label, task, 0))
        this.set({ label, running: false, failure })
        if (retriable(error) && attempt < policy.attempts) {
          run.timer = setTimeout(
            () => this.launch(label, task, attempt + 1),
            backoffMs(attempt, policy),
          )
        }
      },
    )
  }
}
