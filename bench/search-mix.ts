// The search bench's mix of filters (see search.ts): what members search for — mostly one
// country, some pairs and all countries, age brackets, regions, the first pages — each as
// searchMembers' input and as the GET /api/search.php query the app sends for it; with
// `near`, the same searches nearest first from there (sort=distance, issue 32 §4).
import type { Gender } from '../src/contract/profile-field-names'
import { createRng } from '../server/domain/demo/prng'
import type { CityCoordinates } from '../server/domain/geo/city-coordinates'
import { regionsOf } from '../server/domain/geo/regions'
import type { SearchInput } from '../server/domain/search/search-filter'
import { DEFAULT_SITE } from '../server/domain/sites/default-site'

export interface MixEntry {
  input: Omit<SearchInput, 'viewerId'>
  query: string
}

const AGE_BUCKETS: ReadonlyArray<readonly [number, number | null]> = [
  [18, null],
  [18, 25],
  [26, 35],
  [36, 45],
  [46, 55],
  [56, 65],
  [65, null],
]
const PAIRS = [
  ['NL', 'BE'],
  ['DE', 'AT'],
  ['GB', 'IE'],
] as const

/** The filters members use: mostly one country, some pairs and all countries, ages, regions. */
export function searchMix(count: number, near: CityCoordinates | null = null): MixEntry[] {
  const rng = createRng('klik-bench-search')
  const countries = DEFAULT_SITE.countries
  return Array.from({ length: count }, () => {
    const scope = rng.weighted([
      ['one', 60],
      ['pair', 25],
      ['all', 15],
    ] as const)
    const chosen: string[] =
      scope === 'one'
        ? [rng.pick(countries)]
        : scope === 'pair'
          ? [...rng.pick(PAIRS)]
          : [...countries]
    const [first] = chosen
    const countryregion =
      scope === 'one' && first !== undefined && rng.chance(0.25)
        ? rng.pick(regionsOf(first).map((region) => region.id))
        : ''
    const gender: Gender | '' = rng.weighted([
      ['female', 40],
      ['male', 35],
      ['', 25],
    ] as const)
    const [minAge, maxAge] = rng.weighted(
      AGE_BUCKETS.map((bucket, i) => [bucket, i === 0 ? 30 : 10] as const),
    )
    const page = rng.weighted([
      [1, 50],
      [2, 20],
      [3, 12],
      [4, 10],
      [5, 8],
    ] as const)
    const params = new URLSearchParams({
      source: 'members',
      pp: '12',
      country: scope === 'all' ? '' : chosen.join('-'),
      countryregion,
      gender,
      min_age: String(minAge),
      page: String(page),
    })
    if (maxAge !== null) params.set('max_age', String(maxAge))
    if (scope === 'all') params.set('searchAllCountries', '1')
    if (near !== null) params.set('sort', 'distance')
    return {
      input: { countries: chosen, countryregion, gender, minAge, maxAge, near, page, pp: 12 },
      query: `/api/search.php?${params.toString()}`,
    }
  })
}
