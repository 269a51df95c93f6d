import { describe, expect, it } from 'vitest'
import type { MemberResponse } from '../../contract/members'
import { testDetail } from '../../test/fixtures'
import { hasLockedPhotos, photoViews } from './photo-access'

function detail(premium: boolean, fullSizes: boolean): MemberResponse {
  return testDetail(
    {
      main_image: { filename: 'b.jpg', thumb_filename: 'b-t.jpg' },
      images: [
        { id: 1, thumb_filename: 'a-t.jpg', filename: fullSizes ? 'a.jpg' : null },
        { id: 2, thumb_filename: 'b-t.jpg', filename: 'b.jpg' },
        { id: 3, thumb_filename: 'c-t.jpg', filename: fullSizes ? 'c.jpg' : null },
      ],
    },
    { premium },
  )
}

describe('photoViews', () => {
  it('lets a premium viewer open every photo, the main one first', () => {
    const views = photoViews(detail(true, true))
    expect(views.map((view) => view.id)).toEqual([2, 1, 3])
    expect(views.every((view) => view.full !== null && !view.locked)).toBe(true)
    expect(hasLockedPhotos(views)).toBe(false)
  })

  it('opens only the main photo for others and blurs the rest', () => {
    const views = photoViews(detail(false, false))
    expect(views[0]).toEqual({ id: 2, thumb: 'b-t.jpg', full: 'b.jpg', locked: false })
    expect(views.slice(1).map((view) => view.locked)).toEqual([true, true])
    expect(views.slice(1).map((view) => view.full)).toEqual([null, null])
    expect(hasLockedPhotos(views)).toBe(true)
  })

  it('shows the main photo when the image list leaves it out', () => {
    const only = detail(false, false)
    only.profile.images = []
    expect(photoViews(only)).toEqual([{ id: 0, thumb: 'b-t.jpg', full: 'b.jpg', locked: false }])
  })
})
