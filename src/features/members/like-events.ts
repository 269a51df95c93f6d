// "The like button toggles like and unlike, then the likes list reloads" (spec §4). The likes
// list belongs to features/likes, which imports this feature for its cards; so instead of
// importing it back (a cycle), the likes feature listens here while its sync runs.
type Listener = () => void

const listeners = new Set<Listener>()

/** Calls `listener` after every like toggle; returns the unsubscribe. */
export function onLikeToggled(listener: Listener): () => void {
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}

export function notifyLikeToggled(): void {
  for (const listener of listeners) listener()
}
