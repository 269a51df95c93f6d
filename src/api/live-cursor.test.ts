import { afterEach, describe, expect, it } from 'vitest'
import { lastEventKey, readLastId, resumeFrom } from './live-cursor'

afterEach(() => localStorage.clear())

describe('resumeFrom', () => {
  it('starts a browser without an id of its own where the rendered page’s data was read', () => {
    resumeFrom(7, 12)
    expect(readLastId(7)).toBe(12)
    expect(localStorage.getItem(lastEventKey(7))).toBe('12')
  })

  it('keeps an earlier id (replaying more, never less) and moves a later one back', () => {
    localStorage.setItem(lastEventKey(7), '9')
    resumeFrom(7, 12)
    expect(readLastId(7)).toBe(9)
    localStorage.setItem(lastEventKey(7), '15')
    resumeFrom(7, 12)
    expect(readLastId(7)).toBe(12)
    // Another member of this browser keeps theirs.
    expect(readLastId(8)).toBeNull()
  })
})
