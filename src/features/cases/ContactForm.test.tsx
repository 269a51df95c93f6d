import { cleanup, fireEvent, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { store } from '../../lib/store'
import { userAtom } from '../../session'
import { member } from '../../test/fixtures'
import { jsonAnswer, renderInApp } from '../../test/render'
import { ContactForm } from './ContactForm'

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
  store.set(userAtom, undefined)
})

function form() {
  return within(screen.getByTestId('contact-form'))
}

describe('ContactForm', () => {
  it("shows the server's field errors under their fields", async () => {
    store.set(userAtom, null)
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    vi.stubGlobal(
      'fetch',
      vi.fn(() =>
        Promise.resolve(
          jsonAnswer(400, {
            error: {
              code: 'validation_failed',
              message: 'x',
              fields: [{ path: 'body.email', message: 'taken' }],
            },
          }),
        ),
      ),
    )
    await renderInApp(() => <ContactForm />)
    await screen.findByTestId('contact-form')
    fireEvent.change(form().getByLabelText('Topic'), { target: { value: 'payment' } })
    fireEvent.change(form().getByLabelText('Your message'), {
      target: { value: 'My payment did not arrive.' },
    })
    fireEvent.change(form().getByLabelText('Your name'), { target: { value: 'Sanne' } })
    fireEvent.change(form().getByLabelText('Your email address'), {
      target: { value: 'sanne@example.nl' },
    })
    fireEvent.click(form().getByRole('button', { name: 'Send message' }))
    const email = form().getByLabelText('Your email address')
    expect(await form().findByText('Please enter a valid email address.')).toBeTruthy()
    expect(email.getAttribute('aria-invalid')).toBe('true')
    // The text stays for the next try.
    expect(form().getByLabelText<HTMLTextAreaElement>('Your message').value).toBe(
      'My payment did not arrive.',
    )
  })

  it("sends a member's message without name and address, says offline and keeps the text", async () => {
    store.set(userAtom, member({ email: 'me@example.nl' }))
    const fetch = vi
      .fn()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(
        jsonAnswer(200, { reference: 'KL-7Q2M-XK4D', acknowledged_to: 'me@example.nl' }),
      )
    vi.stubGlobal('fetch', fetch)
    await renderInApp(() => <ContactForm />)
    await screen.findByTestId('contact-form')
    expect(form().queryByLabelText('Your name')).toBeNull()
    expect(form().getByText('We will answer you at me@example.nl.')).toBeTruthy()
    fireEvent.change(form().getByLabelText('Topic'), { target: { value: 'technical' } })
    fireEvent.change(form().getByLabelText('Your message'), {
      target: { value: 'The chat does not load.' },
    })
    fireEvent.click(form().getByRole('button', { name: 'Send message' }))
    expect(await form().findByText(/You are offline/)).toBeTruthy()
    expect(form().getByLabelText<HTMLTextAreaElement>('Your message').value).toBe(
      'The chat does not load.',
    )
    fireEvent.click(form().getByRole('button', { name: 'Send message' }))
    const sent = await screen.findByTestId('case-sent')
    expect(sent.textContent).toContain('KL-7Q2M-XK4D')
    expect(sent.textContent).toContain('We sent a confirmation to me@example.nl.')
    const bodies = fetch.mock.calls.map(
      ([, init]) => JSON.parse((init as RequestInit).body as string) as Record<string, unknown>,
    )
    expect(bodies[1]).toEqual({
      key: bodies[0]?.key,
      topic: 'technical',
      body: 'The chat does not load.',
    })
  })
})
