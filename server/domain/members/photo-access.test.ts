import { describe, expect, it } from 'vitest'
import { imagesForViewer, isPremium } from './photo-access'

const stored = [
  { id: 7, filename: 'a.jpg', thumbFilename: 'a-t.jpg' },
  { id: 3, filename: 'b.jpg', thumbFilename: 'b-t.jpg' },
  { id: 9, filename: 'c.jpg', thumbFilename: 'c-t.jpg' },
]

describe('isPremium', () => {
  const now = new Date('2025-06-01T12:00:00Z')
  it('is true only while premium_until lies ahead', () => {
    expect(isPremium(null, now)).toBe(false)
    expect(isPremium(new Date('2025-06-01T12:00:01Z'), now)).toBe(true)
    expect(isPremium(new Date('2025-06-01T12:00:00Z'), now)).toBe(false)
    expect(isPremium(new Date('2024-01-01T00:00:00Z'), now)).toBe(false)
  })
})

describe('imagesForViewer', () => {
  it('opens every photo full size for a premium viewer, in order', () => {
    expect(imagesForViewer(stored, 3, true)).toEqual([
      { id: 7, thumb_filename: 'a-t.jpg', filename: 'a.jpg' },
      { id: 3, thumb_filename: 'b-t.jpg', filename: 'b.jpg' },
      { id: 9, thumb_filename: 'c-t.jpg', filename: 'c.jpg' },
    ])
  })

  it('opens only the main photo for everyone else, thumbnails always', () => {
    expect(imagesForViewer(stored, 3, false)).toEqual([
      { id: 7, thumb_filename: 'a-t.jpg', filename: null },
      { id: 3, thumb_filename: 'b-t.jpg', filename: 'b.jpg' },
      { id: 9, thumb_filename: 'c-t.jpg', filename: null },
    ])
  })

  it('opens none full size without a main photo unless premium', () => {
    expect(imagesForViewer(stored, null, false).map((image) => image.filename)).toEqual([
      null,
      null,
      null,
    ])
    expect(imagesForViewer([], null, true)).toEqual([])
  })
})
