import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { UserResponse } from '../../../contract/user'
import { store } from '../../../lib/store'
import { userAtom } from '../../../session'
import { clearSession } from '../../../session/test-session'
import { member } from '../../../test/fixtures'
import { jsonAnswer, renderInApp } from '../../../test/render'
import { IncognitoSection } from './IncognitoSection'

const PREMIUM = '2099-01-01T00:00:00.000Z'
const ENDED = '2020-01-01T00:00:00.000Z'

/** PUT /api/incognito.php answers `answer(body)`; the bodies sent are kept. */
function serve(answer: (incognito: boolean) => Response) {
  const fetch = vi.fn((url: string, init?: RequestInit) => {
    if (url.startsWith('/api/incognito.php') && init?.method === 'PUT') {
      const { incognito } = JSON.parse(init.body as string) as { incognito: boolean }
      return Promise.resolve(answer(incognito))
    }
    return Promise.resolve(jsonAnswer(404, { error: { code: 'not_found', message: url } }))
  })
  vi.stubGlobal('fetch', fetch)
  return () =>
    fetch.mock.calls
      .filter(([url]) => url.startsWith('/api/incognito.php'))
      .map(([, init]) => JSON.parse(init?.body as string) as unknown)
}

const saved = (premium: boolean) => (incognito: boolean) =>
  jsonAnswer(200, { incognito, effective: incognito && premium })
const toggle = () => screen.getByTestId<HTMLInputElement>('incognito-switch')

async function show(user: UserResponse) {
  store.set(userAtom, user)
  await renderInApp(() => <IncognitoSection />, '/profile')
}

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  clearSession()
})

describe('IncognitoSection', () => {
  it('lets a premium member switch it on, saved at once', async () => {
    const sent = serve(saved(true))
    await show(member({ premium_until: PREMIUM }))
    expect(toggle().getAttribute('role')).toBe('switch')
    expect(toggle().checked).toBe(false)
    expect(toggle().disabled).toBe(false)
    expect(screen.getByTestId('profile-incognito').textContent).toContain(
      'When this is on, members whose profile you open do not see you among their visitors.',
    )
    expect(screen.queryByTestId('incognito-premium')).toBeNull()

    fireEvent.click(toggle())
    await waitFor(() => expect(store.get(userAtom)?.incognito).toBe(true))
    expect(sent()).toEqual([{ incognito: true }])
    expect(toggle().checked).toBe(true)
    expect(toggle().disabled).toBe(false)
  })

  it('keeps the switch off for a member without premium, with the way to premium', async () => {
    const sent = serve(saved(false))
    await show(member({ premium_until: ENDED }))
    expect(toggle().disabled).toBe(true)
    const line = screen.getByTestId('incognito-premium')
    expect(line.textContent).toContain('Incognito comes with premium.')
    expect(line.querySelector('a')?.getAttribute('href')).toBe('/premium')
    expect(sent()).toEqual([])
  })

  it('says incognito waits for premium when it is on but premium ended, and lets it be turned off', async () => {
    const sent = serve(saved(false))
    await show(member({ premium_until: ENDED, incognito: true }))
    expect(toggle().checked).toBe(true)
    expect(toggle().disabled).toBe(false)
    expect(screen.getByTestId('incognito-paused').textContent).toContain(
      'Incognito works again once premium runs.',
    )
    fireEvent.click(toggle())
    await waitFor(() => expect(store.get(userAtom)?.incognito).toBe(false))
    expect(sent()).toEqual([{ incognito: false }])
    expect(screen.getByTestId('incognito-premium')).toBeTruthy()
  })

  it('puts the switch back and says why when the server refuses', async () => {
    serve(() =>
      jsonAnswer(403, { error: { code: 'premium.required', message: 'Incognito needs premium' } }),
    )
    await show(member({ premium_until: PREMIUM }))
    fireEvent.click(toggle())
    await screen.findByText('Incognito comes with premium.')
    await waitFor(() => expect(toggle().checked).toBe(false))
    expect(store.get(userAtom)?.incognito).toBe(false)
  })
})
