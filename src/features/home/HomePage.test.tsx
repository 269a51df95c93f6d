import { cleanup, screen, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { featuresFor } from '../../contract/features'
import type { SettingsResponse } from '../../contract/settings'
import { store } from '../../lib/store'
import { settingsAtom, userAtom } from '../../session'
import { clearSession } from '../../session/test-session'
import { member, testCard } from '../../test/fixtures'
import { jsonAnswer, renderInApp } from '../../test/render'
import { HomePage } from './HomePage'

const SETTINGS = {
  name: 'Klik',
  cdn_prefix: '',
  fictional_icon: false,
  logged_out_search: true,
  logged_out_search_trafficsource: 'all',
  region_data: { NL: [{ id: 'NH', name: 'Noord-Holland' }] },
  features: featuresFor('boxy'),
} as unknown as SettingsResponse

const ANSWER = {
  profiles: [
    testCard({ id: 1, name: 'Eva', city: 'Utrecht' }),
    testCard({ id: 2, name: 'Demi', city: '', countryregion: 'NH', fictional: true }),
  ],
  paging: { num_results: 2, page: 1, pp: 6 },
  filter_options: { gender: '', min_age: 18, max_age: null, country: 'NL', countryregion: '' },
}

beforeEach(() => {
  store.set(settingsAtom, SETTINGS)
  store.set(userAtom, null)
})

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  clearSession()
})

describe('HomePage', () => {
  it('shows a visitor real member tiles, a fictional one saying so in words', async () => {
    const fetch = vi.fn(() => Promise.resolve(jsonAnswer(200, ANSWER)))
    vi.stubGlobal('fetch', fetch)
    await renderInApp(() => <HomePage />, '/')

    // Six fixed boxes from the first paint on, whatever arrives later.
    expect(document.querySelectorAll('.home-tile')).toHaveLength(6)

    const eva = await screen.findByRole('link', { name: /Eva, 31/ })
    expect(eva.getAttribute('href')).toBe('/members/1')
    expect(within(eva).getByText('Utrecht')).toBeTruthy()
    expect(within(eva).queryByText('Fictional profile')).toBeNull()

    // Disclosed even though this site has no fictional icon; the region stands in for the city.
    const demi = screen.getByRole('link', { name: /Demi, 31/ })
    expect(within(demi).getByText('Fictional profile')).toBeTruthy()
    expect(within(demi).getByText('Noord-Holland')).toBeTruthy()

    expect(document.querySelectorAll('.home-tile')).toHaveLength(6)
    const url = new URL(String((fetch.mock.calls[0] as unknown[])[0]), 'http://localhost')
    expect(url.pathname).toBe('/api/search.php')
    expect(url.searchParams.get('auto_load')).toBe('1')
    expect(url.searchParams.get('pp')).toBe('6')
  })

  it('shows no tiles where the site hides members from visitors, nor to members', async () => {
    const fetch = vi.fn(() => Promise.resolve(jsonAnswer(200, ANSWER)))
    vi.stubGlobal('fetch', fetch)
    store.set(settingsAtom, { ...SETTINGS, logged_out_search_trafficsource: 'none' })
    await renderInApp(() => <HomePage />, '/')
    expect(screen.getByRole('link', { name: 'Sign up for free' })).toBeTruthy()
    expect(document.querySelector('.home-tiles')).toBeNull()
    cleanup()

    store.set(settingsAtom, SETTINGS)
    store.set(userAtom, member())
    await renderInApp(() => <HomePage />, '/')
    expect(screen.getByRole('link', { name: 'Search members' })).toBeTruthy()
    expect(document.querySelector('.home-tiles')).toBeNull()
    expect(fetch).not.toHaveBeenCalled()
  })
})
