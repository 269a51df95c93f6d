import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { uuidv7 } from './uuid'

describe('uuidv7', () => {
  it('is a version 7 UUID the contract accepts, with the time in its first 48 bits', () => {
    const id = uuidv7(0x0189_abcd_ef01)
    expect(z.uuid().safeParse(id).success).toBe(true)
    expect(id.startsWith('0189abcd-ef01-7')).toBe(true)
    expect(['8', '9', 'a', 'b']).toContain(id[19])
  })

  it('sorts by the moment it was made and never repeats', () => {
    const ids = [1000, 2000, 3000].map((at) => uuidv7(at))
    expect([...ids].sort()).toEqual(ids)
    expect(new Set(Array.from({ length: 1000 }, () => uuidv7())).size).toBe(1000)
  })
})
