import { afterEach, describe, expect, it } from 'vitest'
import { store } from '../lib/store'
import {
  badgeSourcesAtom,
  badgeSum,
  badgeTotalAtom,
  clearBadgeSources,
  setBadgeSource,
} from './badge'

afterEach(() => clearBadgeSources())

describe('the app badge sources', () => {
  it('sum to the badge total, each source replacing its own count', () => {
    setBadgeSource('likes', 2)
    setBadgeSource('messages', 3)
    expect(store.get(badgeTotalAtom)).toBe(5)
    setBadgeSource('likes', 1)
    expect(store.get(badgeTotalAtom)).toBe(4)
    expect(store.get(badgeSourcesAtom)).toEqual({ likes: 1, messages: 3 })
  })

  it('keep counts whole and never below 0', () => {
    setBadgeSource('likes', -4)
    setBadgeSource('messages', 2.7)
    expect(store.get(badgeSourcesAtom)).toEqual({ likes: 0, messages: 2 })
    setBadgeSource('messages', Number.NaN)
    expect(store.get(badgeTotalAtom)).toBe(0)
  })

  it('do not wake observers when a count stays the same', () => {
    setBadgeSource('likes', 2)
    const before = store.get(badgeSourcesAtom)
    setBadgeSource('likes', 2)
    expect(store.get(badgeSourcesAtom)).toBe(before)
  })

  it('are all gone after a clear', () => {
    setBadgeSource('likes', 2)
    setBadgeSource('messages', 1)
    clearBadgeSources()
    expect(store.get(badgeTotalAtom)).toBe(0)
    expect(badgeSum({})).toBe(0)
  })
})
