// Step 3 (spec §2, §4): where the member lives. Entering the step asks the browser for its
// position and prefills country, region and city when the server places it in a country the
// site allows. The country is a choice only when the site has more than one; the city shows
// when the site shows cities. Saving needs a country.
import { Trans, useLingui } from '@lingui/react/macro'
import { useAtomValue } from 'jotai'
import { useState } from 'react'
import { NO_RETRY } from '../../../api/sync'
import { useSync } from '../../../api/use-sync'
import type { SettingsResponse } from '../../../contract/settings'
import { CITY_MAX, citySchema } from '../../../contract/validation'
import { Field } from '../../../ui/Field'
import { userAtom, settingsAtom } from '../../../session'
import { guessLocation, type LocationValues } from '../geolocation'
import { ruleText } from '../messages'
import { useStepSave } from '../use-step-save'
import { FormError } from '../../../ui/FormError'

function initialCountry(
  current: string | null | undefined,
  settings: SettingsResponse | null,
): string {
  const countries = settings?.countries ?? []
  if (current && countries.includes(current)) return current
  if (countries.length === 1) return countries[0] ?? ''
  const guessed = settings?.geoip_selected_country
  return guessed && countries.includes(guessed) ? guessed : ''
}

function useCountryName(): (code: string) => string {
  const { i18n } = useLingui()
  let names: Intl.DisplayNames | null = null
  try {
    names = new Intl.DisplayNames([i18n.locale], { type: 'region' })
  } catch {
    names = null
  }
  return (code) => names?.of(code) ?? code
}

export function LocationStep({ onNext }: { onNext: () => void }) {
  const { t, i18n } = useLingui()
  const settings = useAtomValue(settingsAtom)
  const profile = useAtomValue(userAtom)?.profile
  const countryName = useCountryName()
  const countries = settings?.countries ?? []
  const regionData = settings?.region_data ?? {}
  const cityVisible = settings?.visible_profile_fields.includes('city') ?? true

  const [values, setValues] = useState<LocationValues>(() => ({
    country: initialCountry(profile?.country, settings),
    countryregion: profile?.countryregion ?? '',
    city: profile?.city ?? '',
  }))
  const [edited, setEdited] = useState(false)
  const { saving, error, save: saveStep } = useStepSave('the location', onNext)
  // Asked once on entering the step; a failure (no permission, no network) leaves the form
  // as it is (spec §8: the background geocode gives null). Not retried: a late guess would
  // come after the member started typing.
  const guess = useSync('location', {
    name: 'Location guess',
    retry: NO_RETRY,
    fetch: (signal) => guessLocation(countries, regionData, signal),
  })
  const prefill = guess.data ?? null
  const locating = guess.loading

  // The guess fills the form only until the member changes something themselves.
  const shown = prefill && !edited ? prefill : values
  const regions = regionData[shown.country] ?? []
  const cityRule = citySchema.safeParse(shown.city)
  const cityError = cityRule.success
    ? undefined
    : ruleText(i18n, cityRule.error.issues[0]?.message ?? '')

  const change = (field: keyof LocationValues, value: string) => {
    const base = shown
    const next = { ...base, [field]: value }
    if (field === 'country') next.countryregion = ''
    setValues(next)
    setEdited(true)
  }

  const save = () =>
    saveStep({
      country: shown.country,
      countryregion: shown.countryregion,
      ...(cityVisible ? { city: shown.city.trim() } : {}),
    })

  const sortedCountries = [...countries].sort((a, b) =>
    countryName(a).localeCompare(countryName(b), i18n.locale),
  )

  return (
    <section className="signup-step" data-testid="signup-step-3">
      <h1>
        <Trans>Where do you live?</Trans>
      </h1>
      <p>
        <Trans>We use this to show you members near you.</Trans>
      </p>
      {locating && (
        <p className="field-pending" aria-live="polite">
          <Trans>Looking up your location…</Trans>
        </p>
      )}
      {countries.length > 1 ? (
        <Field label={t`Country`}>
          {(control) => (
            <select
              {...control}
              name="country"
              value={shown.country}
              onChange={(event) => change('country', event.target.value)}
            >
              <option value="">{t`Choose your country`}</option>
              {sortedCountries.map((code) => (
                <option key={code} value={code}>
                  {countryName(code)}
                </option>
              ))}
            </select>
          )}
        </Field>
      ) : (
        <p className="signup-fixed-country">
          <Trans>Country</Trans>: <strong>{shown.country ? countryName(shown.country) : ''}</strong>
        </p>
      )}
      {regions.length > 0 && (
        <Field label={t`Region`}>
          {(control) => (
            <select
              {...control}
              name="countryregion"
              value={shown.countryregion}
              onChange={(event) => change('countryregion', event.target.value)}
            >
              <option value="">{t`Choose your region`}</option>
              {regions.map((region) => (
                <option key={region.id} value={region.id}>
                  {region.name}
                </option>
              ))}
            </select>
          )}
        </Field>
      )}
      {cityVisible && (
        <Field label={t`City`} error={cityError}>
          {(control) => (
            <input
              {...control}
              type="text"
              name="city"
              autoComplete="address-level2"
              maxLength={CITY_MAX}
              value={shown.city}
              onChange={(event) => change('city', event.target.value)}
            />
          )}
        </Field>
      )}
      <FormError>{error}</FormError>
      <div className="signup-actions">
        <button
          type="button"
          className="button button-primary"
          disabled={!shown.country || Boolean(cityError) || saving}
          onClick={() => void save()}
        >
          <Trans>Save living area</Trans>
        </button>
        <button type="button" className="button" disabled={saving} onClick={onNext}>
          <Trans>Continue without location</Trans>
        </button>
      </div>
    </section>
  )
}
