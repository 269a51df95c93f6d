// The React side of the sync helper (./sync.ts): a SyncRunner per component, its runs
// ended on unmount; useSync, which runs whenever its input key changes and answers the
// data, loading state and failure for that key only; and usePolledSync, which asks again on
// a schedule until the answer is final (a payment that settles, an export being made).
import { useCallback, useEffect, useEffectEvent, useRef, useState } from 'react'
import { claimFirstAnswer, useFirstAnswers } from './first-answers'
import {
  IDLE,
  SyncRunner,
  wait,
  type SyncFailure,
  type SyncOptions,
  type SyncState,
  type SyncTask,
} from './sync'

export interface SyncControl<L extends string> extends SyncState<L> {
  start: (label: L, task: SyncTask) => void
  stop: () => void
  /** The state right now, not as of this render (two events in one tick see the first run). */
  now: () => SyncState<L>
}

/** A SyncRunner for this component: its runs end when the component unmounts. */
export function useSyncRunner<L extends string>(options: SyncOptions = {}): SyncControl<L> {
  const [state, setState] = useState<SyncState<L>>(IDLE)
  const [runner] = useState(() => new SyncRunner<L>(setState, options))
  useEffect(() => runner.stop, [runner])
  return { ...state, start: runner.start, stop: runner.stop, now: runner.now }
}

export interface SyncInput<T> extends SyncOptions {
  /** The call; its signal aborts when the key changes or the component unmounts. */
  fetch: (signal: AbortSignal) => Promise<T>
  /** Writes the answer (Dexie); runs only for the latest run. */
  store?: (answer: T) => Promise<void> | void
  /** Waits this long after the key settles before calling (a debounce). */
  delayMs?: number
}

export interface SyncResult<T> {
  /**
   * The latest answer for this key; before it arrived, the answer the server rendered the
   * page with (first-answers.ts), else undefined.
   */
  data: T | undefined
  /** Waiting, fetching or writing for this key. */
  loading: boolean
  failure: SyncFailure | null
  /** Asks again now (an action changed what the key shows); `data` stays until the answer. */
  reload: () => void
}

/** Where a poll is when its latest answer came (usePolledSync's `every`). */
export interface PollProgress {
  /** Answers before this one for this key: 0 for the first. */
  round: number
  /** Since this key's first round started. */
  elapsedMs: number
}

export interface PolledSyncInput<T> extends SyncInput<T> {
  /** The wait after this answer before asking again; null: ask no more (give up). */
  every: (answer: T, progress: PollProgress) => number | null
  /** This answer is final: ask no more. */
  until?: (answer: T) => boolean
}

export interface PolledSyncResult<T> extends SyncResult<T> {
  /** No more rounds for this key: `until` held, or `every` gave up. */
  done: boolean
  /** An answer that came another way (an action's): stored, shown, and polled on from. */
  put: (answer: T) => void
}

/**
 * Syncs whenever `key` changes (null: nothing to do): fetch, then store, then the answer is
 * `data` for that key. What was stored in Dexie the component reads with useLiveQuery.
 */
export function useSync<T>(key: string | null, input: SyncInput<T>): SyncResult<T> {
  const { data, loading, failure, reload } = useKeyedSync(key, input, false)
  return { data, loading, failure, reload }
}

/**
 * useSync that asks again `every(answer)` ms after each answer, until `until(answer)` or
 * `every` gives up. Each round is a run of useSync's: one at a time, aborted by a new key or
 * unmount, a network error retried with backoff (the schedule goes on after the retry
 * succeeds; any other failure ends it, and its `retry` starts it again). Rounds wait while
 * the page is hidden, and run at once when it shows (DESIGN "Live data").
 */
export function usePolledSync<T>(
  key: string | null,
  input: PolledSyncInput<T>,
): PolledSyncResult<T> {
  return useKeyedSync(key, input, true)
}

interface KeyControls<T> {
  reload: () => void
  put: (answer: T) => void
}

const hidden = () => document.visibilityState === 'hidden'

function useKeyedSync<T>(
  key: string | null,
  input: SyncInput<T> & Partial<Pick<PolledSyncInput<T>, 'every' | 'until'>>,
  polled: boolean,
): PolledSyncResult<T> {
  const runner = useSyncRunner<string>(input)
  const [answer, setAnswer] = useState<{ key: string; data: T; done: boolean } | null>(null)
  const answers = useFirstAnswers()
  const first = key === null ? undefined : (answers[key] as T | undefined)
  const controls = useRef<KeyControls<T> | null>(null)

  // The caller's functions as of now: a round that runs later uses the latest.
  const latest = useEffectEvent(() => input)
  const { start, stop } = runner
  useEffect(() => {
    if (key === null) return
    const began = Date.now()
    let round = 0
    let timer: ReturnType<typeof setTimeout> | undefined
    // A next round waits: for its timer, or (hidden) for the page to show.
    let planned = false

    /** A round's answer, while it is still the latest: shown, and the next round planned. */
    const settle = (data: T) => {
      const { every, until } = latest()
      const next =
        !polled || until?.(data)
          ? null
          : (every?.(data, { round, elapsedMs: Date.now() - began }) ?? null)
      round += 1
      setAnswer({ key, data, done: next === null })
      if (next === null) return
      planned = true
      timer = setTimeout(() => {
        if (!hidden()) ask()
      }, next)
    }
    const run =
      (get: (signal: AbortSignal) => Promise<T>, delayMs = 0): SyncTask =>
      async (signal) => {
        if (delayMs) await wait(delayMs, signal)
        const data = await get(signal)
        if (signal.aborted) return
        await latest().store?.(data)
        if (!signal.aborted) settle(data)
      }
    const unplan = () => {
      planned = false
      clearTimeout(timer)
    }
    const ask = (delayMs = 0) => {
      unplan()
      start(
        key,
        run((signal) => latest().fetch(signal), delayMs),
      )
    }
    const put = (data: T) => {
      unplan()
      start(
        key,
        run(() => Promise.resolve(data)),
      )
    }
    const onVisibility = () => {
      if (planned && !hidden()) ask()
    }

    // The component that hydrates the server's page holds the answer the server fetched for
    // it a moment ago: its first run only stores it (Dexie), without asking again, which cost
    // a call and a second drawing of the page in its first seconds (first-answers.ts). A
    // polled key plans its next round from it.
    if (claimFirstAnswer(answers, key)) {
      const known = answers[key] as T
      const { store } = latest()
      if (polled) put(known)
      else if (store) start(key, async () => store(known))
    } else ask(latest().delayMs)
    controls.current = { reload: () => ask(), put }
    if (polled) document.addEventListener('visibilitychange', onVisibility)
    return () => {
      stop()
      unplan()
      controls.current = null
      document.removeEventListener('visibilitychange', onVisibility)
    }
  }, [answers, key, polled, start, stop])

  // Stable, so that a caller may hand them on without drawing again.
  const reload = useCallback(() => controls.current?.reload(), [])
  const put = useCallback((data: T) => controls.current?.put(data), [])

  const mine = key !== null && runner.label === key
  const current = answer !== null && answer.key === key ? answer : null
  const data = current ? current.data : first
  return {
    data,
    loading: key !== null && (mine ? runner.running : data === undefined),
    failure: mine ? runner.failure : null,
    done: current?.done ?? false,
    reload,
    put,
  }
}
