// Test data for the search tests: numbered member cards, the member and the site's settings,
// all from the client's one fixtures module (src/test/fixtures.ts, built through the
// contract's schemas).
import type { MemberCard } from '../../contract/members'
import { member, testCard, testSettings } from '../../test/fixtures'

export { member }

export function card(id: number, overrides: Partial<MemberCard> = {}): MemberCard {
  return testCard({ id, name: `Member ${id}`, age: 30, countryregion: 'UT', ...overrides })
}

export const cards = (from: number, count: number): MemberCard[] =>
  Array.from({ length: count }, (_, offset) => card(from + offset))

export const SEARCH_SETTINGS = testSettings()
