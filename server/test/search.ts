// The member search in API tests: the app of a search test file, on a sites file with each
// logged-out search mode (and a classic site, whose template offers all countries), the search
// call as a member or a visitor, and a viewer whose default filters are known.
import { afterAll, beforeAll, beforeEach, expect } from 'vitest'
import type { SearchResponse } from '../../src/contract/search'
import type { App } from '../app'
import { signUp, type Member, type TestClient } from './accounts'
import { buildTestApp } from './app'
import { bornYearsAgo, emptySearch, insertMembers, setProfile, type TestMember } from './fixtures'
import { writeSitesFile } from './sites'

/** open, partner, members-only, switched-off and classic, each on <id>.test, in NL, BE and DE. */
export function writeSearchSitesFile(): string {
  const site = (id: string, mode: string, extra: object = {}) => ({
    id,
    name: id,
    hosts: [`${id}.test`],
    countries: ['NL', 'BE', 'DE'],
    logged_out_search_trafficsource: mode,
    ...extra,
  })
  return writeSitesFile([
    site('open', 'all'),
    site('partner', 'with_trafficsource'),
    site('members-only', 'none'),
    site('switched-off', 'all', { logged_out_search: false }),
    site('classic', 'all', { template: 'classic' }),
  ])
}

/** The filters of a search of the whole of the Netherlands: both genders, every age. */
export const ALL_OF_NL = {
  gender: '',
  min_age: 18,
  max_age: null,
  country: 'NL',
  countryregion: '',
  verified: false,
  online: false,
}

export const ids = (body: SearchResponse) => body.profiles.map((profile) => profile.id)

/**
 * The app of a search test file, on the search sites (writeSearchSitesFile): built before the
 * file's tests, closed after them, and with every member left out of the search before each
 * test (emptySearch), so a test finds only the members it adds. Answers `app()` and the search
 * calls on it.
 */
export function searchTestApp() {
  let built: App | undefined
  const app = () => {
    if (built === undefined) throw new Error('the search app is built in beforeAll')
    return built
  }
  beforeAll(async () => {
    built = await buildTestApp({ SITES_FILE: writeSearchSitesFile() })
  })
  afterAll(() => built?.close())
  beforeEach(() => emptySearch(app().db))
  return { app, ...searchTools(app) }
}

function searchTools(app: () => App) {
  const search = (client: TestClient | null, query: string, host?: string) => {
    const headers: Record<string, string> = host === undefined ? {} : { 'x-original-host': host }
    return client === null
      ? app().inject({ url: `/api/search.php?${query}`, headers })
      : client.get(`/api/search.php?${query}`, headers)
  }
  return {
    search,
    /** The answer of a search that must succeed. */
    found: async (client: TestClient | null, query: string, host?: string) => {
      const response = await search(client, query, host)
      expect(response.statusCode, response.body).toBe(200)
      return response.json<SearchResponse>()
    },
    /** A logged-in NL man of 30 (his defaults: women, NL, 26-35). */
    viewer: async (): Promise<Member> => {
      const member = await signUp(app())
      const profile = { gender: 'male', dateOfBirth: bornYearsAgo(30, -10), country: 'NL' } as const
      await setProfile(app(), member.user.id, profile)
      return member
    },
    add: (members: TestMember[]) => insertMembers(app().db, members),
  }
}
