// The deck on screen: the card on top (dragged by a swipe), the next one under it, the one just
// decided flung out to its side; Pass and Like below, big and within the thumb's reach, with
// words; the arrow keys as well. Offline the buttons wait, and say why: no decision is lost.
// With reduced motion the card is not flung and does not spring back: it is simply replaced.
import { Trans, useLingui } from '@lingui/react/macro'
import { useState, type CSSProperties } from 'react'
import type { MemberCard } from '../../contract/members'
import { LineIcon } from '../../ui/LineIcon'
import { useMediaQuery } from '../../ui/use-media-query'
import { DeckCard } from './DeckCard'
import { useArrowKeys } from './use-arrow-keys'
import type { Decision } from './use-deck'
import { SWIPE_PX, useSwipe } from './use-swipe'

interface Flung {
  card: MemberCard
  decision: Decision
  /** Where the card was when it left (a drag's offset), in px. */
  fromX: number
}

/** The card's offset and tilt as CSS custom properties. */
const offset = (x: number) => ({ '--drag-x': x }) as CSSProperties

export function DeckView({
  cards,
  online,
  decide,
}: {
  cards: readonly MemberCard[]
  online: boolean
  decide: (decision: Decision) => void
}) {
  const { t } = useLingui()
  const reduceMotion = useMediaQuery('(prefers-reduced-motion: reduce)', true)
  const [flung, setFlung] = useState<Flung | null>(null)
  const [top, next] = cards
  const enabled = online && top !== undefined

  const act = (decision: Decision, fromX = 0) => {
    if (!enabled || top === undefined) return
    setFlung(reduceMotion ? null : { card: top, decision, fromX })
    decide(decision)
  }
  const swipe = useSwipe(act, enabled)
  useArrowKeys(act, enabled)
  // How sure the drag looks: the word on the photo grows clearer towards the threshold.
  const sure = Math.min(Math.abs(swipe.dx) / SWIPE_PX, 1)

  return (
    <div className="discover-deck">
      <div className="discover-stack">
        {next && <DeckCard key={next.id} card={next} className="discover-next" aria-hidden inert />}
        {top && (
          <DeckCard
            key={top.id}
            card={top}
            priority
            className={`discover-top${swipe.dragging ? ' is-dragging' : ''}`}
            style={offset(swipe.dx)}
            handlers={swipe.handlers}
          />
        )}
        {swipe.dx !== 0 && (
          <span
            className={`discover-stamp discover-stamp-${swipe.dx > 0 ? 'like' : 'pass'}`}
            style={{ opacity: sure }}
            aria-hidden="true"
          >
            {swipe.dx > 0 ? t`Like` : t`Pass`}
          </span>
        )}
        {flung && (
          <DeckCard
            key={`flung-${flung.card.id}`}
            card={flung.card}
            className={`discover-flung discover-flung-${flung.decision}`}
            style={offset(flung.fromX)}
            aria-hidden
            inert
            onAnimationEnd={() => setFlung(null)}
          />
        )}
      </div>
      {!online && (
        <p className="discover-offline" role="status">
          <Trans>
            You are offline. Liking and passing work again as soon as you are back online.
          </Trans>
        </p>
      )}
      <div className="discover-actions">
        <button
          type="button"
          className="button discover-pass"
          disabled={!enabled}
          aria-keyshortcuts="ArrowLeft"
          onClick={() => act('pass')}
        >
          <LineIcon size={28}>
            <path d="M6 6l12 12M18 6L6 18" />
          </LineIcon>
          <Trans>Pass</Trans>
        </button>
        <button
          type="button"
          className="button button-primary discover-like"
          disabled={!enabled}
          aria-keyshortcuts="ArrowRight"
          onClick={() => act('like')}
        >
          <LineIcon size={28}>
            <path d="M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10Z" />
          </LineIcon>
          <Trans>Like</Trans>
        </button>
      </div>
      <p className="discover-hint">
        <Trans>Swipe the photo, or use the arrow keys: ← to pass, → to like.</Trans>
      </p>
    </div>
  )
}
