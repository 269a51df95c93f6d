// The app badge's sources (spec §4: "The app badge shows total unread messages plus new
// likes"). Each feature sets its own named count here — likes its new likes, the chats
// their unread messages — and the badge is their sum: features/pwa shows it on the app's
// icon and tells the worker. A session end clears every source.
import { atom } from 'jotai'
import { store } from '../lib/store'

export type BadgeSource = 'likes' | 'messages'
export type BadgeSources = Readonly<Partial<Record<BadgeSource, number>>>

export const badgeSourcesAtom = atom<BadgeSources>({})

export function badgeSum(sources: BadgeSources): number {
  let total = 0
  for (const count of Object.values(sources)) total += count
  return total
}

export const badgeTotalAtom = atom((get) => badgeSum(get(badgeSourcesAtom)))

/** A whole, non-negative count; anything else (NaN, a fraction, below 0) is rounded into one. */
function asCount(count: number): number {
  return Number.isFinite(count) ? Math.max(0, Math.floor(count)) : 0
}

export function setBadgeSource(name: BadgeSource, count: number): void {
  const sources = store.get(badgeSourcesAtom)
  const next = asCount(count)
  if (sources[name] === next) return
  store.set(badgeSourcesAtom, { ...sources, [name]: next })
}

/** Every source gone (session end). */
export function clearBadgeSources(): void {
  store.set(badgeSourcesAtom, {})
}
