import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { store } from '../../../lib/store'
import { userAtom, settingsAtom } from '../../../session'
import { jsonAnswer, renderInApp, TEST_SETTINGS, testUser } from '../test-utils'
import { PersonalStep } from './PersonalStep'

const message = 'You must be at least 18 years old and enter a valid date'
const pick = (name: string, value: string) =>
  fireEvent.change(screen.getByRole('combobox', { name }), { target: { value } })

function serve() {
  const fetchMock = vi.fn((url: string, init?: RequestInit) => {
    if (url === '/api/profile_fields.php') {
      return Promise.resolve(
        jsonAnswer(200, {
          allowed_values: { gender: ['male', 'female'], smoking: ['no', 'occasionally', 'yes'] },
        }),
      )
    }
    if (url === '/api/user.php' && init?.method === 'PUT')
      return Promise.resolve(jsonAnswer(200, testUser()))
    return Promise.resolve(jsonAnswer(404, { error: { code: 'not_found', message: 'no' } }))
  })
  vi.stubGlobal('fetch', fetchMock)
  return fetchMock
}

const putBody = (fetchMock: ReturnType<typeof serve>) =>
  JSON.parse(
    fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT')?.[1]?.body as string,
  ) as unknown

describe('PersonalStep', () => {
  beforeEach(() => {
    store.set(settingsAtom, TEST_SETTINGS)
    store.set(userAtom, testUser())
  })
  afterEach(() => {
    cleanup()
    vi.unstubAllGlobals()
  })

  it('shows the date-of-birth error under the field once a date is complete, in any order', async () => {
    serve()
    await renderInApp(() => <PersonalStep onNext={vi.fn()} />)
    const minor = String(new Date().getFullYear() - 18)
    pick('Year', minor)
    pick('Month', '12')
    expect(screen.queryByText(message)).toBeNull()
    pick('Day', '31')
    // 31 December of the youngest year is always under 18, except on 31 December itself.
    const today = new Date()
    if (!(today.getMonth() === 11 && today.getDate() === 31))
      expect(screen.getByText(message)).toBeTruthy()
    pick('Month', '02')
    expect(screen.getByText(message)).toBeTruthy()
    pick('Year', '1990')
    pick('Day', '28')
    expect(screen.queryByText(message)).toBeNull()
  })

  it('does not save an invalid date', async () => {
    const fetchMock = serve()
    const onNext = vi.fn()
    await renderInApp(() => <PersonalStep onNext={onNext} />)
    pick('Month', '04')
    fireEvent.click(screen.getByRole('button', { name: 'Save' }))
    expect(screen.getByText(message)).toBeTruthy()
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(false)
    expect(onNext).not.toHaveBeenCalled()
  })

  it('saves gender, date of birth and the visible fields', async () => {
    const fetchMock = serve()
    const onNext = vi.fn()
    await renderInApp(() => <PersonalStep onNext={onNext} />)
    fireEvent.change(screen.getByLabelText('Gender'), { target: { value: 'female' } })
    pick('Day', '02')
    pick('Month', '04')
    pick('Year', '1990')
    fireEvent.change(await screen.findByRole('combobox', { name: 'Smoking' }), {
      target: { value: 'no' },
    })
    expect(screen.getByRole('option', { name: 'Non-smoker' })).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(onNext).toHaveBeenCalledOnce())
    expect(putBody(fetchMock)).toEqual({
      gender: 'female',
      date_of_birth: '1990-04-02',
      smoking: 'no',
    })
  })

  it('continues without personal info by clearing the date of birth', async () => {
    const fetchMock = serve()
    const onNext = vi.fn()
    await renderInApp(() => <PersonalStep onNext={onNext} />)
    fireEvent.click(screen.getByRole('button', { name: 'Continue without personal info' }))
    await waitFor(() => expect(onNext).toHaveBeenCalledOnce())
    expect(putBody(fetchMock)).toEqual({ date_of_birth: '0000-00-00' })
  })
})
