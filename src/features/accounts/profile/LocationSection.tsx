// Where the member lives: country, region, city (the signup step's fields, as a form).
import { useLingui } from '@lingui/react/macro'
import { useAtomValue } from 'jotai'
import { useState } from 'react'
import type { SettingsResponse } from '../../../contract/settings'
import type { UserProfile } from '../../../contract/user'
import { CITY_MAX, cityRule } from '../../../contract/rules'
import {
  changeLocation,
  initialCountry,
  LocationFields,
  type LocationValues,
} from '../../../ui/LocationFields'
import { settingsAtom } from '../../../session'
import { ProfileSection } from './ProfileSection'
import { useProfileSave } from './use-profile-save'

export function LocationSection({ profile }: { profile: UserProfile }) {
  const { t } = useLingui()
  const settings: SettingsResponse | null = useAtomValue(settingsAtom)
  const [values, setValues] = useState<LocationValues>(() => ({
    country: initialCountry(profile.country, settings),
    countryregion: profile.countryregion,
    city: profile.city,
  }))
  const section = useProfileSave()
  const cityVisible = settings?.visible_profile_fields.includes('city') ?? true
  const cityOk = cityRule(values.city) === undefined
  const city_max = CITY_MAX
  const cityError = cityOk ? undefined : t`The city can be at most ${city_max} characters long`

  const change = (field: keyof LocationValues, value: string) => {
    setValues((current) => changeLocation(current, field, value))
    section.edited()
  }

  return (
    <ProfileSection
      id="location"
      title={t`Where you live`}
      status={section}
      canSave={values.country !== '' && cityOk}
      onSave={() =>
        void section.save({
          country: values.country,
          countryregion: values.countryregion,
          ...(cityVisible ? { city: values.city.trim() } : {}),
        })
      }
    >
      <LocationFields values={values} onChange={change} settings={settings} cityError={cityError} />
    </ProfileSection>
  )
}
