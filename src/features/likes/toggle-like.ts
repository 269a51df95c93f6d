// The like toggle (spec §4): the card flips at once (every list reads it from Dexie), the
// call confirms it, a failure flips it back and is thrown for the button to tell; either way
// the likes list reloads afterwards. A like the server confirmed is the member's engagement
// (session/engagement.ts: the install prompt waits for such a moment).
import type { MemberCard } from '../../contract/members'
import { likeCall } from './api'
import { setDidLike } from './cache'
import { notifyLikesChanged } from '../../session'
import { noteEngagement } from '../../session/engagement'

export async function toggleLike(card: MemberCard, like: boolean): Promise<void> {
  await setDidLike(card, like)
  try {
    const confirmed = await likeCall(card.id, like)
    if (confirmed !== like) await setDidLike(card, confirmed)
    if (like && confirmed) noteEngagement('like')
  } catch (error) {
    await setDidLike(card, !like)
    throw error
  } finally {
    notifyLikesChanged()
  }
}
