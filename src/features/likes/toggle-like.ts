// The like toggle (spec §4): the card flips at once (every list reads it from Dexie), the
// call confirms it, a failure flips it back and is thrown for the button to tell; either way
// the likes list reloads afterwards.
import type { MemberCard } from '../../contract/members'
import { likeCall } from './api'
import { setDidLike } from './cache'
import { notifyLikesChanged } from '../../session'

export async function toggleLike(card: MemberCard, like: boolean): Promise<void> {
  await setDidLike(card, like)
  try {
    const confirmed = await likeCall(card.id, like)
    if (confirmed !== like) await setDidLike(card, confirmed)
  } catch (error) {
    await setDidLike(card, !like)
    throw error
  } finally {
    notifyLikesChanged()
  }
}
