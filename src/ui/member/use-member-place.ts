// The place line of a member (place.ts) with the site's region names and the reader's
// country names.
import { useAtomValue } from 'jotai'
import { settingsAtom } from '../../session'
import { useCountryName } from '../use-country-name'
import { memberPlace, type PlaceOf } from './place'

export function useMemberPlace(member: PlaceOf, withCountry = true): string {
  const regions = useAtomValue(settingsAtom)?.region_data
  const countryName = useCountryName()
  return memberPlace(member, { regions, countryName: withCountry ? countryName : undefined })
}
