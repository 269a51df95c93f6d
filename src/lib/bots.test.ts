import { describe, expect, it } from 'vitest'
import { isBotUserAgent } from './bots'

describe('isBotUserAgent', () => {
  it.each([
    'Mozilla/5.0 (compatible; Googlebot/2.1)',
    'Mozilla/5.0 (Linux) Chrome-Lighthouse',
    'facebookexternalhit/1.1',
    'Google-InspectionTool/1.0',
    'Mozilla/5.0 (compatible; bingbot/2.0)',
  ])('%s is a bot', (ua) => expect(isBotUserAgent(ua)).toBe(true))

  it('a phone browser is not', () => {
    expect(
      isBotUserAgent('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0) AppleWebKit/605.1.15 Safari/604.1'),
    ).toBe(false)
  })
})
