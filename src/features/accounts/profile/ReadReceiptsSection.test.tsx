import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { UserResponse } from '../../../contract/user'
import { store } from '../../../lib/store'
import { userAtom } from '../../../session'
import { clearSession } from '../../../session/test-session'
import { member } from '../../../test/fixtures'
import { jsonAnswer, renderInApp } from '../../../test/render'
import { ReadReceiptsSection } from './ReadReceiptsSection'

/** PUT /api/read_receipts.php answers `answer(body)`; the bodies sent are kept. */
function serve(answer: (value: boolean) => Response) {
  const fetch = vi.fn((url: string, init?: RequestInit) => {
    if (url.startsWith('/api/read_receipts.php') && init?.method === 'PUT') {
      const body = JSON.parse(init.body as string) as { private: boolean }
      return Promise.resolve(answer(body.private))
    }
    return Promise.resolve(jsonAnswer(404, { error: { code: 'not_found', message: url } }))
  })
  vi.stubGlobal('fetch', fetch)
  return () =>
    fetch.mock.calls
      .filter(([url]) => url.startsWith('/api/read_receipts.php'))
      .map(([, init]) => JSON.parse(init?.body as string) as unknown)
}

const toggle = () => screen.getByTestId<HTMLInputElement>('receipts-switch')

async function show(user: UserResponse) {
  store.set(userAtom, user)
  await renderInApp(() => <ReadReceiptsSection />, '/profile')
}

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  clearSession()
})

describe('ReadReceiptsSection', () => {
  it('switches private read receipts on and off, saved at once, and says what they do', async () => {
    const sent = serve((value) => jsonAnswer(200, { private_receipts: value }))
    await show(member())
    expect(toggle().getAttribute('role')).toBe('switch')
    expect(toggle().checked).toBe(false)
    expect(screen.getByTestId('profile-receipts').textContent).toContain(
      'you do not see when they have read yours.',
    )
    fireEvent.click(toggle())
    await waitFor(() => expect(store.get(userAtom)?.private_receipts).toBe(true))
    expect(toggle().checked).toBe(true)
    fireEvent.click(toggle())
    await waitFor(() => expect(store.get(userAtom)?.private_receipts).toBe(false))
    expect(sent()).toEqual([{ private: true }, { private: false }])
  })

  it('puts the switch back and says why when the save fails', async () => {
    serve(() => jsonAnswer(400, { error: { code: 'validation', message: 'No' } }))
    await show(member())
    fireEvent.click(toggle())
    await waitFor(() => expect(screen.getByRole('alert')).toBeTruthy())
    await waitFor(() => expect(toggle().checked).toBe(false))
    expect(store.get(userAtom)?.private_receipts).toBe(false)
  })
})
