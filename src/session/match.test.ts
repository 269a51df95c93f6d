import { afterEach, describe, expect, it } from 'vitest'
import { store } from '../lib/store'
import { clearMatchMoments, dismissMatchMoment, matchMomentAtom, showMatchMoment } from './match'

afterEach(() => clearMatchMoments())

describe('the match moment', () => {
  it('shows a member once per tab, one moment at a time, the next after a dismiss', () => {
    showMatchMoment(4)
    // The like's answer and its own event: one moment.
    showMatchMoment(4)
    showMatchMoment(9)
    expect(store.get(matchMomentAtom)).toBe(4)
    dismissMatchMoment()
    expect(store.get(matchMomentAtom)).toBe(9)
    dismissMatchMoment()
    expect(store.get(matchMomentAtom)).toBeNull()
    showMatchMoment(4)
    expect(store.get(matchMomentAtom)).toBeNull()
  })

  it('forgets everything at the session’s end', () => {
    showMatchMoment(4)
    showMatchMoment(5)
    clearMatchMoments()
    expect(store.get(matchMomentAtom)).toBeNull()
    showMatchMoment(4)
    expect(store.get(matchMomentAtom)).toBe(4)
  })
})
