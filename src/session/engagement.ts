// "The member did something that matters": a like given or a chat message sent in this
// browser. The likes and chats features say so here; the install prompt (features/pwa) listens
// for the moment to offer the app, without those features knowing about it. Imported
// directly, not through session/index: only lazy chunks use it (vite.config.ts member-sync).
export type Engagement = 'like' | 'message'

type Listener = (kind: Engagement) => void

const listeners = new Set<Listener>()

/** Calls `listener` after every like given and message sent; returns the unsubscribe. */
export function onEngagement(listener: Listener): () => void {
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}

export function noteEngagement(kind: Engagement): void {
  for (const listener of listeners) listener(kind)
}
