// /discover (issue 32 §4): the member's search one member at a time — Like or Pass, by swipe,
// button or arrow key (DeckView). The cards come from the member's saved search filters, so
// the way to other members is changing the search; when the deck runs out the page says so
// and offers both that and a fresh look. The deck is not kept on the device: opened offline
// with nothing loaded, the page says it needs the connection and opens once it is back.
import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { errorMessage } from '../../ui/error-message'
import { useOnline } from '../../ui/use-online'
import { DeckView } from './DeckView'
import { useDeck, type LikeMember } from './use-deck'
import { usePreloadPhotos } from './use-preload-photos'
import './discover.css'

function Empty({ onLookAgain }: { onLookAgain: () => void }) {
  return (
    <div className="discover-empty" data-testid="discover-empty">
      <h2>
        <Trans>That is everyone for now</Trans>
      </h2>
      <p>
        <Trans>
          No more members match your search. Change your search to meet more people, or look again
          later.
        </Trans>
      </p>
      <div className="discover-empty-actions">
        <Link to="/members" className="button button-primary">
          <Trans>Change my search</Trans>
        </Link>
        <button type="button" className="button" onClick={onLookAgain}>
          <Trans>Look again</Trans>
        </button>
      </div>
    </div>
  )
}

function Failed({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div className="discover-empty" role="status" data-testid="discover-failure">
      <p>{message}</p>
      <button type="button" className="button" onClick={onRetry}>
        <Trans>Try again</Trans>
      </button>
    </div>
  )
}

/** `like`: the ordinary like of a member (the likes feature's, passed in by the route). */
export function DiscoverPage({ like }: { like: LikeMember }) {
  const { t, i18n } = useLingui()
  const online = useOnline()
  const { deck, loading, failure, decide, lookAgain } = useDeck(like)
  usePreloadPhotos(deck.cards.slice(1, 4))

  let body
  if (deck.cards.length > 0) {
    body = <DeckView cards={deck.cards} online={online} decide={decide} />
  } else if (failure && !loading) {
    const message = failure.offline
      ? t`You are offline. The next members show as soon as you are back online.`
      : errorMessage(i18n, failure.error)
    body = <Failed message={message} onRetry={failure.retry} />
  } else if (!deck.loaded || loading) {
    body = <div className="discover-loading" aria-busy="true" />
  } else {
    body = <Empty onLookAgain={lookAgain} />
  }
  return (
    <section className="discover-page">
      <h1>
        <Trans>Discover</Trans>
      </h1>
      {body}
    </section>
  )
}
