import { afterEach, describe, expect, it } from 'vitest'
import { isRedirect } from '@tanstack/react-router'
import { storage } from '../../lib/storage'
import { store } from '../../lib/store'
import { userAtom, settingsAtom } from '../../session'
import { guardMemberSearch, loggedOutSearchAllowed } from './access'
import { member, SEARCH_SETTINGS } from './test-data'
import { clearSession } from '../../session/test-session'

const site = (logged_out_search: boolean, mode: 'all' | 'with_trafficsource' | 'none') => ({
  logged_out_search,
  logged_out_search_trafficsource: mode,
})

describe('loggedOutSearchAllowed', () => {
  it('follows logged_out_search and the traffic-source mode', () => {
    expect(loggedOutSearchAllowed(site(true, 'all'), false)).toBe(true)
    expect(loggedOutSearchAllowed(site(true, 'with_trafficsource'), true)).toBe(true)
    expect(loggedOutSearchAllowed(site(true, 'with_trafficsource'), false)).toBe(false)
    expect(loggedOutSearchAllowed(site(true, 'none'), true)).toBe(false)
    expect(loggedOutSearchAllowed(site(false, 'all'), true)).toBe(false)
    expect(loggedOutSearchAllowed(null, true)).toBe(false)
  })
})

describe('guardMemberSearch', () => {
  afterEach(() => {
    clearSession()
    storage.remove('affiliate_network')
  })

  const outcome = (href: string) =>
    guardMemberSearch(href, store).then(
      () => 'allowed',
      (error: unknown) => (isRedirect(error) ? error.options : error),
    )

  it('lets a member in whatever the site allows visitors', async () => {
    store.set(userAtom, member())
    store.set(settingsAtom, { ...SEARCH_SETTINGS, logged_out_search: false })
    expect(await outcome('/members')).toBe('allowed')
  })

  it('sends a visitor to login unless the site allows logged-out search', async () => {
    store.set(userAtom, null)
    store.set(settingsAtom, { ...SEARCH_SETTINGS, logged_out_search: false })
    expect(await outcome('/members')).toMatchObject({
      to: '/login',
      search: { redirect: '/members' },
    })
    store.set(settingsAtom, SEARCH_SETTINGS)
    expect(await outcome('/members')).toBe('allowed')
  })

  it('needs a stored network for with_trafficsource', async () => {
    store.set(userAtom, null)
    store.set(settingsAtom, {
      ...SEARCH_SETTINGS,
      logged_out_search_trafficsource: 'with_trafficsource',
    })
    expect(await outcome('/members')).not.toBe('allowed')
    storage.set('affiliate_network', 'tradedoubler')
    expect(await outcome('/members')).toBe('allowed')
  })
})
