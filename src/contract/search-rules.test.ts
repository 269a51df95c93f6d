import { describe, expect, it } from 'vitest'
import { shownKm } from './search-rules'

describe('shownKm', () => {
  it.each([
    [0, 0],
    [0.4, 0],
    [0.99, 0],
    [1, 1],
    [1.49, 1],
    [1.5, 2],
    [35.25, 35],
    [47.83, 48],
    [1234.5, 1235],
  ])('shows %s km as %s', (km, shown) => {
    expect(shownKm(km)).toBe(shown)
    expect(Number.isInteger(shownKm(km))).toBe(true)
  })
})
