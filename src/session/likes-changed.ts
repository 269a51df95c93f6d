// "The like button toggles like and unlike, then the likes list reloads" (spec §4); a block
// ends the likes between two members, so it reloads the list too. Both the likes feature
// (toggles) and the members feature (blocks) say so here; the likes polling listens while a
// member is present, so a change before the first load or after a logout loads nothing.
type Listener = () => void

const listeners = new Set<Listener>()

/** Calls `listener` after every change of the likes between the member and another; returns the unsubscribe. */
export function onLikesChanged(listener: Listener): () => void {
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}

export function notifyLikesChanged(): void {
  for (const listener of listeners) listener()
}
