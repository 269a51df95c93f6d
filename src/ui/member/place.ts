// Where a member lives, as one line that the card, the member page and the home tiles share
// (issue 9 §3: "the card and the member page show the same place"): the city, else the name
// of the region (settings.region_data, in the reader's language), then the country where the
// design has room for it. Pure, so every place shows the same words.
import type { MemberCard } from '../../contract/members'
import type { RegionData } from '../../contract/regions'

export type PlaceOf = Pick<MemberCard, 'city' | 'country' | 'countryregion'>

interface PlaceOptions {
  /** settings.region_data: the region names of the site's countries. */
  regions: RegionData | undefined
  /** The country's name in the reader's language; leave out for the line without a country. */
  countryName?: (code: string) => string
}

/** The region's name, or '' when the site does not know the region (never the bare code). */
export function regionName(regions: RegionData | undefined, member: PlaceOf): string {
  const id = member.countryregion.trim()
  if (!member.country || !id || id === '0') return ''
  return regions?.[member.country]?.find((region) => region.id === id)?.name ?? ''
}

/** "Haarlem, Netherlands"; "Noord-Holland, Netherlands" without a city; '' when unknown. */
export function memberPlace(member: PlaceOf, options: PlaceOptions): string {
  const local = member.city.trim() || regionName(options.regions, member)
  const country = member.country && options.countryName ? options.countryName(member.country) : ''
  return [local, country].filter(Boolean).join(', ')
}
