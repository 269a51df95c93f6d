// The nearest-first search (issue 32 §4) through GET /api/search.php on a real database:
// members in known Dutch cities in order of the distance between the cities, each distance in
// whole kilometres (never finer, never a coordinate in the answer), members without a known
// city last, paging that agrees with the whole list, the order saved with the search, the
// fallback for a member without a known city, and the coordinates a profile update and the
// backfill write.
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import type { SearchResponse } from '../../src/contract/search'
import { shownKm } from '../../src/contract/search-rules'
import { blocks, profiles } from '../db/schema'
import { cityCoordinates } from '../domain/geo/city-coordinates'
import { coordinatesBackfill } from '../domain/geo/coordinates-backfill'
import { distanceKm } from '../domain/geo/nearest-city'
import { setProfile } from '../test/fixtures'
import { ids, searchTestApp } from '../test/search'

const { app, found, viewer, add } = searchTestApp()

const UTRECHT = { country: 'NL', countryregion: 'UT', city: 'Utrecht' } as const
const PLACES = {
  utrecht: UTRECHT,
  zeist: { country: 'NL', countryregion: 'UT', city: 'Zeist' },
  amsterdam: { country: 'NL', countryregion: 'NH', city: 'Amsterdam' },
  rotterdam: { country: 'NL', countryregion: 'ZH', city: 'Rotterdam' },
  maastricht: { country: 'NL', countryregion: 'LI', city: 'Maastricht' },
  groningen: { country: 'NL', countryregion: 'GR', city: 'Groningen' },
} as const
type Town = keyof typeof PLACES

const NEAREST = 'country=NL&gender=female&min_age=18&sort=distance'
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000)

/** The viewer, a man in Utrecht whose city is set as the profile form sets it. */
async function viewerInUtrecht() {
  const me = await viewer()
  const response = await me.client.put('/api/user.php', UTRECHT)
  expect(response.statusCode, response.body).toBe(200)
  return me
}

async function coordinatesOf(userId: number) {
  const [row] = await app()
    .db.select({ latitude: profiles.latitude, longitude: profiles.longitude })
    .from(profiles)
    .where(eq(profiles.userId, userId))
  return row
}

/** Members in these towns (most recently active first), their coordinates by the backfill. */
async function membersIn(towns: Array<Town | 'nowhere' | 'unknown'>): Promise<number[]> {
  const members = await add(towns.map((_, index) => ({ lastActiveAt: minutesAgo(index + 1) })))
  for (const [index, town] of towns.entries()) {
    const place =
      town === 'nowhere'
        ? { countryregion: '', city: '' }
        : town === 'unknown'
          ? { countryregion: 'NH', city: 'Nergenshuizen' }
          : PLACES[town]
    await setProfile(app(), members[index] ?? 0, place)
  }
  const backfill = coordinatesBackfill(app().db)
  while (await backfill.step());
  return members
}

/** The distance between two towns as a member may see it. */
function shownBetween(a: Town, b: Town): number {
  const from = cityCoordinates(PLACES[a])
  const to = cityCoordinates(PLACES[b])
  if (from === null || to === null) throw new Error(`${a} or ${b} is not a known place`)
  return shownKm(distanceKm(from.latitude, from.longitude, to.latitude, to.longitude))
}

/** Every number in the answer is whole, and no key names a coordinate. */
function expectNothingFiner(body: SearchResponse) {
  const visit = (value: unknown, path: string) => {
    if (typeof value === 'number') expect(Number.isInteger(value), path).toBe(true)
    if (typeof value !== 'object' || value === null) return
    for (const [key, inner] of Object.entries(value)) {
      expect(key, path).not.toMatch(/^(lat|lon|lng|latitude|longitude|coordinates)$/i)
      visit(inner, `${path}.${key}`)
    }
  }
  visit(body, 'body')
}

const distances = (body: SearchResponse) => body.profiles.map((card) => card.distance_km)

