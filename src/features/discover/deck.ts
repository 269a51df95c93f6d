// The deck on the page, as pure steps: the cards still to show (the first is on screen), the
// members already decided (liked or passed here), whether the server has more. An answer
// fetched ahead repeats the cards still queued and perhaps one decided a moment ago whose
// call was on its way: only the new ones join, in the server's order.
import { DISCOVER_DECK_SIZE } from '../../contract/discover'
import type { MemberCard } from '../../contract/members'

/** Fetch the next cards when this few are left, so the member never waits between two. */
export const FETCH_AHEAD_AT = 3

export interface Deck {
  cards: readonly MemberCard[]
  /** Members decided in this deck: never shown again, whatever an answer brings. */
  decided: ReadonlySet<number>
  /** An answer came. */
  loaded: boolean
  /** The last answer was not full: the server has no more beyond it. */
  exhausted: boolean
}

export const EMPTY_DECK: Deck = { cards: [], decided: new Set(), loaded: false, exhausted: false }

/** The answer's cards that are neither queued nor decided join the end. */
export function addCards(deck: Deck, answer: readonly MemberCard[]): Deck {
  const queued = new Set(deck.cards.map((card) => card.id))
  const fresh = answer.filter((card) => !queued.has(card.id) && !deck.decided.has(card.id))
  return {
    cards: [...deck.cards, ...fresh],
    decided: deck.decided,
    loaded: true,
    exhausted: answer.length < DISCOVER_DECK_SIZE,
  }
}

/** The card on screen was decided: the next one shows. */
export function decideTop(deck: Deck): Deck {
  const [top, ...rest] = deck.cards
  if (top === undefined) return deck
  return { ...deck, cards: rest, decided: new Set([...deck.decided, top.id]) }
}

/** A decision that did not reach the server: its card is on screen again. */
export function undecide(deck: Deck, card: MemberCard): Deck {
  const decided = new Set(deck.decided)
  decided.delete(card.id)
  const rest = deck.cards.filter((queued) => queued.id !== card.id)
  return { ...deck, cards: [card, ...rest], decided }
}

/** Whether to fetch the next cards now. */
export const wantsMore = (deck: Deck): boolean =>
  deck.loaded && !deck.exhausted && deck.cards.length <= FETCH_AHEAD_AT

/** Starting over (the member asks again after the deck ran out): decisions stay. */
export const reopened = (deck: Deck): Deck => ({ ...deck, exhausted: false })
