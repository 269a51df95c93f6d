import { cleanup, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { jsonAnswer, renderInApp } from '../../test/render'
import { MailChangeDoPage } from './MailChangeDoPage'

async function renderPage(token: string | undefined) {
  await renderInApp(() => <MailChangeDoPage token={token} />, '/mail-change/do')
  return screen.findByRole('alert')
}

const answer = (status: number, body: unknown) =>
  vi.fn(() => Promise.resolve(jsonAnswer(status, body)))

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

const INVALID =
  'This link is no longer valid. To get a new one, change your email address again in your profile. Back to your profile'

describe('MailChangeDoPage', () => {
  it('says one thing for a bad token', async () => {
    vi.stubGlobal(
      'fetch',
      answer(400, { error: { code: 'mail_change.invalid_token', message: 'not valid' } }),
    )
    expect((await renderPage('bad')).textContent).toBe(INVALID)
  })

  it('says the same for a link without a token, without asking the server', async () => {
    const fetch = vi.fn()
    vi.stubGlobal('fetch', fetch)
    expect((await renderPage(undefined)).textContent).toBe(INVALID)
    expect(fetch).not.toHaveBeenCalled()
  })

  it('says only what went wrong otherwise', async () => {
    vi.stubGlobal('fetch', answer(500, { error: { code: 'internal', message: 'boom' } }))
    expect((await renderPage('good')).textContent).toBe(
      'Something went wrong on our side. Please try again in a moment.',
    )
  })
})
