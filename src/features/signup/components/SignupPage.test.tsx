import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { storage } from '../../../lib/storage'
import { store } from '../../../lib/store'
import { userAtom, settingsAtom } from '../../../session'
import { signupCompletedAtom } from '../state'
import {
  jsonAnswer,
  renderInApp,
  resetEachSignupTest,
  TEST_SETTINGS,
  testUser,
} from '../test-utils'
import { SignupPage } from './SignupPage'

const image = { filename: 'a.jpg', thumb_filename: 'a-thumb.jpg' }

function serveProfileFields() {
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string) =>
      Promise.resolve(
        url === '/api/profile_fields.php'
          ? jsonAnswer(200, {
              allowed_values: {
                gender: ['male', 'female'],
                smoking: ['no', 'occasionally', 'yes'],
              },
            })
          : jsonAnswer(404, { error: { code: 'not_found', message: 'no' } }),
      ),
    ),
  )
}

describe('SignupPage', () => {
  resetEachSignupTest(() => {
    store.set(userAtom, null)
    store.set(signupCompletedAtom, false)
  })

  it('shows the form with progress 0 to a visitor when signups are open', async () => {
    await renderInApp(() => <SignupPage />)
    expect(screen.getByRole('heading', { name: 'Sign up for free' })).toBeTruthy()
    expect(
      screen.getByRole('progressbar', { name: 'Signup progress' }).getAttribute('aria-valuenow'),
    ).toBe('0')
  })

  it('is invite only when signups are closed', async () => {
    store.set(settingsAtom, { ...TEST_SETTINGS, signups: 'closed' })
    await renderInApp(() => <SignupPage />)
    expect(screen.getByTestId('signup-invite-only')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/login')
    expect(screen.queryByLabelText('Email address')).toBeNull()
  })

  it('with_trafficsource needs a stored network', async () => {
    store.set(settingsAtom, { ...TEST_SETTINGS, signups: 'with_trafficsource' })
    await renderInApp(() => <SignupPage />)
    expect(screen.getByTestId('signup-invite-only')).toBeTruthy()
    cleanup()
    storage.set('affiliate_network', 'partner7')
    await renderInApp(() => <SignupPage />)
    expect(screen.queryByTestId('signup-invite-only')).toBeNull()
    expect(screen.getByLabelText('Email address')).toBeTruthy()
  })

  it('moves a new account on to the photo when push is not offered', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn((url: string) => {
        if (url.startsWith('/api/validate_email.php')) {
          return Promise.resolve(
            jsonAnswer(200, {
              token: 't',
              status: 'new',
              email: 'anna@example.com',
              request_email: 'anna@example.com',
            }),
          )
        }
        return Promise.resolve(jsonAnswer(201, testUser()))
      }),
    )
    await renderInApp(() => <SignupPage />)
    fireEvent.change(screen.getByLabelText('Email address'), {
      target: { value: 'anna@example.com' },
    })
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'geheim123' } })
    const submit = screen.getByRole<HTMLButtonElement>('button', { name: 'Create my free account' })
    await waitFor(() => expect(submit.disabled).toBe(false), { timeout: 2000 })
    fireEvent.click(submit)
    await screen.findByTestId('signup-step-2')
    expect(store.get(userAtom)?.id).toBe(7)
  })

  it('resumes a member without a photo at the photo step when push is not offered', async () => {
    store.set(userAtom, testUser())
    await renderInApp(() => <SignupPage />)
    await screen.findByTestId('signup-step-2')
    expect(
      screen.getByRole('progressbar', { name: 'Signup progress' }).getAttribute('aria-valuenow'),
    ).toBe('33')
  })

  it('resumes a member with a photo and a city at the personal info', async () => {
    serveProfileFields()
    store.set(userAtom, testUser({ main_image: image, city: 'Haarlem' }))
    await renderInApp(() => <SignupPage />)
    await screen.findByTestId('signup-step-4')
    expect(screen.getByRole('combobox', { name: 'Day' })).toBeTruthy()
    await screen.findByRole('combobox', { name: 'Smoking' })
  })

  it('shows the completion step with the email and marks the flow complete for a finished member', async () => {
    const member = testUser({
      main_image: image,
      city: 'Haarlem',
      gender: 'female',
      personal: 'Hoi',
    })
    vi.stubGlobal(
      'fetch',
      vi.fn((url: string) =>
        Promise.resolve(
          url === '/api/user.php' ? jsonAnswer(200, member) : jsonAnswer(200, { delivered: true }),
        ),
      ),
    )
    const onComplete = vi.fn()
    store.set(userAtom, member)
    await renderInApp(() => <SignupPage onComplete={onComplete} />)
    await screen.findByTestId('signup-step-6')
    await screen.findByTestId('signup-step-7', {}, { timeout: 3000 })
    expect(screen.getByTestId('signup-email').textContent).toBe('anna@example.com')
    expect(
      screen.getByRole('link', { name: 'Change your email address' }).getAttribute('href'),
    ).toBe('/profile#email')
    expect(screen.getByRole('link', { name: 'Go to the members' }).getAttribute('href')).toBe(
      '/members',
    )
    expect(onComplete).toHaveBeenCalledOnce()
    expect(store.get(signupCompletedAtom)).toBe(true)
  })
})
