import { createFileRoute } from '@tanstack/react-router'
import { DiscoverPage } from '../features/discover'
import { toggleLike } from '../features/likes/toggle-like'

/** The deck's Like is the ordinary like: a like back there is the match moment (issue 28 §6). */
const like = (card: Parameters<typeof toggleLike>[0]) => toggleLike(card, true)

// /discover (issue 32 §4, login required): the member's search one card at a time. A feature
// never imports another: the like comes from the likes feature here, where the page is composed.
export const Route = createFileRoute('/discover')({
  component: () => <DiscoverPage like={like} />,
})
