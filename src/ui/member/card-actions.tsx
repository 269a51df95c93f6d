// The actions slot of a member card and of the member page. The card is shared, its actions
// belong to features (like: likes; start a conversation: members), and a feature never
// imports another, so the app shell fills this slot once (src/app/card-actions.tsx) and the
// card only says where it is shown.
import { createContext, memo, useContext, type ReactNode } from 'react'
import type { MemberCard } from '../../contract/members'

/** Where a member's actions are shown: a search card, a likes card, the member page. */
export type CardPlace = 'search' | 'likes' | 'page'

export type CardActionsRenderer = (card: MemberCard, place: CardPlace) => ReactNode

export const CardActionsContext = createContext<CardActionsRenderer>(() => null)

/**
 * The actions the app put in the slot for this member and place. Memoised: the slot's
 * buttons load lazily, so on a page the server rendered they hydrate last, and a boundary that
 * is still waiting for its code when its parent passes it new elements is dropped and drawn
 * anew (the buttons vanished and came back: a layout shift). A parent's redraw with the same
 * card does not reach it.
 */
export const CardActions = memo(function CardActions({
  card,
  place,
}: {
  card: MemberCard
  place: CardPlace
}) {
  return useContext(CardActionsContext)(card, place)
})
