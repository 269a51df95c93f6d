// Rendering for the signup component tests: the app's jotai store, English Lingui messages
// (the source texts) and a memory router, because the components contain router links.
import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import {
  createMemoryHistory,
  createRootRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router'
import { render, screen } from '@testing-library/react'
import { Provider } from 'jotai'
import type { ReactNode } from 'react'
import type { SettingsResponse } from '../../contract/settings'
import type { UserResponse } from '../../contract/user'
import { store } from '../../lib/store'

export function activateEnglish(): void {
  i18n.load('en', {})
  i18n.activate('en')
}

/** Renders `ui` inside the providers and waits until the router has shown it. */
export async function renderInApp(ui: () => ReactNode): Promise<ReturnType<typeof render>> {
  activateEnglish()
  const rootRoute = createRootRoute({ component: () => <div data-testid="app-root">{ui()}</div> })
  const router = createRouter({
    routeTree: rootRoute,
    history: createMemoryHistory({ initialEntries: ['/signup'] }),
  })
  const result = render(
    <Provider store={store}>
      <I18nProvider i18n={i18n}>
        <RouterProvider router={router} />
      </I18nProvider>
    </Provider>,
  )
  await screen.findByTestId('app-root')
  return result
}

export function jsonAnswer(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  })
}

export const TEST_SETTINGS = {
  name: 'Klik',
  domain_language: 'en',
  region_data: {
    NL: [{ id: 'NH', name: 'Noord-Holland' }],
    BE: [{ id: 'VAN', name: 'Antwerpen' }],
  },
  countries: ['NL', 'BE'],
  visible_profile_fields: ['gender', 'date_of_birth', 'city', 'countryregion', 'smoking'],
  visible_profile_notes: true,
  signups: 'all',
  logged_out_search: true,
  logged_out_search_trafficsource: 'all',
  geoip_selected_country: 'NL',
  geoip_country: 'NL',
  minimum_message_costs: {},
  push_pub: null,
  cdn_prefix: '',
  search_fields: [],
  member_resell: [],
  fictional_icon: false,
  delete_discount: 0,
  template: 'boxy',
  features: null,
  dev_tools: false,
} as unknown as SettingsResponse

export function testUser(profile: Partial<UserResponse['profile']> = {}): UserResponse {
  return {
    id: 7,
    email: 'anna@example.com',
    activated: false,
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
      age: null,
      city: '',
      country: 'NL',
      countryregion: '',
      gender: null,
      date_of_birth: '0000-00-00',
      main_image: null,
      images: [],
      personal: '',
      language: 'en',
      lastSignupStep: false,
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
      ...profile,
    },
  }
}
