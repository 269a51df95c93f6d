// The place line of a member (place.ts) with the site's region names and the reader's
// country names.
import { useLingui } from '@lingui/react'
import { useAtomValue } from 'jotai'
import { countryName } from '../../lib/display-names'
import { settingsAtom } from '../../session'
import { memberPlace, type PlaceOf } from './place'

export function useMemberPlace(member: PlaceOf, withCountry = true): string {
  const { i18n } = useLingui()
  const regions = useAtomValue(settingsAtom)?.region_data
  const locale = i18n.locale || 'en'
  return memberPlace(member, {
    regions,
    countryName: withCountry ? (code) => countryName(locale, code) : undefined,
  })
}
