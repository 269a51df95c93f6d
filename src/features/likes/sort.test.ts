import { describe, expect, it } from 'vitest'
import { countNew, sortLikedBy } from './sort'

const like = (id: number, like_new: boolean, liked_at: string) => ({ id, like_new, liked_at })

describe('sortLikedBy', () => {
  it('puts new likes first, then the newest', () => {
    const sorted = sortLikedBy([
      like(1, false, '2025-03-01T10:00:00.000Z'),
      like(2, true, '2025-01-01T10:00:00.000Z'),
      like(3, false, '2025-04-01T10:00:00.000Z'),
      like(4, true, '2025-02-01T10:00:00.000Z'),
    ])
    expect(sorted.map((item) => item.id)).toEqual([4, 2, 3, 1])
  })

  it('leaves the input alone and counts the new ones', () => {
    const items = [
      like(1, false, '2025-03-01T10:00:00.000Z'),
      like(2, true, '2025-01-01T10:00:00.000Z'),
    ]
    sortLikedBy(items)
    expect(items[0]?.id).toBe(1)
    expect(countNew(items)).toBe(1)
  })
})
