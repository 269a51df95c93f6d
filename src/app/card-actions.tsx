// The member card's actions (ui/member CardActions slot), composed from the features that
// own them: like/unlike (likes) and start a conversation (chats: on search cards where the
// template says so, always on the member page). Adding an action to every card is one line
// here. They load with the first card, not with the shell: the start-up bundle stays without
// Dexie and the likes code.
import { lazy, Suspense } from 'react'
import type { CardActionsRenderer } from '../ui/member/card-actions'

const LikeButton = lazy(() =>
  import('../features/likes').then((module) => ({ default: module.LikeButton })),
)
const StartConversationButton = lazy(() =>
  import('../features/chats').then((module) => ({ default: module.StartConversationButton })),
)

export const cardActions: CardActionsRenderer = (card, place) => (
  <Suspense fallback={null}>
    <LikeButton profile={card} />
    {(place === 'search' || place === 'page') && (
      <StartConversationButton profile={card} always={place === 'page'} />
    )}
  </Suspense>
)
