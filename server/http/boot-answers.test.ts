import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { bootCallKey, type BootAnswers } from '../../src/contract/boot'
import type { SearchResponse } from '../../src/contract/search'
import type { SettingsResponse } from '../../src/contract/settings'
import { homeQuery } from '../../src/contract/search-base'
import { firstLoadQuery } from '../../src/contract/search-queries'
import type { App } from '../app'
import { signUp } from '../test/accounts'
import { addPhotos, emptySearch, insertMembers } from '../test/fixtures'
import { buildTestApp } from '../test/app'
import { withoutCookie } from './boot-answers'
import { fakeBuild, routeManifest } from '../test/fake-build'
import { writeSitesFile } from '../test/sites'

const INDEX =
  '<!doctype html><html lang="en"><head><title>Klik</title></head>' +
  '<body><div id="root"></div></body></html>'

let app: App
beforeAll(async () => {
  const staticDir = fakeBuild(INDEX, {
    'route-manifest.json': routeManifest(['/', '/members', '/members/$memberId', '/search']),
  })
  const sitesFile = writeSitesFile([
    { id: 'closed', name: 'Closed', hosts: ['closed.test'], logged_out_search: false },
  ])
  // What these tests check is what the answers hold, not whether a busy machine makes them
  // within the default 300 ms.
  app = await buildTestApp({
    STATIC_DIR: staticDir,
    SITES_FILE: sitesFile,
    BOOT_BUDGET_MS: '10000',
  })
})
afterAll(() => app.close())
beforeEach(() => emptySearch(app.db))

const VISITOR = { searchAllCountries: false, trafficsource: null }
const MEMBERS_SEARCH = bootCallKey('/api/search.php', firstLoadQuery(VISITOR))
const HOME_SEARCH = bootCallKey('/api/search.php', homeQuery(VISITOR))

/** The page's boot answers, or null when it has none. */
function bootOf(html: string): BootAnswers['answers'] | null {
  const match = /<script type="application\/json" id="klik-boot">(.*?)<\/script>/s.exec(html)
  return match?.[1] === undefined ? null : (JSON.parse(match[1]) as BootAnswers).answers
}

const page = (url: string, headers: Record<string, string> = {}) =>
  app.inject({ url, headers: { 'user-agent': 'Mozilla/5.0 (test)', ...headers } })

describe("a page's boot answers", () => {
  it("carry /members' settings and first search, as the calls answer, and its first photos", async () => {
    const [first, second] = await insertMembers(app.db, [{ name: 'Anna' }, { name: 'Bea' }])
    await addPhotos(app, first ?? 0, 1)
    await addPhotos(app, second ?? 0, 1)
    const response = await page('/members')
    expect(response.statusCode).toBe(200)
    expect(response.headers['cache-control']).toBe('private, no-cache')
    const answers = bootOf(response.body)
    expect(Object.keys(answers ?? {}).sort()).toEqual(['/api/settings.php', MEMBERS_SEARCH].sort())

    const direct = (await app.inject({ url: MEMBERS_SEARCH })).json<SearchResponse>()
    const embedded = answers?.[MEMBERS_SEARCH] as SearchResponse
    expect(embedded.profiles.map((card) => card.name)).toEqual(['Anna', 'Bea'])
    expect(embedded).toEqual(direct)
    expect((answers?.['/api/settings.php'] as SettingsResponse).name).toBe('Klik')
    // The first screen's photos load with the HTML, before the app asks for them.
    for (const id of [first, second]) {
      expect(response.body).toContain(
        `<link rel="preload" as="image" href="/media/${id}/photo-0-thumb.jpg" fetchpriority="high">`,
      )
    }
    expect(response.body.indexOf('klik-boot')).toBeLessThan(response.body.indexOf('</head>'))
  })

  it('give the home page its tiles for a visitor, and not for a member', async () => {
    await insertMembers(app.db, [{ name: 'Anna' }])
    const visitor = bootOf((await page('/')).body)
    expect(Object.keys(visitor ?? {}).sort()).toEqual(['/api/settings.php', HOME_SEARCH].sort())

    const member = await signUp(app)
    const response = await member.client.get('/')
    expect(Object.keys(bootOf(response.body) ?? {})).toEqual(['/api/settings.php'])
  })

  it('give a member their own search, and only what the call allows', async () => {
    await insertMembers(app.db, [{ name: 'Anna' }])
    const member = await signUp(app)
    const own = bootOf((await member.client.get('/members')).body)
    expect(own?.[MEMBERS_SEARCH]).toEqual(
      (await member.client.get(MEMBERS_SEARCH)).json<SearchResponse>(),
    )
    // A site without the logged-out search: the call answers 401, so the page has no answer.
    const closed = bootOf((await page('/members', { host: 'closed.test' })).body)
    expect(Object.keys(closed ?? {})).toEqual(['/api/settings.php'])
    expect((closed?.['/api/settings.php'] as SettingsResponse).name).toBe('Closed')
  })

  it('are never in the copy the service worker keeps, a HEAD, or a 404 page', async () => {
    expect((await page('/index.html')).body).toBe(INDEX)
    expect((await page('/index.html')).headers['cache-control']).toBe('no-cache')
    expect((await app.inject({ method: 'HEAD', url: '/members' })).headers['cache-control']).toBe(
      'no-cache',
    )
    const missing = await page('/no-such-page')
    expect(missing.statusCode).toBe(404)
    expect(bootOf(missing.body)).toBeNull()
    expect(bootOf((await page('/members/12')).body)).toHaveProperty(['/api/settings.php'])
  })

  it('cannot close the script element, whatever a member is called', async () => {
    await insertMembers(app.db, [{ name: '</script><script>alert(1)</script>\u2028' }])
    const response = await page('/members')
    expect(response.body).not.toContain('<script>alert(1)')
    const search = bootOf(response.body)?.[MEMBERS_SEARCH] as SearchResponse
    expect(search.profiles[0]?.name).toBe('</script><script>alert(1)</script>\u2028')
  })
})

describe('withoutCookie', () => {
  it('drops the one cookie and keeps the others as they were', () => {
    expect(withoutCookie('a=1; klik-locale=nl;b=2', 'klik-locale')).toBe('a=1; b=2')
    expect(withoutCookie('klik-locale=nl', 'klik-locale')).toBe('')
    expect(withoutCookie(undefined, 'klik-locale')).toBe('')
    expect(withoutCookie('klik-locale-x=1', 'klik-locale')).toBe('klik-locale-x=1')
  })
})
