// Which filters a search.php call runs with (spec §4 Search). Start: with auto_load the
// member's saved search, else defaults from their profile (opposite gender, their country,
// the age bucket around their age) or, logged out, from the site and the visitor's geoip
// country. Then every filter the query names overrides. Finally the values are checked
// against the site: an unknown country or an inverted age range is a 400, an unknown region
// quietly becomes the whole country (region lists change; a stale one is no error).
// The nearest-first order (issue 32 §4) needs the member's city as a known place (`origin`);
// without one the search quietly runs newest first, as the client offers no other order then.
import { eq } from 'drizzle-orm'
import type { CountryCode } from '../../../src/contract/common'
import { featuresFor } from '../../../src/contract/features'
import type { Gender } from '../../../src/contract/profile-field-names'
import {
  AGE_CHOICES,
  countriesOfFilter,
  type FilterOptions,
  type searchQuerySchema,
} from '../../../src/contract/search'
import { ageOn, MIN_AGE } from '../../../src/contract/rules'
import type { z } from 'zod'
import type { Db } from '../../db/database'
import { profiles } from '../../db/schema'
import { httpError } from '../api-error'
import type { CityCoordinates } from '../geo/city-coordinates'
import { regionsOf } from '../geo/regions'
import type { Site } from '../sites/site-schema'
import { siteCountryOr } from '../sites/site-settings'
import { loadSavedSearch } from './saved-search'
import type { SearchInput } from './search-filter'

export type SearchQueryValues = z.output<typeof searchQuerySchema>

export interface ResolvedFilters {
  options: FilterOptions
  /** The countries options.country stands for. */
  countries: string[]
  /** Where the viewer's city lies (the distance sort's origin); null when not a known place. */
  origin: CityCoordinates | null
}

/**
 * Whom a search with these filters finds, for searchMembers: the search call and the discover
 * deck each make theirs from it, adding their own order and page.
 */
export function searchInputOf(
  { options, countries }: Pick<ResolvedFilters, 'options' | 'countries'>,
  viewerId: number | null,
): Omit<SearchInput, 'near' | 'page' | 'pp'> {
  return {
    viewerId,
    countries,
    countryregion: options.countryregion,
    gender: options.gender,
    minAge: options.min_age,
    maxAge: options.max_age,
    verifiedOnly: options.verified,
    onlineOnly: options.online,
  }
}

export interface SearchContext {
  site: Site
  viewerId: number | null
  /** The visitor's geoip country (logged-out default), null when unknown. */
  geoipCountry: CountryCode | null
}

export async function resolveFilters(
  db: Db,
  query: SearchQueryValues,
  context: SearchContext,
  now: Date = new Date(),
): Promise<ResolvedFilters> {
  const { site } = context
  const { filters: defaults, origin } = await defaultFilters(db, context, now)
  const saved =
    query.auto_load && context.viewerId !== null
      ? await loadSavedSearch(db, context.viewerId)
      : null
  const allCountries = query.searchAllCountries && allCountriesOffered(site)
  // Templates that search across all countries start there.
  const base = saved ?? (allCountries ? { ...defaults, country: '' } : defaults)

  const ageGiven = query.min_age !== undefined || query.max_age !== undefined
  const minAge = ageGiven ? (query.min_age ?? MIN_AGE) : base.min_age
  const maxAge = ageGiven ? (query.max_age ?? null) : base.max_age
  if (maxAge !== null && minAge > maxAge) {
    throw httpError(400, 'search.invalid_age_range', 'min_age is above max_age')
  }

  let country = query.country ?? base.country
  // An empty country means every site country only where the template offers that.
  if (country === '' && !allCountries) country = defaults.country

  let countries = countriesOfFilter(country, site.countries)
  if (countries === null) {
    if (query.country !== undefined) {
      throw httpError(400, 'search.invalid_country', `${country} is not searched on this site`)
    }
    // A saved search from before the site's countries changed: start over from the defaults.
    country = defaults.country
    countries = countriesOfFilter(country, site.countries) ?? [siteCountryOr(site, null)]
  }

  const regionGiven = query.countryregion !== undefined || query.country !== undefined
  const region = regionGiven ? (query.countryregion ?? '') : base.countryregion
  return {
    options: {
      gender: query.gender ?? base.gender,
      min_age: minAge,
      max_age: maxAge,
      country,
      countryregion: knownRegion(countries, region),
      verified: query.verified ?? base.verified,
      online: query.online,
      // Stated only when nearest first runs: absent is newest first, as before the choice.
      ...(origin !== null && (query.sort ?? base.sort) === 'distance'
        ? { sort: 'distance' as const }
        : {}),
    },
    countries,
    origin,
  }
}

/** The filters of a first search without a saved one, and where the viewer's city lies. */
async function defaultFilters(
  db: Db,
  context: SearchContext,
  now: Date,
): Promise<{ filters: FilterOptions; origin: CityCoordinates | null }> {
  const { site } = context
  const all = AGE_CHOICES[0]
  const everyAge = { min_age: all?.min_age ?? MIN_AGE, max_age: all?.max_age ?? null }
  const logoutCountry = siteCountryOr(site, context.geoipCountry)
  if (context.viewerId === null) {
    const filters: FilterOptions = {
      gender: '',
      ...everyAge,
      country: logoutCountry,
      countryregion: '',
      verified: false,
      online: false,
    }
    return { filters, origin: null }
  }
  const [profile] = await db
    .select({
      gender: profiles.gender,
      dateOfBirth: profiles.dateOfBirth,
      country: profiles.country,
      latitude: profiles.latitude,
      longitude: profiles.longitude,
    })
    .from(profiles)
    .where(eq(profiles.userId, context.viewerId))
  const age =
    profile?.dateOfBirth === null || profile === undefined ? null : ageOn(profile.dateOfBirth, now)
  const bucket =
    age === null
      ? undefined
      : AGE_CHOICES.find(
          (choice) =>
            choice.key !== 'all' &&
            age >= choice.min_age &&
            (choice.max_age === null || age <= choice.max_age),
        )
  const own = profile?.country ?? null
  const filters: FilterOptions = {
    gender: opposite(profile?.gender ?? null),
    ...(bucket === undefined ? everyAge : { min_age: bucket.min_age, max_age: bucket.max_age }),
    country: siteCountryOr(site, own),
    countryregion: '',
    verified: false,
    online: false,
  }
  const { latitude = null, longitude = null } = profile ?? {}
  return {
    filters,
    origin: latitude === null || longitude === null ? null : { latitude, longitude },
  }
}

function opposite(gender: Gender | null): Gender | '' {
  if (gender === 'male') return 'female'
  if (gender === 'female') return 'male'
  return ''
}

function allCountriesOffered(site: Site): boolean {
  return featuresFor(site.template, site.features).profileSearch.searchAllCountries
}

/** A region only means something within one country; '0' and unknown ids are ''. */
function knownRegion(countries: readonly string[], region: string): string {
  const [only] = countries
  if (countries.length !== 1 || only === undefined || region === '' || region === '0') return ''
  return regionsOf(only).some((known) => known.id === region) ? region : ''
}
