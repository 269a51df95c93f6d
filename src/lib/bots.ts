// Bot-like user agents skip the full error page (spec §2): crawlers and audits get the
// status and message without the signup form or member list.
const BOT_PATTERN = /bot|lighthouse|facebookexternalhit|google/i

export function isBotUserAgent(userAgent: string): boolean {
  return BOT_PATTERN.test(userAgent)
}
