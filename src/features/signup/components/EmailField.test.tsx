import { act, cleanup, fireEvent, screen } from '@testing-library/react'
import { useState } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { jsonAnswer, renderInApp } from '../test-utils'
import { useEmailCheck } from '../use-email-check'
import { EmailField } from './EmailField'

function Harness() {
  const [value, setValue] = useState('')
  const check = useEmailCheck(value)
  return (
    <>
      <EmailField
        value={value}
        onChange={setValue}
        onBlur={() => undefined}
        check={check}
        ruleError={undefined}
        taken={false}
      />
      <output data-testid="state">
        {check.pending ? 'pending' : (check.result?.token ?? 'none')}
      </output>
    </>
  )
}

const answer = (status: string) => (url: string) => {
  const email = new URL(url, 'http://x').searchParams.get('email') ?? ''
  return Promise.resolve(
    jsonAnswer(200, { token: `token-for-${email}`, status, email, request_email: email }),
  )
}

async function setup(respond: (url: string) => Promise<Response>) {
  const fetchMock = vi.fn(respond)
  vi.stubGlobal('fetch', fetchMock)
  await renderInApp(() => <Harness />)
  vi.useFakeTimers()
  return { fetchMock, input: screen.getByLabelText('Email address') }
}

const type = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } })
const wait = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms))

describe('EmailField with the server check', () => {
  beforeEach(() => {
    vi.useRealTimers()
  })
  afterEach(() => {
    cleanup()
    vi.useRealTimers()
    vi.unstubAllGlobals()
  })

  it('asks the server once, 500 ms after the last change', async () => {
    const { fetchMock, input } = await setup(answer('new'))
    type(input, 'anna@example.n')
    await wait(300)
    type(input, 'anna@example.nl')
    expect(screen.getByTestId('state').textContent).toBe('pending')
    await wait(499)
    expect(fetchMock).not.toHaveBeenCalled()
    await wait(1)
    expect(fetchMock).toHaveBeenCalledOnce()
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe(
      '/api/validate_email.php?email=anna%40example.nl',
    )
    expect(screen.getByTestId('state').textContent).toBe('token-for-anna@example.nl')
  })

  it('does not ask without an @ and a dot', async () => {
    const { fetchMock, input } = await setup(answer('new'))
    type(input, 'anna.example')
    await wait(1000)
    type(input, 'anna@example')
    await wait(1000)
    expect(fetchMock).not.toHaveBeenCalled()
    expect(screen.getByTestId('state').textContent).toBe('none')
  })

  it('offers the login link for an existing account', async () => {
    const { input } = await setup(answer('not_confirmed'))
    type(input, 'anna@example.nl')
    await wait(500)
    expect(screen.getByText(/You already have an account with this email address/)).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/login')
  })

  it('points a deleted account to customer service', async () => {
    const { input } = await setup(answer('deleted'))
    type(input, 'anna@example.nl')
    await wait(500)
    expect(screen.getByRole('link', { name: 'customer service' }).getAttribute('href')).toBe(
      '/pages/service',
    )
  })

  it('shows the invalid-email hint when the check fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const { input } = await setup(() => Promise.reject(new TypeError('offline')))
    type(input, 'anna@example.nl')
    await wait(500)
    expect(
      screen.getByText('This email address does not seem to work. Please check it for typos.'),
    ).toBeTruthy()
    expect(screen.getByTestId('state').textContent).toBe('none')
  })

  it('suggests a fix for a typo and checks the accepted address', async () => {
    const { fetchMock, input } = await setup(answer('new'))
    type(input, 'anna@gmial.com')
    await wait(500)
    expect(screen.getByTestId('email-suggestion').textContent).toContain(
      'Did you mean anna@gmail.com?',
    )
    fireEvent.click(screen.getByRole('button', { name: 'Yes, correct it' }))
    expect((input as HTMLInputElement).value).toBe('anna@gmail.com')
    expect(screen.queryByTestId('email-suggestion')).toBeNull()
    await wait(500)
    expect(fetchMock).toHaveBeenCalledTimes(2)
    expect(screen.getByTestId('state').textContent).toBe('token-for-anna@gmail.com')
  })
})
