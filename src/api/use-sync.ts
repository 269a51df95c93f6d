// The React side of the sync helper (./sync.ts): a SyncRunner per component, its runs
// ended on unmount, and useSync, which runs whenever its input key changes and answers the
// data, loading state and failure for that key only.
import { useEffect, useEffectEvent, useState } from 'react'
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
}

/**
 * Syncs whenever `key` changes (null: nothing to do): fetch, then store, then the answer is
 * `data` for that key. What was stored in Dexie the component reads with useLiveQuery.
 */
export function useSync<T>(key: string | null, input: SyncInput<T>): SyncResult<T> {
  const runner = useSyncRunner<string>(input)
  const [answer, setAnswer] = useState<{ key: string; data: T } | null>(null)
  const answers = useFirstAnswers()
  const first = key === null ? undefined : (answers[key] as T | undefined)

  const task = useEffectEvent((runKey: string): SyncTask => async (signal) => {
    const { fetch, store, delayMs } = input
    if (delayMs) await wait(delayMs, signal)
    const data = await fetch(signal)
    if (signal.aborted) return
    await store?.(data)
    if (!signal.aborted) setAnswer({ key: runKey, data })
  })
  const { start, stop } = runner
  const keep = useEffectEvent((data: T) => {
    const { store } = input
    if (store) start(key ?? '', async () => store(data))
  })
  useEffect(() => {
    if (key === null) return
    // The component that hydrates the server's page holds the answer the server fetched for
    // it a moment ago: its first run only stores it (Dexie), without asking again, which cost
    // a call and a second drawing of the page in its first seconds (first-answers.ts).
    if (claimFirstAnswer(answers, key)) keep(answers[key] as T)
    else start(key, task(key))
    return stop
  }, [answers, key, start, stop])

  const mine = key !== null && runner.label === key
  const data = answer !== null && answer.key === key ? answer.data : first
  return {
    data,
    loading: key !== null && (mine ? runner.running : data === undefined),
    failure: mine ? runner.failure : null,
  }
}
