import { describe, expect, it } from 'vitest'
import {
  ACTIVATION_TICK_MS,
  ACTIVATION_TIMEOUT_TICKS,
  activationComplete,
  activationStage,
} from './activation'

describe('activation progress', () => {
  it('ticks every 900 ms and gives up after 20 ticks', () => {
    expect(ACTIVATION_TICK_MS).toBe(900)
    expect(ACTIVATION_TIMEOUT_TICKS).toBe(20)
  })

  it('changes the message below 4, below 7, below 10 and after', () => {
    expect([0, 3].map(activationStage)).toEqual(['sending', 'sending'])
    expect([4, 6].map(activationStage)).toEqual(['on_its_way', 'on_its_way'])
    expect([7, 9].map(activationStage)).toEqual(['slow', 'slow'])
    expect([10, 19, 25].map(activationStage)).toEqual(['late', 'late', 'late'])
  })

  it('completes when delivered or when the counter reaches the timeout', () => {
    expect(activationComplete(1, true)).toBe(true)
    expect(activationComplete(19, false)).toBe(false)
    expect(activationComplete(20, false)).toBe(true)
    expect(activationComplete(5, false, 5)).toBe(true)
  })
})
