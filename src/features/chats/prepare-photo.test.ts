import { describe, expect, it } from 'vitest'
import { CHAT_PHOTO_MAX_PX } from '../../contract/chat'
import { fittedSize } from './prepare-photo'

describe('fittedSize', () => {
  it('shrinks the long side to the largest the server keeps, in proportion', () => {
    expect(fittedSize(4032, 3024)).toEqual({ width: CHAT_PHOTO_MAX_PX, height: 960 })
    expect(fittedSize(3024, 4032)).toEqual({ width: 960, height: CHAT_PHOTO_MAX_PX })
  })

  it('never enlarges a small picture, and never makes a side 0', () => {
    expect(fittedSize(640, 480)).toEqual({ width: 640, height: 480 })
    expect(fittedSize(20_000, 3)).toEqual({ width: CHAT_PHOTO_MAX_PX, height: 1 })
  })
})
