// Test data for the search tests: member cards and a site's settings.
import type { MemberCard } from '../../contract/members'
import type { SettingsResponse } from '../../contract/settings'
import type { UserResponse } from '../../contract/user'

export function card(id: number, overrides: Partial<MemberCard> = {}): MemberCard {
  return {
    id,
    name: `Member ${id}`,
    age: 30,
    city: 'Utrecht',
    country: 'NL',
    countryregion: 'UT',
    gender: 'female',
    language: 'nl',
    main_image: null,
    fictional: false,
    online: false,
    did_like_profile: false,
    ...overrides,
  }
}

export const cards = (from: number, count: number): MemberCard[] =>
  Array.from({ length: count }, (_, offset) => card(from + offset))

export const SEARCH_SETTINGS = {
  name: 'Klik',
  domain_language: 'en',
  region_data: {
    NL: [
      { id: 'NH', name: 'Noord-Holland' },
      { id: 'UT', name: 'Utrecht' },
    ],
    BE: [{ id: 'VAN', name: 'Antwerpen' }],
  },
  countries: ['NL', 'BE'],
  visible_profile_fields: ['gender', 'date_of_birth', 'city', 'countryregion'],
  visible_profile_notes: true,
  signups: 'all',
  logged_out_search: true,
  logged_out_search_trafficsource: 'all',
  geoip_selected_country: 'NL',
  geoip_country: 'NL',
  minimum_message_costs: {},
  push_pub: null,
  cdn_prefix: '',
  search_fields: ['gender', 'age', 'country', 'countryregion'],
  member_resell: [],
  fictional_icon: false,
  delete_discount: 0,
  template: 'boxy',
  features: null,
  dev_tools: false,
} as unknown as SettingsResponse

export function member(overrides: Partial<UserResponse> = {}): UserResponse {
  return {
    id: 7,
    email: 'anna@example.com',
    activated: true,
    mailprovider: 1,
    mailprovider_link: null,
    fictional_icon: false,
    paid_user: false,
    signup_date: '2025-01-01T00:00:00.000Z',
    credits: 0,
    push_subscribed: false,
    profile: {
      id: 7,
      name: 'Anna',
      age: 31,
      city: 'Utrecht',
      country: 'NL',
      countryregion: 'UT',
      gender: 'female',
      date_of_birth: '1995-02-08',
      main_image: null,
      images: [],
      personal: '',
      language: 'nl',
      lastSignupStep: true,
      interests: [],
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
    },
    ...overrides,
  }
}
