import { cleanup, fireEvent, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { store } from '../../lib/store'
import { userAtom } from '../../session'
import { member } from '../../test/fixtures'
import { jsonAnswer, renderInApp } from '../../test/render'
import { ActivationBanner, waitMinutes } from './ActivationBanner'

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  store.set(userAtom, undefined)
})

describe('waitMinutes', () => {
  it('rounds a wait up to whole minutes, at least one', () => {
    expect(waitMinutes(1)).toBe(1)
    expect(waitMinutes(60)).toBe(1)
    expect(waitMinutes(61)).toBe(2)
    expect(waitMinutes(86_000)).toBe(1434)
  })
})

describe('ActivationBanner', () => {
  it('is not there for an activated member', async () => {
    store.set(userAtom, member({ activated: true }))
    await renderInApp(() => <ActivationBanner />, '/profile')
    expect(screen.queryByTestId('activation-banner')).toBeNull()
  })

  it('sends the mail again and says where it went', async () => {
    store.set(userAtom, member({ activated: false }))
    const fetch = vi.fn(() =>
      Promise.resolve(jsonAnswer(202, { sent_to: 'anna@example.com', next_in: 120 })),
    )
    vi.stubGlobal('fetch', fetch)
    await renderInApp(() => <ActivationBanner />, '/profile')
    fireEvent.click(screen.getByRole('button', { name: 'Send the activation mail again' }))
    expect((await screen.findByRole('status')).textContent).toBe(
      'We sent a new activation link to anna@example.com. Have a look in your inbox.',
    )
    expect(fetch).toHaveBeenCalledWith(
      '/api/activation_mail.php',
      expect.objectContaining({ method: 'POST' }),
    )
  })

  it('says how long to wait after a 429, from Retry-After', async () => {
    store.set(userAtom, member({ activated: false }))
    const tooSoon = new Response(
      JSON.stringify({ error: { code: 'activation_mail.wait', message: 'wait' } }),
      { status: 429, headers: { 'content-type': 'application/json', 'retry-after': '90' } },
    )
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(tooSoon)),
    )
    await renderInApp(() => <ActivationBanner />, '/profile')
    fireEvent.click(screen.getByRole('button', { name: 'Send the activation mail again' }))
    expect((await screen.findByRole('status')).textContent).toMatch(/You can ask again in 2 min\.$/)
  })
})
