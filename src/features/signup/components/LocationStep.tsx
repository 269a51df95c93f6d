// Step 3 (spec §2, §4): where the member lives. Entering the step asks the browser for its
// position and prefills country, region and city when the server places it in a country the
// site allows. The country is a choice only when the site has more than one; the city shows
// when the site shows cities. Saving needs a country.
import { Trans, useLingui } from '@lingui/react/macro'
import { useAtomValue } from 'jotai'
import { useState } from 'react'
import { NO_RETRY } from '../../../api/sync'
import { useSync } from '../../../api/use-sync'
import { cityRule } from '../../../contract/rules'
import { changeLocation, initialCountry, LocationFields } from '../../../ui/LocationFields'
import { userAtom, settingsAtom } from '../../../session'
import { guessLocation, type LocationValues } from '../geolocation'
import { ruleText } from '../messages'
import { useStepSave } from '../use-step-save'
import { ChoiceButtons } from '../../../ui/ChoiceButtons'
import { SignupStep } from './SignupStep'

export function LocationStep({ onNext }: { onNext: () => void }) {
  const { i18n } = useLingui()
  const settings = useAtomValue(settingsAtom)
  const profile = useAtomValue(userAtom)?.profile
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
  const cityBroken = cityRule(shown.city)
  const cityError = cityBroken === undefined ? undefined : ruleText(i18n, cityBroken)

  const change = (field: keyof LocationValues, value: string) => {
    setValues(changeLocation(shown, field, value))
    setEdited(true)
  }

  const save = () =>
    saveStep({
      country: shown.country,
      countryregion: shown.countryregion,
      ...(cityVisible ? { city: shown.city.trim() } : {}),
    })

  return (
    <SignupStep
      step={3}
      title={<Trans>Where do you live?</Trans>}
      intro={<Trans>We use this to show you members near you.</Trans>}
      error={error}
      actions={
        <ChoiceButtons
          className="signup-actions"
          busy={saving}
          primary={{
            label: <Trans>Save living area</Trans>,
            disabled: !shown.country || Boolean(cityError),
            onClick: () => void save(),
          }}
          secondary={{ label: <Trans>Continue without location</Trans>, onClick: onNext }}
        />
      }
    >
      {locating && (
        <p className="field-pending" aria-live="polite">
          <Trans>Looking up your location…</Trans>
        </p>
      )}
      <LocationFields values={shown} onChange={change} settings={settings} cityError={cityError} />
    </SignupStep>
  )
}
