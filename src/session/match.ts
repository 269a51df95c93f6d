// The match moment (issue 28 §6, "You click"): which member this tab celebrates now. The likes
// feature sets it — from its like's answer, or from the live channel's `match` event — and the
// shell shows it over whatever page is open. A tab shows the moment for a member once: the tab
// that liked back also receives the event its like caused.
import { atom } from 'jotai'
import { store } from '../lib/store'

/** The member the moment is about, or null when none is shown. */
export const matchMomentAtom = atom<number | null>(null)

const shown = new Set<number>()
const waiting: number[] = []

/** Shows the moment for `profile`, after the one on screen; never twice in this tab. */
export function showMatchMoment(profile: number): void {
  if (shown.has(profile)) return
  shown.add(profile)
  if (store.get(matchMomentAtom) === null) store.set(matchMomentAtom, profile)
  else waiting.push(profile)
}

/** The member closed the moment (or went to the chat): the next one, if any. */
export function dismissMatchMoment(): void {
  store.set(matchMomentAtom, waiting.shift() ?? null)
}

/** The session ended: nothing to celebrate for the next member of this tab. */
export function clearMatchMoments(): void {
  shown.clear()
  waiting.length = 0
  store.set(matchMomentAtom, null)
}
