import { describe, expect, it } from 'vitest'
import { mediaUrl } from './media-url'

describe('mediaUrl', () => {
  it('serves from the same origin without a prefix', () => {
    expect(mediaUrl('', 'u/3/a.jpg')).toBe('/media/u/3/a.jpg')
    expect(mediaUrl('', '/media/u/3/a.jpg')).toBe('/media/u/3/a.jpg')
  })
  it('puts the cdn prefix in front', () => {
    expect(mediaUrl('https://cdn.klik.example/', 'u/3/a.jpg')).toBe(
      'https://cdn.klik.example/media/u/3/a.jpg',
    )
  })
  it('leaves a full address as it is', () => {
    expect(mediaUrl('https://cdn.klik.example', 'https://other.example/x.jpg')).toBe(
      'https://other.example/x.jpg',
    )
  })
})
