// The deck's data (issue 32 §4): the first cards on open, the next ones fetched while a few
// are still left (deck.ts), through the one sync helper (its retries when offline, again when
// the connection returns). A decision shows the next card at once and is sent behind it: a
// like through the like the route passes in (the likes feature's, so a like back is the match
// moment), a pass to /api/discover.php. One that fails puts its card back on screen and says
// so; a member the server no longer shows (blocked meanwhile, gone) just leaves the deck.
import { useLingui } from '@lingui/react/macro'
import { useCallback, useEffect, useState } from 'react'
import { ApiError } from '../../api/errors'
import type { SyncFailure } from '../../api/sync'
import { useSyncRunner } from '../../api/use-sync'
import type { MemberCard } from '../../contract/members'
import { showToast } from '../../ui/toast-state'
import { fetchDeck, passOn } from './api'
import { addCards, decideTop, EMPTY_DECK, reopened, undecide, wantsMore, type Deck } from './deck'

export type Decision = 'like' | 'pass'

/** The ordinary like of a member: resolves once the server holds it. */
export type LikeMember = (card: MemberCard) => Promise<void>

export interface DeckControl {
  deck: Deck
  loading: boolean
  failure: SyncFailure | null
  /** Like or pass on the card on screen. */
  decide: (decision: Decision) => void
  /** The deck ran out: ask the server again. */
  lookAgain: () => void
}

export function useDeck(like: LikeMember): DeckControl {
  const { t } = useLingui()
  const [deck, setDeck] = useState<Deck>(EMPTY_DECK)
  const sync = useSyncRunner<'deck'>({ name: 'Loading the discover deck' })
  const { start, now, failure } = sync

  const load = useCallback(
    () =>
      start('deck', async (signal) => {
        const answer = await fetchDeck(signal)
        setDeck((current) => addCards(current, answer.profiles))
      }),
    [start],
  )
  useEffect(load, [load])

  // Each decision may leave few enough cards to fetch the next ones (once per change of count).
  const fetchAhead = wantsMore(deck)
  const left = deck.cards.length
  useEffect(() => {
    if (fetchAhead && !now().running) load()
  }, [fetchAhead, left, load, now])

  useEffect(() => {
    if (!failure?.offline) return
    window.addEventListener('online', failure.retry)
    return () => window.removeEventListener('online', failure.retry)
  }, [failure])

  const decide = (decision: Decision) => {
    const card = deck.cards[0]
    if (card === undefined) return
    setDeck(decideTop)
    const sent = decision === 'like' ? like(card) : passOn(card.id)
    sent.catch((error: unknown) => {
      if (error instanceof ApiError && error.status === 404) return
      console.error(`Discover: the ${decision} failed`, error)
      setDeck((current) => undecide(current, card))
      const name = card.name
      showToast({
        kind: 'danger',
        title: t`Error`,
        body:
          decision === 'like'
            ? t`Your like for ${name} could not be saved. Please try again.`
            : t`Your pass on ${name} could not be saved. Please try again.`,
      })
    })
  }

  const lookAgain = () => {
    setDeck(reopened)
    load()
  }

  return { deck, loading: sync.running, failure, decide, lookAgain }
}
