// The one session end (logout, or a 403 after being logged in — src/features/auth calls it
// through the handler wired at start): a shared phone must show the next visitor nothing of
// the last member's. It empties the Dexie cache (cards, searches, likes, chats and the outbox)
// and the emoji picker's history, has the worker drop
// its cached media and badge (SESSION_ENDED), clears the app badge's sources and any match
// moment, and ends this
// browser's push subscription (locally: the API has no call that removes one yet). Each part
// runs even when another fails.
import { LOCALES } from '../../contract/locale-codes'
import { clearBadgeSources } from '../../session/badge'
import { clearMatchMoments } from '../../session/match'
import { mediaWarmer } from './media-warm'
import { unsubscribePush } from './push'
import { postToWorker } from './worker-client'

/**
 * Dexie loads on demand here, so the start-up bundle stays without it; an instance already
 * open (a page used it) is the same one, so its live queries empty at once. Deleting the
 * database by name instead would wait behind every open connection, so that is only the
 * fallback (offline, and the chunk not cached yet).
 */
async function clearDexie(): Promise<void> {
  // Nothing was ever cached where there is no IndexedDB (old or locked-down browsers).
  if (typeof indexedDB === 'undefined') return
  try {
    const { clearCache } = await import('./cache')
    await clearCache()
  } catch (error) {
    console.error('Clearing the cache failed', error)
    try {
      indexedDB.deleteDatabase('klik')
    } catch {
      // No IndexedDB at all: nothing was cached.
    }
  }
}

/**
 * The emoji picker keeps the member's most used emoji and skin tone in databases of its own,
 * one per language (emoji-picker-element-<locale>): the next member must not see them.
 */
function forgetEmojiHistory(): void {
  if (typeof indexedDB === 'undefined') return
  for (const locale of LOCALES) {
    try {
      indexedDB.deleteDatabase(`emoji-picker-element-${locale}`)
    } catch {
      // Nothing stored.
    }
  }
}

export async function endSession(): Promise<void> {
  clearBadgeSources()
  clearMatchMoments()
  mediaWarmer.forget()
  forgetEmojiHistory()
  await Promise.all([clearDexie(), postToWorker({ type: 'SESSION_ENDED' }), unsubscribePush()])
}
