import { cleanup, fireEvent, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { jsonAnswer, renderInApp } from '../../test/render'
import { UnsubscribePage } from './UnsubscribePage'

const TOKEN = `12.messages.${'A'.repeat(43)}`

const renderPage = (token: string | undefined) =>
  renderInApp(() => <UnsubscribePage token={token} />, '/unsubscribe')

const answer = (status: number, body: unknown) =>
  vi.fn((_url: string, _init?: RequestInit) => Promise.resolve(jsonAnswer(status, body)))

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

describe('UnsubscribePage', () => {
  it('changes nothing on opening; the button posts the one-click unsubscribe and confirms', async () => {
    const fetch = answer(200, { unsubscribed: ['messages'] })
    vi.stubGlobal('fetch', fetch)
    await renderPage(TOKEN)
    const button = await screen.findByRole('button', { name: 'Unsubscribe' })
    expect(screen.getByText('Stop the emails about new messages?')).toBeTruthy()
    expect(fetch).not.toHaveBeenCalled()
    fireEvent.click(button)
    expect((await screen.findByRole('status')).textContent).toContain(
      'Done: we will not email you about new messages any more.',
    )
    const [url, init] = fetch.mock.calls[0] ?? []
    expect(String(url)).toContain(`/api/unsubscribe.php?t=${encodeURIComponent(TOKEN)}`)
    expect(init?.method).toBe('POST')
    expect(init?.body).toBe(JSON.stringify({ 'List-Unsubscribe': 'One-Click' }))
  })

  it('says a malformed or refused link is not valid', async () => {
    const fetch = vi.fn()
    vi.stubGlobal('fetch', fetch)
    await renderPage('nonsense')
    expect((await screen.findByRole('alert')).textContent).toContain(
      'This unsubscribe link is not valid.',
    )
    expect(fetch).not.toHaveBeenCalled()
    cleanup()
    vi.stubGlobal(
      'fetch',
      answer(400, { error: { code: 'unsubscribe.invalid_token', message: 'not valid' } }),
    )
    await renderPage(TOKEN)
    fireEvent.click(await screen.findByRole('button', { name: 'Unsubscribe' }))
    expect((await screen.findByRole('alert')).textContent).toContain(
      'This unsubscribe link is not valid.',
    )
  })
})
