// The first screen's answers (issue 30, docs/ssr.md "Route data"). On a server-rendered page a
// route's loader fetches, in process, what the page's hooks would fetch after their first
// render, under the key those hooks use (a KeyedCall: the key and the call, defined once
// beside the feature's other calls). The answers go into the request's jotai store, the page carries
// them (SsrData.answers), the browser puts them into its store before it hydrates, and the
// hooks (useSync, the member search) take them as their data, and as their first run's answer: the
// first render in the browser is the server's HTML, and nothing shows "loading" in between.
// In the browser the loaders do nothing: a client navigation keeps the hooks' own loading
// (Dexie first, then the network).
import { atom, useAtomValue, type createStore } from 'jotai'
import { store } from '../lib/store'
import { ApiError } from './errors'

type Store = ReturnType<typeof createStore>

/** A call and the key its answer is known by, in the hook that makes it and in the loader. */
export interface KeyedCall<T> {
  key: string
  fetch: (signal: AbortSignal) => Promise<T>
}

/** By a KeyedCall's key, the answers the server rendered the page with. */
export const firstAnswersAtom = atom<Readonly<Record<string, unknown>>>({})

/** The keys whose first answer a hook has taken as its first run, per answers object. */
const claimed = new WeakMap<object, Set<string>>()
/** Answers something happened after, which they do not show (expireFirstAnswers). */
const expired = new WeakSet<object>()

/**
 * The live channel has brought an event from after the page's data (it replays from there:
 * api/live-cursor.ts): an answer nobody has taken yet may no longer be so, and the hook that
 * would have taken it asks instead. (The event itself may have come before the feature that
 * applies it was listening: a rendered chat list took the page's answer after the message it
 * lacked had come, and kept lacking it.) What a hook draws until its own answer comes is
 * still the page's.
 */
export function expireFirstAnswers(): void {
  expired.add(store.get(firstAnswersAtom))
}

/**
 * Whether the hook asking is the first of this page to take the server's answer for `key` as
 * its first run: true once per key and page. The components that hydrate the server's page
 * keep the answer it fetched a moment ago instead of asking again; one that mounts later (a
 * client navigation back to the page) asks as usual. A plain module state, not React state:
 * nothing draws again when a key is claimed.
 */
export function claimFirstAnswer(answers: Readonly<Record<string, unknown>>, key: string): boolean {
  if (expired.has(answers) || !(key in answers)) return false
  const keys = claimed.get(answers) ?? new Set<string>()
  claimed.set(answers, keys)
  if (keys.has(key)) return false
  keys.add(key)
  return true
}

/** The first answers of this page, for claimFirstAnswer. */
export const useFirstAnswers = (): Readonly<Record<string, unknown>> =>
  useAtomValue(firstAnswersAtom)

export type Prefetched = 'ok' | 'not_found' | 'failed'

/**
 * A server loader's call: its answer becomes the page's first answer for `call.key`.
 * Without one the page renders as it does before its answer came (the browser asks again);
 * 'not_found' lets the route answer its 404 page.
 */
export async function prefetch<T>(
  store: Store,
  call: KeyedCall<T>,
  signal: AbortSignal,
): Promise<Prefetched> {
  try {
    const answer = await call.fetch(signal)
    store.set(firstAnswersAtom, (answers) => ({ ...answers, [call.key]: answer }))
    return 'ok'
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return 'not_found'
    // A refusal (a visitor may not see it) is the page's to show; anything else is logged.
    const refused = error instanceof ApiError && error.status < 500
    if (!refused && !signal.aborted) console.error(`The server's call ${call.key} failed`, error)
    return 'failed'
  }
}