describe('GET /api/search.php?sort=distance', () => {
  it('lists members nearest first in whole kilometres, without a known city last', async () => {
    const me = await viewerInUtrecht()
    const towns = [
      'nowhere',
      'groningen',
      'unknown',
      'rotterdam',
      'zeist',
      'amsterdam',
      'maastricht',
      'utrecht',
    ] as const
    const [nowhere, groningen, unknown, rotterdam, zeist, amsterdam, maastricht, utrecht] =
      await membersIn([...towns])
    const body = await found(me.client, NEAREST)
    expect(ids(body)).toEqual([
      utrecht,
      zeist,
      amsterdam,
      rotterdam,
      maastricht,
      groningen,
      nowhere,
      unknown,
    ])
    // The straight-line distances between the cities, as a map gives them.
    expect(distances(body)).toEqual([0, 8, 35, 48, 144, 159, undefined, undefined])
    // The same as computed here from the cities' coordinates, rounded as the rule says.
    const computed = (
      ['utrecht', 'zeist', 'amsterdam', 'rotterdam', 'maastricht', 'groningen'] as const
    ).map((town) => shownBetween('utrecht', town))
    expect(distances(body).slice(0, 6)).toEqual(computed)
    expect(body.filter_options.sort).toBe('distance')
    expect(body.distance_sort).toBe(true)
    expect(body.paging.num_results).toBe(8)
    expectNothingFiner(body)
  })

  it('orders members of the same city most recently active first, all "under 1 km"', async () => {
    const me = await viewerInUtrecht()
    const [recent, earlier, amsterdam] = await membersIn(['utrecht', 'utrecht', 'amsterdam'])
    const body = await found(me.client, NEAREST)
    expect(ids(body)).toEqual([recent, earlier, amsterdam])
    expect(distances(body).slice(0, 2)).toEqual([0, 0])
  })

  it('pages through the same order, past the nearest circles and into the members without a city', async () => {
    const me = await viewerInUtrecht()
    await membersIn([
      'groningen',
      'nowhere',
      'amsterdam',
      'maastricht',
      'utrecht',
      'unknown',
      'rotterdam',
      'amsterdam',
    ])
    const whole = ids(await found(me.client, `${NEAREST}&pp=20`))
    for (const pp of [1, 3]) {
      const paged: number[] = []
      for (let page = 1; paged.length < whole.length; page++) {
        const body = await found(me.client, `${NEAREST}&pp=${pp}&page=${page}`)
        expect(body.profiles.length, `pp=${pp} page ${page}`).toBeGreaterThan(0)
        expect(body.paging.num_results).toBe(whole.length)
        expectNothingFiner(body)
        paged.push(...ids(body))
      }
      expect(paged).toEqual(whole)
    }
  })

  it('keeps the filters and who is left out', async () => {
    const me = await viewerInUtrecht()
    const [amsterdam, blocked, man] = await membersIn(['amsterdam', 'utrecht', 'utrecht'])
    await setProfile(app(), man ?? 0, { gender: 'male' })
    await app()
      .db.insert(blocks)
      .values({ blockerId: me.user.id, blockedId: blocked ?? 0 })
    expect(ids(await found(me.client, NEAREST))).toEqual([amsterdam])
  })

  it('is saved with the search, so the next first load starts in the chosen order', async () => {
    const me = await viewerInUtrecht()
    const [maastricht, utrecht] = await membersIn(['maastricht', 'utrecht'])
    const firstLoad = () => found(me.client, 'auto_load=1')
    expect(ids(await found(me.client, `${NEAREST}&manual_search=1`))).toEqual([utrecht, maastricht])
    const nearest = await firstLoad()
    expect(nearest.filter_options.sort).toBe('distance')
    expect(ids(nearest)).toEqual([utrecht, maastricht])
    // Newest first again: a filter change without sort saves that.
    await found(me.client, 'country=NL&gender=female&min_age=18&manual_search=1')
    const newest = await firstLoad()
    expect(newest.filter_options.sort ?? 'newest').toBe('newest')
    expect(ids(newest)).toEqual([maastricht, utrecht])
  })

  it('runs newest first for a member without a known city, and for a visitor', async () => {
    const me = await viewer()
    const [nearer, farther] = await membersIn(['utrecht', 'maastricht'])
    await setProfile(app(), farther ?? 0, { lastActiveAt: minutesAgo(0) })
    for (const client of [me.client, null]) {
      const body = await found(client, NEAREST)
      expect(ids(body)).toEqual([farther, nearer])
      expect(distances(body)).toEqual([undefined, undefined])
      expect(body.filter_options.sort ?? 'newest').toBe('newest')
      expect(body.distance_sort).toBe(false)
    }
    // A city that is no known place is the same.
    expect((await me.client.put('/api/user.php', { city: 'Nergenshuizen' })).statusCode).toBe(200)
    const body = await found(me.client, NEAREST)
    expect(body.filter_options.sort ?? 'newest').toBe('newest')
    expect(body.distance_sort).toBe(false)
  })
})

describe("a profile's city coordinates", () => {
  it('follow the place a profile update writes, and clear for an unknown city', async () => {
    const me = await viewerInUtrecht()
    expect(await coordinatesOf(me.user.id)).toEqual(cityCoordinates(UTRECHT))
    // The region alone changes: the city is looked up in its new region (or the country).
    await me.client.put('/api/user.php', { countryregion: 'NH', city: 'Amsterdam' })
    expect(await coordinatesOf(me.user.id)).toEqual(cityCoordinates(PLACES.amsterdam))
    await me.client.put('/api/user.php', { city: 'Nergenshuizen' })
    expect(await coordinatesOf(me.user.id)).toEqual({ latitude: null, longitude: null })
    await me.client.put('/api/user.php', { country: 'BE', countryregion: '', city: 'Gent' })
    expect(await coordinatesOf(me.user.id)).toEqual({
      latitude: expect.closeTo(51.05, 2) as number,
      longitude: expect.closeTo(3.72, 2) as number,
    })
  })

  it('are filled by the backfill, which writes only what is still missing', async () => {
    const [amsterdam, unknown, kept] = await add([{}, {}, {}])
    await setProfile(app(), amsterdam ?? 0, PLACES.amsterdam)
    await setProfile(app(), unknown ?? 0, { countryregion: 'NH', city: 'Nergenshuizen' })
    // Coordinates a writer set stay as they are.
    await setProfile(app(), kept ?? 0, { ...PLACES.rotterdam, latitude: 1, longitude: 2 })
    const backfill = coordinatesBackfill(app().db, 2)
    while (await backfill.step());
    expect(await coordinatesOf(amsterdam ?? 0)).toEqual(cityCoordinates(PLACES.amsterdam))
    expect(await coordinatesOf(unknown ?? 0)).toEqual({ latitude: null, longitude: null })
    expect(await coordinatesOf(kept ?? 0)).toEqual({ latitude: 1, longitude: 2 })
    // A second pass finds nothing to do.
    const again = coordinatesBackfill(app().db)
    while (await again.step());
    expect(again.filled).toBe(0)
  })
})
