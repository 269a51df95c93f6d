// Members for the members and likes tests.
import type { MemberCard, MemberResponse } from '../../contract/members'

export function testCard(overrides: Partial<MemberCard> = {}): MemberCard {
  return {
    id: 42,
    name: 'Eva',
    age: 31,
    city: 'Utrecht',
    country: 'NL',
    countryregion: '',
    gender: 'female',
    language: 'nl',
    main_image: null,
    fictional: false,
    online: false,
    did_like_profile: false,
    ...overrides,
  }
}

export function testDetail(
  overrides: Partial<MemberResponse['profile']> = {},
  page: Partial<Omit<MemberResponse, 'profile'>> = {},
): MemberResponse {
  return {
    premium: false,
    blocked: false,
    ...page,
    profile: {
      ...testCard(),
      length: null,
      relationship: null,
      looking_for: null,
      smoking: null,
      drinking: null,
      children: null,
      body_type: null,
      eye_color: null,
      hair_color: null,
      education: null,
      personal: '',
      images: [],
      last_active: '2025-01-01T00:00:00.000Z',
      ...overrides,
    },
  }
}
