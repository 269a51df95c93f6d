import { describe, expect, it } from 'vitest'
import { unsubscribeScopeOf, unsubscribeTokenParts } from './unsubscribe'

const SIGNATURE = 'A'.repeat(43)

describe('unsubscribe tokens', () => {
  it('read as member, scope and signature', () => {
    expect(unsubscribeTokenParts(`12.messages.${SIGNATURE}`)).toEqual({
      member: 12,
      scope: 'messages',
      signature: SIGNATURE,
    })
    expect(unsubscribeScopeOf(`12.all.${SIGNATURE}`)).toEqual(['messages', 'likes'])
    expect(unsubscribeScopeOf(`12.likes.${SIGNATURE}`)).toEqual(['likes'])
  })

  it('are null when malformed', () => {
    for (const token of [
      '',
      '12.messages',
      `x.all.${SIGNATURE}`,
      `12.push.${SIGNATURE}`,
      `12.all.${SIGNATURE}=`,
    ]) {
      expect(unsubscribeScopeOf(token), token).toBeNull()
    }
  })
})
