import { describe, expect, it } from 'vitest'
import { sortImageFiles } from './image-files'

const file = (name: string, type: string, size = 10) =>
  new File([new Uint8Array(size)], name, { type })

describe('sortImageFiles', () => {
  it('accepts png and jpeg and refuses other types', () => {
    const png = file('a.png', 'image/png')
    const jpg = file('b.jpg', 'image/jpeg')
    const gif = file('c.gif', 'image/gif')
    const text = file('d.txt', 'text/plain')
    const sorting = sortImageFiles([png, jpg, gif, text])
    expect(sorting.accepted).toEqual([png, jpg])
    expect(sorting.refused).toEqual([
      { file: gif, reason: 'type' },
      { file: text, reason: 'type' },
    ])
  })
  it('goes by the name when the browser gives no type', () => {
    const jpeg = file('photo.JPEG', '')
    const heic = file('photo.heic', '')
    expect(sortImageFiles([jpeg, heic]).accepted).toEqual([jpeg])
  })
  it('refuses files over the size limit', () => {
    const big = file('big.png', 'image/png', 11)
    expect(sortImageFiles([big], 10).refused).toEqual([{ file: big, reason: 'size' }])
  })
})
