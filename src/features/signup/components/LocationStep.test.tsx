import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { store } from '../../../lib/store'
import { userAtom, settingsAtom } from '../../../session'
import { jsonAnswer, renderInApp, TEST_SETTINGS, testUser } from '../test-utils'
import { LocationStep } from './LocationStep'

function stubPosition(found: boolean) {
  const getCurrentPosition = vi.fn(
    (
      success: PositionCallback,
      failure?: PositionErrorCallback | null,
      _options?: PositionOptions,
    ) => {
      if (found) success({ coords: { latitude: 52.38, longitude: 4.64 } } as GeolocationPosition)
      else failure?.({ code: 1, message: 'denied' } as GeolocationPositionError)
    },
  )
  Object.defineProperty(navigator, 'geolocation', {
    value: { getCurrentPosition },
    configurable: true,
  })
  return getCurrentPosition
}

function serve(geocode: { country: string; countryregion: string; city: string }) {
  const fetchMock = vi.fn((url: string, init?: RequestInit) => {
    if (url.startsWith('/api/geocode.php')) return Promise.resolve(jsonAnswer(200, geocode))
    if (url === '/api/user.php' && init?.method === 'PUT') {
      const body = JSON.parse(init.body as string) as Record<string, string>
      return Promise.resolve(
        jsonAnswer(
          200,
          testUser({ country: body.country, countryregion: body.countryregion, city: body.city }),
        ),
      )
    }
    return Promise.resolve(jsonAnswer(404, { error: { code: 'not_found', message: 'no' } }))
  })
  vi.stubGlobal('fetch', fetchMock)
  return fetchMock
}

const control = (label: string) =>
  screen.getByLabelText<HTMLSelectElement | HTMLInputElement>(label)
const saveButton = () => screen.getByRole<HTMLButtonElement>('button', { name: 'Save living area' })

describe('LocationStep', () => {
  beforeEach(() => {
    store.set(settingsAtom, TEST_SETTINGS)
    store.set(userAtom, testUser({ country: null }))
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
  })
  afterEach(() => {
    cleanup()
    vi.unstubAllGlobals()
    vi.restoreAllMocks()
  })

  it('prefills from the position when the country is allowed, and saves the living area', async () => {
    const getCurrentPosition = stubPosition(true)
    const fetchMock = serve({ country: 'NL', countryregion: 'NH', city: 'Haarlem' })
    const onNext = vi.fn()
    await renderInApp(() => <LocationStep onNext={onNext} />)
    await waitFor(() => expect(control('City').value).toBe('Haarlem'))
    expect(getCurrentPosition.mock.calls[0]?.[2]).toMatchObject({ maximumAge: 3_600_000 })
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/api/geocode.php?lat=52.38&lon=4.64')
    expect(control('Country').value).toBe('NL')
    expect(control('Region').value).toBe('NH')
    fireEvent.click(saveButton())
    await waitFor(() => expect(onNext).toHaveBeenCalledOnce())
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT')
    expect(JSON.parse(put?.[1]?.body as string)).toEqual({
      country: 'NL',
      countryregion: 'NH',
      city: 'Haarlem',
    })
    expect(store.get(userAtom)?.profile.city).toBe('Haarlem')
  })

  it('ignores a position in a country the site does not allow', async () => {
    stubPosition(true)
    serve({ country: 'US', countryregion: 'CA', city: 'Fresno' })
    store.set(settingsAtom, { ...TEST_SETTINGS, geoip_selected_country: 'BE' })
    await renderInApp(() => <LocationStep onNext={vi.fn()} />)
    await waitFor(() => expect(screen.queryByText('Looking up your location…')).toBeNull())
    expect(control('Country').value).toBe('BE')
    expect(control('City').value).toBe('')
  })

  it('cannot save without a country', async () => {
    stubPosition(false)
    serve({ country: 'NL', countryregion: '', city: '' })
    store.set(settingsAtom, { ...TEST_SETTINGS, geoip_selected_country: 'US' })
    await renderInApp(() => <LocationStep onNext={vi.fn()} />)
    expect(control('Country').value).toBe('')
    expect(saveButton().disabled).toBe(true)
    fireEvent.change(control('Country'), { target: { value: 'BE' } })
    expect(saveButton().disabled).toBe(false)
    expect(
      [...screen.getByLabelText<HTMLSelectElement>('Region').options].map((option) => option.value),
    ).toEqual(['', 'VAN'])
  })

  it('shows a single allowed country as fixed text, not a choice', async () => {
    stubPosition(false)
    serve({ country: 'NL', countryregion: '', city: '' })
    store.set(settingsAtom, { ...TEST_SETTINGS, countries: ['NL'] })
    await renderInApp(() => <LocationStep onNext={vi.fn()} />)
    expect(screen.queryByLabelText('Country')).toBeNull()
    expect(screen.getByText('Netherlands')).toBeTruthy()
    expect(saveButton().disabled).toBe(false)
  })

  it('refuses a city over 255 characters', async () => {
    stubPosition(false)
    serve({ country: 'NL', countryregion: '', city: '' })
    await renderInApp(() => <LocationStep onNext={vi.fn()} />)
    expect(screen.getByLabelText<HTMLInputElement>('City').maxLength).toBe(255)
    fireEvent.change(control('City'), { target: { value: 'x'.repeat(256) } })
    expect(screen.getByText('The city can be at most 255 characters long')).toBeTruthy()
    expect(saveButton().disabled).toBe(true)
  })
})
