import { describe, expect, it } from 'vitest'
import { DISCOVER_DECK_SIZE } from '../../contract/discover'
import { testCard } from '../../test/fixtures'
import {
  addCards,
  decideTop,
  EMPTY_DECK,
  FETCH_AHEAD_AT,
  reopened,
  undecide,
  wantsMore,
} from './deck'

const cards = (...ids: number[]) => ids.map((id) => testCard({ id, name: `M${id}` }))
const ids = (deck: { cards: readonly { id: number }[] }) => deck.cards.map((card) => card.id)
const full = (first: number) =>
  cards(...Array.from({ length: DISCOVER_DECK_SIZE }, (_, index) => first + index))

describe('the deck', () => {
  it('takes an answer in order, and a short one means the server has no more', () => {
    const deck = addCards(EMPTY_DECK, cards(3, 1, 2))
    expect(ids(deck)).toEqual([3, 1, 2])
    expect(deck).toMatchObject({ loaded: true, exhausted: true })
    expect(addCards(EMPTY_DECK, full(1)).exhausted).toBe(false)
  })

  it('adds from an answer fetched ahead only the cards neither queued nor decided', () => {
    let deck = addCards(EMPTY_DECK, full(1))
    for (let index = 0; index < 7; index += 1) deck = decideTop(deck)
    expect(ids(deck)).toEqual([8, 9, 10])
    // The server answers before the pass on 7 arrived: 7 comes again, and is not shown again.
    deck = addCards(deck, cards(7, 8, 9, 10, 11, 12))
    expect(ids(deck)).toEqual([8, 9, 10, 11, 12])
    expect(deck.decided.has(7)).toBe(true)
  })

  it('fetches ahead once few cards are left, unless the server has no more', () => {
    expect(wantsMore(EMPTY_DECK)).toBe(false)
    let deck = addCards(EMPTY_DECK, full(1))
    while (deck.cards.length > FETCH_AHEAD_AT + 1) deck = decideTop(deck)
    expect(wantsMore(deck)).toBe(false)
    deck = decideTop(deck)
    expect(wantsMore(deck)).toBe(true)
    const short = decideTop(addCards(deck, cards(20)))
    expect(wantsMore(short)).toBe(false)
    expect(wantsMore(reopened(short))).toBe(true)
  })

  it('puts a card whose decision failed back on top, to decide again', () => {
    const [first] = cards(1)
    let deck = decideTop(addCards(EMPTY_DECK, cards(1, 2, 3)))
    expect(ids(deck)).toEqual([2, 3])
    deck = undecide(deck, first!)
    expect(ids(deck)).toEqual([1, 2, 3])
    expect(deck.decided.has(1)).toBe(false)
    expect(decideTop({ ...deck, cards: [] })).toEqual({ ...deck, cards: [] })
  })
})
