import { describe, expect, it } from 'vitest'
import { NO_PUSH, pushOffered, type PushSupport } from './push-offer'

const able: PushSupport = { capable: true, permission: 'default', subscribed: false }

describe('pushOffered', () => {
  it('is offered with a VAPID key to a capable browser that has not answered yet', () => {
    expect(pushOffered('BKey', able)).toBe(true)
    expect(pushOffered('BKey', { ...able, permission: 'granted' })).toBe(true)
  })
  it('is not offered without the site key', () => {
    expect(pushOffered(null, able)).toBe(false)
  })
  it('is not offered when the browser cannot subscribe', () => {
    expect(pushOffered('BKey', NO_PUSH)).toBe(false)
  })
  it('is not offered after a refusal', () => {
    expect(pushOffered('BKey', { ...able, permission: 'denied' })).toBe(false)
  })
  it('is not offered when already subscribed, here or on the account', () => {
    expect(pushOffered('BKey', { ...able, subscribed: true })).toBe(false)
    expect(pushOffered('BKey', able, true)).toBe(false)
  })
})
