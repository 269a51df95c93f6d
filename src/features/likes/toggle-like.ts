// The like toggle (spec §4): the card flips at once (every list reads it from Dexie), the
// call confirms it, a failure flips it back and is thrown for the button to tell; either way
// the likes list reloads afterwards. A like the server confirmed is the member's engagement
// (session/engagement.ts: the install prompt waits for such a moment). A like back answers the
// other member's like: it is no longer new here (the server marks it too), and the first time
// the two like each other this tab shows the match moment at once (issue 28 §6).
import type { MemberCard } from '../../contract/members'
import { store } from '../../lib/store'
import { likeCall } from './api'
import { markLikeSeen, setDidLike } from './cache'
import { notifyLikesChanged, userAtom } from '../../session'
import { noteEngagement } from '../../session/engagement'
import { showMatchMoment } from '../../session/match'

export async function toggleLike(card: MemberCard, like: boolean): Promise<void> {
  await setDidLike(card, like)
  try {
    const { liked: confirmed, match } = await likeCall(card.id, like)
    if (confirmed !== like) await setDidLike(card, confirmed)
    if (like && confirmed) {
      const owner = store.get(userAtom)?.id
      if (owner !== undefined) await markLikeSeen(owner, card.id)
      if (match) showMatchMoment(card.id)
      noteEngagement('like')
    }
  } catch (error) {
    await setDidLike(card, !like)
    throw error
  } finally {
    notifyLikesChanged()
  }
}
