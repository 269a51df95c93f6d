import { fireEvent, screen, waitFor } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { storage } from '../../../lib/storage'
import { sha512Hex } from '../signup-body'
import { jsonAnswer, renderInApp, resetEachSignupTest, testUser } from '../test-utils'
import { SignupForm } from './SignupForm'

type Respond = (url: string, init?: RequestInit) => Response

function serve(signup: Respond = () => jsonAnswer(201, testUser())) {
  const fetchMock = vi.fn((url: string, init?: RequestInit) => {
    if (url.startsWith('/api/validate_email.php')) {
      const email = new URL(url, 'http://x').searchParams.get('email') ?? ''
      return Promise.resolve(
        jsonAnswer(200, { token: `token-${email}`, status: 'new', email, request_email: email }),
      )
    }
    if (url === '/api/user.php?new=1') return Promise.resolve(signup(url, init))
    return Promise.resolve(jsonAnswer(404, { error: { code: 'not_found', message: 'no' } }))
  })
  vi.stubGlobal('fetch', fetchMock)
  return fetchMock
}

const field = (label: string) => screen.getByLabelText<HTMLInputElement>(label)
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } })
const submitButton = () =>
  screen.getByRole<HTMLButtonElement>('button', {
    name: /Create my free account|Sign up and say hello/,
  })

async function fillValidForm() {
  type('Email address', 'Anna@Example.com')
  type('Password', 'geheim123')
  await waitFor(() => expect(submitButton().disabled).toBe(false), { timeout: 2000 })
}

/** Shows the form, fills it in validly and sends it; the server answers the signup `signup`. */
async function sendValidForm(signup: Respond) {
  serve(signup)
  await renderInApp(() => <SignupForm onCreated={vi.fn()} />)
  await fillValidForm()
  fireEvent.click(submitButton())
}

describe('SignupForm', () => {
  resetEachSignupTest()

  it('prefills the name, waits for the email check, then sends the §7 body', async () => {
    storage.set('affiliate_network', 'partner7')
    const fetchMock = serve()
    const onCreated = vi.fn()
    await renderInApp(() => <SignupForm memberId="42" onCreated={onCreated} />)
    expect(screen.getByRole('heading', { name: 'Sign up for free to get in touch' })).toBeTruthy()
    expect(submitButton().disabled).toBe(true)
    await fillValidForm()
    expect(field('Name').value).toBe('Anna')
    fireEvent.click(submitButton())
    await waitFor(() => expect(onCreated).toHaveBeenCalledOnce())
    expect(onCreated.mock.calls[0]?.[0]).toMatchObject({ id: 7 })

    const call = fetchMock.mock.calls.find(([url]) => url === '/api/user.php?new=1')
    const body = JSON.parse(call?.[1]?.body as string) as Record<string, unknown>
    expect(body).toMatchObject({
      email: 'Anna@Example.com',
      name: 'Anna',
      password: 'geheim123',
      trafficsource: 'partner7',
      country: 'NL',
      language: 'en',
      profile: 42,
      form_path: location.pathname,
      referrer: null,
      token: 'token-Anna@Example.com',
      n: navigator.userAgent,
    })
    expect(body.csrf).toBe(await sha512Hex(`anna@example.com${navigator.userAgent}`))
    expect(body.csrf).toMatch(/^[0-9a-f]{128}$/)
    expect(typeof body.timezone).toBe('string')
    expect(call?.[1]?.method).toBe('POST')
  })

  it('shows each rule under its field and keeps the form blocked', async () => {
    serve()
    await renderInApp(() => <SignupForm onCreated={vi.fn()} />)
    await fillValidForm()

    type('Name', '@anna')
    fireEvent.blur(field('Name'))
    expect(screen.getByText('Your name must not start with @')).toBeTruthy()
    expect(submitButton().disabled).toBe(true)

    type('Name', 'anna@example.com')
    expect(screen.getByText('Your name must not be the same as your email address')).toBeTruthy()
    expect(submitButton().disabled).toBe(true)

    type('Name', 'Anna')
    expect(field('Name').maxLength).toBe(150)
    type('Email address', 'anna@example')
    fireEvent.blur(field('Email address'))
    expect(screen.getByText('Value is not a valid email address')).toBeTruthy()
    expect(submitButton().disabled).toBe(true)
  })

  it('puts server field errors under their fields and enables the form again', async () => {
    await sendValidForm(() =>
      jsonAnswer(400, {
        error: {
          code: 'validation_failed',
          message: 'bad',
          fields: [{ path: 'body.name', message: 'signup.name_starts_with_at' }],
        },
      }),
    )
    await screen.findByText('Your name must not start with @')
    expect(field('Name').disabled).toBe(false)
    type('Name', 'Anne')
    expect(screen.queryByText('Your name must not start with @')).toBeNull()
    expect(submitButton().disabled).toBe(false)
  })

  it("puts the server's password refusal under the password field (issue 28 §4)", async () => {
    await sendValidForm(() =>
      jsonAnswer(422, { error: { code: 'password.too_weak', message: 'weak' } }),
    )
    await screen.findByText('This password is too easy to guess. Please choose another one.')
    type('Password', 'lemon tree sky 42')
    expect(
      screen.queryByText('This password is too easy to guess. Please choose another one.'),
    ).toBeNull()
  })

  it('shows the meter as the member types, and keeps a short password from being sent', async () => {
    serve()
    await renderInApp(() => <SignupForm onCreated={vi.fn()} />)
    type('Email address', 'anna@example.com')
    type('Password', 'abc')
    expect(screen.getByTestId('password-meter').textContent).toBe(
      'Too short Use at least 8 characters.',
    )
    expect(submitButton().disabled).toBe(true)
    type('Password', 'password1')
    await waitFor(
      () =>
        expect(screen.getByTestId('password-meter').textContent).toBe(
          'Too weak This is one of the most used passwords.',
        ),
      { timeout: 10_000 },
    )
    type('Password', 'lemon tree sky 42')
    await waitFor(() => expect(screen.getByTestId('password-meter').textContent).toBe('Strong'))
  })

  it('says so when the email already has an account', async () => {
    await sendValidForm(() =>
      jsonAnswer(409, { error: { code: 'signup.email_taken', message: 'taken' } }),
    )
    await screen.findByTestId('email-account-exists')
    expect(submitButton().disabled).toBe(true)
  })

  it('shows other failures as an alert and lets the member try again', async () => {
    await sendValidForm(() => jsonAnswer(500, { error: { code: 'internal', message: 'boom' } }))
    const alert = await screen.findByText(
      'Something went wrong on our side. Please try again in a moment.',
    )
    expect(alert.getAttribute('role')).toBe('alert')
    expect(submitButton().disabled).toBe(false)
    expect(console.error).toHaveBeenCalled()
  })
})
