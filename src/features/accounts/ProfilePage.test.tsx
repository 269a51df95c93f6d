import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { featuresFor } from '../../contract/features'
import type { SettingsResponse } from '../../contract/settings'
import type { UserResponse } from '../../contract/user'
import { NONE as NOT_VERIFIED } from './profile/test-verification'
import { store } from '../../lib/store'
import { settingsAtom, userAtom } from '../../session'
import { clearSession } from '../../session/test-session'
import { member } from '../../test/fixtures'
import { jsonAnswer, renderInApp } from '../../test/render'
import { ProfilePage } from './ProfilePage'

const photos = [
  { id: 11, filename: 'u/7/a.jpg', thumb_filename: 'u/7/a-t.jpg' },
  { id: 12, filename: 'u/7/b.jpg', thumb_filename: 'u/7/b-t.jpg' },
]
const complete = member(
  {},
  {
    images: photos,
    main_image: { filename: 'u/7/a.jpg', thumb_filename: 'u/7/a-t.jpg' },
    personal: 'Hallo!',
  },
)

/** The server as the page meets it: profile fields, and the calls a test lists. */
function server(answers: Record<string, () => Response>) {
  const fetch = vi.fn((url: string, _init?: RequestInit) => {
    const path = new URL(url, 'http://localhost').pathname
    const key = `${_init?.method ?? 'GET'} ${path}`
    const answer = answers[key]
    if (answer) return Promise.resolve(answer())
    if (path === '/api/profile_fields.php')
      return Promise.resolve(jsonAnswer(200, { allowed_values: { gender: ['male', 'female'] } }))
    if (path === '/api/verification.php') return Promise.resolve(jsonAnswer(200, NOT_VERIFIED))
    return Promise.resolve(jsonAnswer(404, { error: { code: 'not_found', message: key } }))
  })
  vi.stubGlobal('fetch', fetch)
  return fetch
}

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  clearSession()
})

