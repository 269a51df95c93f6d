// Rendering and data for the signup component tests: the app's providers on /signup (the
// components contain router links), and the site and member from the client's one fixtures
// module (src/test/fixtures.ts, built through the contract's schemas).
import { cleanup } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, beforeEach, vi } from 'vitest'
import type { UserResponse } from '../../contract/user'
import { storage } from '../../lib/storage'
import { store } from '../../lib/store'
import { settingsAtom } from '../../session'
import { member, testSettings } from '../../test/fixtures'
import { renderInApp as renderAt } from '../../test/render'

export { jsonAnswer } from '../../test/render'

/** Renders `ui` inside the providers on /signup and waits until the router has shown it. */
export const renderInApp = (ui: () => ReactNode) => renderAt(ui, '/signup')

export const TEST_SETTINGS = testSettings({
  region_data: {
    NL: [{ id: 'NH', name: 'Noord-Holland' }],
    BE: [{ id: 'VAN', name: 'Antwerpen' }],
  },
  visible_profile_fields: ['gender', 'date_of_birth', 'city', 'countryregion', 'smoking'],
  search_fields: [],
})

/** A member in the middle of signup: not activated, nothing filled in past step 0. */
export function testUser(profile: Partial<UserResponse['profile']> = {}): UserResponse {
  return member(
    { activated: false },
    {
      name: 'Anna',
      age: null,
      city: '',
      country: 'NL',
      countryregion: '',
      gender: null,
      date_of_birth: '0000-00-00',
      language: 'en',
      lastSignupStep: false,
      ...profile,
    },
  )
}

/** The signup form's tests: each starts on the test site (then `before`) with a quiet console,
 * and leaves no page, stubs, mocks or stored affiliate network behind. */
export function resetEachSignupTest(before: () => void = () => undefined) {
  beforeEach(() => {
    store.set(settingsAtom, TEST_SETTINGS)
    before()
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
  })
  afterEach(() => {
    cleanup()
    vi.unstubAllGlobals()
    vi.restoreAllMocks()
    storage.remove('affiliate_network')
  })
}
