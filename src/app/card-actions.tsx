// The member card's actions (ui/member CardActions slot), composed from the features that
// own them: like/unlike (likes) and start a conversation (chats: on search cards where the
// template says so, always on the member page). Adding an action to every card is one line
// here. This module loads with the first card (App.tsx), not with the shell, and each
// feature's code as its button first shows: the start-up bundle stays without Dexie, the
// likes and chats code, and the list of their chunks.
import { Suspense } from 'react'
import { preloadable } from '../lib/preloadable'
import type { CardPlace } from '../ui/member/card-actions'
import type { MemberCard } from '../contract/members'

// Each button from its own module, not its feature's index: the indexes carry the features'
// polling jobs, and with them the live channel and the contract's schemas (zod), which a
// visitor's page of cards then loaded and built for nothing.
const LikeButton = preloadable(() =>
  import('../features/likes/LikeButton').then((module) => module.LikeButton),
)
const StartConversationButton = preloadable(() =>
  import('../features/chats/StartConversationButton').then(
    (module) => module.StartConversationButton,
  ),
)

/** Loads the buttons' code (boot: before hydrating a page with cards). */
export function preloadCardActionButtons(): Promise<void> {
  return Promise.all([LikeButton.preload(), StartConversationButton.preload()]).then(
    () => undefined,
  )
}

export function CardActionButtons({ card, place }: { card: MemberCard; place: CardPlace }) {
  return (
    <Suspense fallback={null}>
      <LikeButton profile={card} />
      {(place === 'search' || place === 'page') && (
        <StartConversationButton profile={card} always={place === 'page'} />
      )}
    </Suspense>
  )
}