describe('ProfilePage', () => {
  it('says until when premium runs, and nothing once it ended (issue 28 §4)', async () => {
    server({})
    store.set(userAtom, { ...complete, premium_until: '2099-03-14T10:00:00.000Z' })
    await renderInApp(() => <ProfilePage />, '/profile')
    const premium = screen.getByTestId('premium-badge')
    expect(premium.textContent).toBe('Premium until March 14, 2099')
    expect(premium.getAttribute('href')).toBe('/premium')
    cleanup()
    store.set(userAtom, { ...complete, premium_until: '2020-03-14T10:00:00.000Z' })
    await renderInApp(() => <ProfilePage />, '/profile')
    expect(screen.queryByTestId('premium-badge')).toBeNull()
  })

  it('lists the blocked members with Unblock, and says so when none is left (issue 28 §4)', async () => {
    const blocked = {
      id: 31,
      name: 'Bobbert',
      age: 40,
      city: 'Gouda',
      country: 'NL',
      countryregion: '',
      gender: 'male',
      language: 'nl',
      main_image: null,
      fictional: false,
      verified: false,
      online: false,
      did_like_profile: false,
      blocked_at: '2026-11-01T10:00:00.000Z',
    }
    const fetch = server({
      'GET /api/block.php': () => jsonAnswer(200, { profiles: [blocked] }),
      'DELETE /api/block.php': () => jsonAnswer(200, { blocked: false }),
    })
    store.set(userAtom, complete)
    await renderInApp(() => <ProfilePage />, '/profile')
    // A lazy chunk of its own: on a busy machine it takes longer than findBy's default second.
    const section = await screen.findByTestId('profile-blocked', {}, { timeout: 5_000 })
    const row = await within(section).findByRole('listitem')
    expect(row.textContent).toContain('Bobbert')
    fireEvent.click(within(row).getByRole('button', { name: 'Unblock' }))
    await within(section).findByText(/You have not blocked anyone\./)
    const unblock = fetch.mock.calls.find(([, init]) => init?.method === 'DELETE')
    expect(JSON.parse(unblock?.[1]?.body as string)).toEqual({ profile: 31 })
  })

  it('offers "Complete your profile" only while a part is missing', async () => {
    server({})
    store.set(userAtom, complete)
    await renderInApp(() => <ProfilePage />, '/profile')
    expect(screen.queryByRole('link', { name: 'Complete your profile' })).toBeNull()
    cleanup()
    store.set(userAtom, member({}, { ...complete.profile, countryregion: '', city: '' }))
    await renderInApp(() => <ProfilePage />, '/profile')
    expect(screen.getByRole('link', { name: 'Complete your profile' }).getAttribute('href')).toBe(
      '/complete-signup',
    )
  })

  it('deletes a photo only after the confirmation, then shows the new list', async () => {
    const after: UserResponse = member(
      {},
      { ...complete.profile, images: [photos[1]!], main_image: photos[1]! },
    )
    const fetch = server({
      'DELETE /api/profileimage.php': () =>
        jsonAnswer(200, { images: [photos[1]], main_image: 12 }),
      'GET /api/user.php': () => jsonAnswer(200, after),
    })
    store.set(userAtom, complete)
    await renderInApp(() => <ProfilePage />, '/profile')
    const section = screen.getByTestId('profile-photos')
    const [first] = within(section).getAllByTestId('profile-photo')
    expect(within(first!).getByText('Main photo')).toBeTruthy()
    fireEvent.click(within(first!).getByRole('button', { name: 'Delete' }))
    expect(fetch).not.toHaveBeenCalledWith('/api/profileimage.php', expect.anything())
    fireEvent.click(within(first!).getByRole('button', { name: 'Yes, delete' }))
    await waitFor(() => expect(within(section).getAllByTestId('profile-photo')).toHaveLength(1))
    const call = fetch.mock.calls.find(([, init]) => init?.method === 'DELETE')
    expect(JSON.parse(call?.[1]?.body as string)).toEqual({ image: 11 })
    // Another main photo: the verification is asked for again (a verified one lapses).
    const verifications = () =>
      fetch.mock.calls.filter(([url]) => url.startsWith('/api/verification.php'))
    await waitFor(() => expect(verifications()).toHaveLength(2))
  })

  it('shows the verification right after the photos (issue 32 §1)', async () => {
    server({})
    store.set(userAtom, complete)
    await renderInApp(() => <ProfilePage />, '/profile')
    const section = screen.getByTestId('verification-section')
    expect(section.previousElementSibling?.getAttribute('data-testid')).toBe('profile-photos')
    await waitFor(() =>
      expect(within(section).getByTestId('verification-state').dataset.state).toBe('none'),
    )
    expect(within(section).getByTestId('verification-start')).toBeTruthy()
  })

  it('saves a section on its own and says so, or shows the error text', async () => {
    server({
      'PUT /api/user.php': () =>
        jsonAnswer(400, { error: { code: 'profile.region_unknown', message: 'no' } }),
    })
    store.set(userAtom, complete)
    await renderInApp(() => <ProfilePage />, '/profile')
    const notes = screen.getByTestId('profile-notes')
    fireEvent.click(within(notes).getByRole('button', { name: 'Save' }))
    expect((await within(notes).findByRole('alert')).textContent).toBe(
      'Please choose a region from the list.',
    )
    const saved = member({}, { ...complete.profile, personal: 'Hallo!' })
    server({ 'PUT /api/user.php': () => jsonAnswer(200, saved) })
    fireEvent.click(within(notes).getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(within(notes).getByRole('status').textContent).toBe('Saved'))
  })

  it('shows interests where the template does, and saves the picked ids', async () => {
    const classic = {
      cdn_prefix: '',
      countries: ['NL'],
      region_data: { NL: [] },
      visible_profile_fields: [],
      visible_profile_notes: false,
      features: featuresFor('classic'),
    } as unknown as SettingsResponse
    const saved = member({}, { ...complete.profile, interests: [3] })
    const fetch = server({
      'GET /api/interests.php': () =>
        jsonAnswer(200, {
          interests: [
            { id: 3, slug: 'hiking', name: 'Hiking' },
            { id: 4, slug: 'cooking', name: 'Cooking' },
          ],
        }),
      'PUT /api/user.php': () => jsonAnswer(200, saved),
    })
    store.set(settingsAtom, classic)
    store.set(userAtom, complete)
    await renderInApp(() => <ProfilePage />, '/profile')
    expect(screen.queryByTestId('profile-notes')).toBeNull()
    const interests = screen.getByTestId('profile-interests')
    fireEvent.click(await within(interests).findByLabelText('Hiking'))
    fireEvent.click(within(interests).getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(within(interests).getByRole('status').textContent).toBe('Saved'))
    const put = fetch.mock.calls.find(([, init]) => init?.method === 'PUT')
    expect(JSON.parse(put?.[1]?.body as string)).toEqual({ interests: [3] })
  })

  it('has no interests section on a template without them', async () => {
    server({})
    store.set(settingsAtom, {
      cdn_prefix: '',
      countries: ['NL'],
      region_data: { NL: [] },
      visible_profile_fields: [],
      visible_profile_notes: true,
      features: featuresFor('boxy'),
    } as unknown as SettingsResponse)
    store.set(userAtom, complete)
    await renderInApp(() => <ProfilePage />, '/profile')
    expect(screen.queryByTestId('profile-interests')).toBeNull()
    expect(screen.getByTestId('profile-notes')).toBeTruthy()
  })
})
