import { describe, expect, it } from 'vitest'
import { parseWhere } from './where'

const origin = 'https://klik.example'

describe('parseWhere', () => {
  it('reads a member ID', () => {
    expect(parseWhere(' 123 ', origin)).toEqual({ member: 123 })
  })

  it('reads the address of a member page of this site, full or as a path', () => {
    expect(parseWhere('https://klik.example/members/42', origin)).toEqual({ member: 42 })
    expect(parseWhere('/members/42/chat', origin)).toEqual({ member: 42 })
    expect(parseWhere('klik.example/members/7?x=1', origin)).toEqual({ member: 7 })
  })

  it('keeps any other page as an address', () => {
    expect(parseWhere('https://other.example/members/42', origin)).toEqual({
      url: 'https://other.example/members/42',
    })
    expect(parseWhere('/pages/terms', origin)).toEqual({ url: 'https://klik.example/pages/terms' })
    expect(parseWhere('example.org/photo.jpg', origin)).toEqual({
      url: 'https://example.org/photo.jpg',
    })
  })

  it('answers null for nothing, zero, words and other schemes', () => {
    expect(parseWhere('  ', origin)).toBeNull()
    expect(parseWhere('0', origin)).toBeNull()
    expect(parseWhere('99999999999999999999', origin)).toBeNull()
    expect(parseWhere('not an address', origin)).toBeNull()
    expect(parseWhere('javascript:alert(1)', origin)).toBeNull()
  })
})
