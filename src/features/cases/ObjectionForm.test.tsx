import { cleanup, fireEvent, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { store } from '../../lib/store'
import { userAtom } from '../../session'
import { member } from '../../test/fixtures'
import { jsonAnswer, renderInApp } from '../../test/render'
import { ObjectionForm } from './ObjectionForm'

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
  store.set(userAtom, undefined)
})

function form() {
  return within(screen.getByTestId('objection-form'))
}

/** The JSON bodies the stubbed fetch was called with, in order. */
function sentBodies(fetch: ReturnType<typeof vi.fn>) {
  return fetch.mock.calls.map(
    ([, init]) => JSON.parse((init as RequestInit).body as string) as Record<string, unknown>,
  )
}

describe('ObjectionForm', () => {
  it("sends a visitor's objection with the reference in capitals, and says when it names no decision", async () => {
    store.set(userAtom, null)
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const fetch = vi
      .fn()
      .mockResolvedValueOnce(
        jsonAnswer(404, { error: { code: 'case.not_found', message: 'No such case' } }),
      )
      .mockResolvedValueOnce(
        jsonAnswer(200, { reference: 'KL-9D4F-7HTR', acknowledged_to: 'sanne@example.nl' }),
      )
    vi.stubGlobal('fetch', fetch)
    await renderInApp(() => <ObjectionForm />)
    await screen.findByTestId('objection-form')
    fireEvent.change(form().getByLabelText('What do you object to?'), {
      target: { value: 'notice' },
    })
    fireEvent.change(form().getByLabelText('Reference number (optional)'), {
      target: { value: ' kl-7q3m-x2pa ' },
    })
    fireEvent.change(form().getByLabelText('Why is the decision wrong?'), {
      target: { value: 'The photo I reported is still there.' },
    })
    fireEvent.change(form().getByLabelText('Your name'), { target: { value: 'Sanne' } })
    fireEvent.change(form().getByLabelText('Your email address'), {
      target: { value: 'sanne@example.nl' },
    })
    fireEvent.click(form().getByRole('button', { name: 'Send objection' }))
    expect(
      await form().findByText(/could not find a notice or report with this reference number/),
    ).toBeTruthy()
    fireEvent.change(form().getByLabelText('Reference number (optional)'), {
      target: { value: '' },
    })
    fireEvent.click(form().getByRole('button', { name: 'Send objection' }))
    const sent = await screen.findByTestId('case-sent')
    expect(sent.textContent).toContain('KL-9D4F-7HTR')
    const [first, second] = sentBodies(fetch)
    expect(first).toEqual({
      key: first?.key,
      subject: 'notice',
      reference: 'KL-7Q3M-X2PA',
      body: 'The photo I reported is still there.',
      name: 'Sanne',
      email: 'sanne@example.nl',
    })
    // Without the reference it is the same form, under the same key.
    expect(second).toEqual({ ...first, reference: undefined })
  })

  it('leaves out the name and address for a blocked account and refuses a malformed reference before sending', async () => {
    store.set(userAtom, null)
    const fetch = vi
      .fn()
      .mockResolvedValue(jsonAnswer(200, { reference: 'KL-2B6C-8QWE', acknowledged_to: null }))
    vi.stubGlobal('fetch', fetch)
    await renderInApp(() => <ObjectionForm subject="ban" account="blocked" />)
    await screen.findByTestId('objection-form')
    expect(form().queryByLabelText('What do you object to?')).toBeNull()
    expect(form().queryByLabelText('Your name')).toBeNull()
    expect(form().getByText('We answer you at the email address of your account.')).toBeTruthy()
    fireEvent.change(form().getByLabelText('Why is the decision wrong?'), {
      target: { value: 'I never asked anyone for money.' },
    })
    fireEvent.change(form().getByLabelText('Reference number (optional)'), {
      target: { value: 'KL-1234' },
    })
    fireEvent.click(form().getByRole('button', { name: 'Send objection' }))
    const reference = form().getByLabelText('Reference number (optional)')
    expect(await form().findByText(/Please give the number as in our email/)).toBeTruthy()
    expect(reference.getAttribute('aria-invalid')).toBe('true')
    expect(fetch).not.toHaveBeenCalled()
    fireEvent.change(reference, { target: { value: '' } })
    fireEvent.click(form().getByRole('button', { name: 'Send objection' }))
    expect((await screen.findByTestId('case-sent')).textContent).toContain('KL-2B6C-8QWE')
    expect(sentBodies(fetch)[0]).toEqual({
      key: expect.any(String) as unknown,
      subject: 'ban',
      body: 'I never asked anyone for money.',
    })
  })

  it("answers a member at their account's address", async () => {
    store.set(userAtom, member({ email: 'me@example.nl' }))
    await renderInApp(() => <ObjectionForm />)
    await screen.findByTestId('objection-form')
    expect(form().queryByLabelText('Your email address')).toBeNull()
    expect(form().getByText('We will answer you at me@example.nl.')).toBeTruthy()
  })
})
