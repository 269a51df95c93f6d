// The app badge (spec §4 "The app badge shows total unread messages plus new likes"): a sum of
// named sources — 'likes' here, the chats add 'messages' — set on the installed app icon where
// the Badging API exists, cleared at 0 and on logout.
type BadgeNavigator = Navigator & {
  setAppBadge?: (count?: number) => Promise<void>
  clearAppBadge?: () => Promise<void>
}

const sources = new Map<string, number>()

export function badgeTotal(): number {
  let total = 0
  for (const count of sources.values()) total += count
  return total
}

function show(): void {
  const nav = navigator as BadgeNavigator
  const total = badgeTotal()
  // Badging fails where it is not allowed (not installed, no permission): nothing to tell.
  const failed = (error: unknown) => console.debug('App badge not set', error)
  if (total > 0) nav.setAppBadge?.(total).catch(failed)
  else nav.clearAppBadge?.().catch(failed)
}

export function setBadgeSource(name: string, count: number): void {
  const next = Math.max(0, Math.floor(count))
  if ((sources.get(name) ?? 0) === next && sources.has(name)) return
  sources.set(name, next)
  show()
}

/** Every source gone (logout). */
export function clearBadge(): void {
  sources.clear()
  show()
}
