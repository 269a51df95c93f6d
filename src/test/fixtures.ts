// Test data for the client's tests, built through the contract's schemas: a fixture that no
// longer matches the contract fails where it is made, not somewhere in a component.
import {
  memberCardSchema,
  memberResponseSchema,
  type MemberCard,
  type MemberResponse,
} from '../contract/members'
import { featuresFor } from '../contract/features'
import type { ProfileProgress } from '../contract/profile-progress'
import { settingsResponseSchema, type SettingsResponse } from '../contract/settings'
import { profileDetailsSchema, userResponseSchema, type UserResponse } from '../contract/user'

/** Every detail field (length, relationship, …) left empty. */
export const NO_DETAILS = profileDetailsSchema.parse(
  Object.fromEntries(profileDetailsSchema.keyof().options.map((key) => [key, null])),
)

/** A member card (search results, likes); id 42, Eva from Utrecht unless overridden. */
export function testCard(overrides: Partial<MemberCard> = {}): MemberCard {
  return memberCardSchema.parse({
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
    verified: false,
    online: false,
    did_like_profile: false,
    ...overrides,
  })
}

/** The member page of testCard()'s member. */
export function testDetail(
  overrides: Partial<MemberResponse['profile']> = {},
  page: Partial<Omit<MemberResponse, 'profile'>> = {},
): MemberResponse {
  return memberResponseSchema.parse({
    premium: false,
    blocked: false,
    ...page,
    profile: {
      ...testCard(),
      ...NO_DETAILS,
      personal: '',
      images: [],
      last_active: '2025-01-01T00:00:00.000Z',
      ...overrides,
    },
  })
}

/** The logged-in member (GET /api/user.php); id 7, Anna, finished signup. */
export function member(
  overrides: Partial<UserResponse> = {},
  profile: Partial<UserResponse['profile']> = {},
): UserResponse {
  const id = overrides.id ?? 7
  return userResponseSchema.parse({
    id,
    email: 'anna@example.com',
    activated: true,
    mailprovider: 1,
    mailprovider_link: null,
    fictional_icon: false,
    paid_user: false,
    premium_until: null,
    signup_date: '2025-01-01T00:00:00.000Z',
    credits: 0,
    push_subscribed: false,
    operator: false,
    notifications_unseen: 0,
    visitors_new: 0,
    incognito: false,
    private_receipts: false,
    show_chat_photos: false,
    ...overrides,
    profile: {
      id,
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
      ...NO_DETAILS,
      ...profile,
    },
  })
}

/** A site's settings (GET /api/settings.php): boxy, NL and BE, open signups, no push. */
export function testSettings(overrides: Partial<SettingsResponse> = {}): SettingsResponse {
  return settingsResponseSchema.parse({
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
    country_names: { NL: 'Netherlands', BE: 'Belgium' },
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
    features: featuresFor('boxy'),
    dev_tools: false,
    ...overrides,
  })
}

/** A profile with none of the wizard's parts filled in (photo, place, details, notes). */
export const EMPTY_PROGRESS: ProfileProgress = {
  main_image: null,
  countryregion: '',
  city: '',
  gender: null,
  date_of_birth: '0000-00-00',
  personal: '',
}
