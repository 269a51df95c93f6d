import 'fake-indexeddb/auto'
import { cleanup, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { featuresFor } from '../../contract/features'
import { db } from '../../db'
import { store } from '../../lib/store'
import { userAtom, settingsAtom } from '../../session'
import { MemberPage } from './MemberPage'
import { testDetail, testSettings } from '../../test/fixtures'
import { jsonAnswer, renderInApp } from '../../test/render'

const SETTINGS = testSettings({
  fictional_icon: true,
  visible_profile_fields: [],
  region_data: {},
  template: 'classic',
  features: featuresFor('classic'),
})

beforeEach(() => {
  store.set(settingsAtom, SETTINGS)
  store.set(userAtom, null)
})

afterEach(async () => {
  cleanup()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
  store.set(settingsAtom, null)
  store.set(userAtom, undefined)
  await db.clearAll()
})

describe('MemberPage', () => {
  it('paints the cached page at once while the network is slow, then the fresh one', async () => {
    await db.profiles.put({
      ...testDetail({ personal: 'Cached words' }).profile,
      detail: testDetail({ personal: 'Cached words' }),
      cachedAt: 0,
    })
    let answer: (response: Response) => void = () => undefined
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>((resolve) => (answer = resolve))),
    )
    await renderInApp(() => <MemberPage memberId="42" />)

    expect(await screen.findByRole('heading', { level: 1 })).toHaveProperty(
      'textContent',
      'Eva, 31',
    )
    expect(screen.getByText('Cached words')).toBeTruthy()
    // The place line is the card's (city, else region, and country); the classic template
    // also lists the city in the profile details.
    expect(screen.getByText('Utrecht, Netherlands')).toBeTruthy()
    const cityRow = screen.getByText('City').closest('div')
    expect(cityRow?.querySelector('dd')?.textContent).toBe('Utrecht')
    // A visitor is invited to sign up from this member.
    expect(screen.getByRole('link', { name: 'Sign up for free' }).getAttribute('href')).toBe(
      '/members/42/signup',
    )

    answer(jsonAnswer(200, testDetail({ personal: 'Fresh words', fictional: true })))
    expect(await screen.findByText('Fresh words')).toBeTruthy()
    // In words, whatever the site's icon switch (a touch screen shows no tooltip).
    expect(screen.getByTestId('fictional-label').textContent).toContain('Fictional profile')
    expect(screen.getAllByRole('note').length).toBeGreaterThan(0)
  })

  it('says plainly when the member is not available', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() =>
        Promise.resolve(
          jsonAnswer(404, { error: { code: 'member.not_found', message: 'Not found' } }),
        ),
      ),
    )
    await renderInApp(() => <MemberPage memberId="42" />)
    expect(
      await screen.findByRole('heading', { name: 'This member is not available' }),
    ).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Find other members' }).getAttribute('href')).toBe(
      '/members',
    )
  })

  it('never offers to meet a fictional member, and says she is fictional', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(jsonAnswer(200, testDetail({ fictional: true })))),
    )
    await renderInApp(() => <MemberPage memberId="42" />)
    expect(await screen.findByRole('heading', { level: 2, name: 'Sign up for free' })).toBeTruthy()
    expect(screen.queryByText(/to meet Eva/)).toBeNull()
    expect(screen.getByRole('note').textContent).toContain('you cannot meet')
  })
})
