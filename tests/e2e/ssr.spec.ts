// The first screen from the server (issue 30): every page a visitor lands on arrives rendered,
// reads the same with JavaScript off as after the app hydrated it (its heading and its first
// members, prices or form), and hydrates without a warning and without React throwing the
// server's work away, and without asking again for what the page brought (its data, the
// settings): what the hydrated page shows is the server's. A member's pages too (their list in
// the order saved with their search, nearest first with distances), and what comes while a
// rendered /chats loads its code. Its own server with a few demo members
// (support/demo-server.ts); one pass over the pages per language, each page loaded once
// without JavaScript and once with it. What a visitor's requests get around the app (a
// link's language, early input, forms, redirects, the installed shell): ssr-visitor.spec.ts.
import { expect } from '@playwright/test'
import { test } from './support/test'
import { adAndBea, firstMessage, newMember, signUpViaApi } from './support/accounts'
import { demoServerForFile } from './support/demo-server'
import {
  dropped,
  hydrationProblems,
  kept,
  phone,
  seen,
  styles,
  watchHydration,
  type Seen,
} from './support/hydration'

// One worker for the file, one server for its tests.
test.describe.configure({ mode: 'default' })

const server = demoServerForFile()

interface Landing {
  /** The path; `{member}` is a demo member found on /members. */
  path: string
  /** What the page shows of its data or form: the first six of these must be there. */
  items: string
  /**
   * Its code holds no zod: a page that validates nothing does not build the contract's
   * schemas as it hydrates (a long task on a phone), nor after. The signup form and the
   * landers check with the zod-free rules of contract/rules.ts; the shop validates what the
   * browser kept (a time bonus) with its schemas.
   */
  zodFree?: true
}

// /members first: it finds the member of the member pages.
const PAGES: Landing[] = [
  { path: '/members', items: 'article.profile-card .profile-card-name', zodFree: true },
  { path: '/', items: '.home-tile-name', zodFree: true },
  { path: '/members/{member}', items: '.member-name, .fictional-note', zodFree: true },
  { path: '/members/{member}/landing', items: '.fictional-note, .signup-submit', zodFree: true },
  { path: '/landers/video/women', items: '.lander-name', zodFree: true },
  { path: '/signup', items: '.signup-submit', zodFree: true },
  { path: '/login', items: 'form button[type=submit]', zodFree: true },
  { path: '/pricing', items: '.shop-price' },
  { path: '/premium', items: '.shop-plan-months' },
  { path: '/pages/faq', items: '.site-page-body h2', zodFree: true },
]

for (const locale of ['en-US', 'pl-PL'] as const) {
  const lang = locale.slice(0, 2)
  test(`every landing page reads the same without JavaScript as hydrated (${lang})`, async ({
    browser,
  }) => {
    test.setTimeout(120_000)
    const viewport = { width: 360, height: 780 }
    const plain = await (
      await browser.newContext({ javaScriptEnabled: false, locale, viewport })
    ).newPage()
    // No service worker: every page is the server's, not the installed app's shell.
    const app = await phone(await browser.newContext({ locale, viewport, serviceWorkers: 'block' }))
    await watchHydration(app.page)

    let member = ''
    for (const landing of PAGES) {
      const path = landing.path.replace('{member}', member)
      const response = await plain.goto(server.url + path)
      expect(response?.status(), path).toBe(200)
      const before = await seen(plain, landing.items)
      expect(before.lang, path).toBe(lang)
      expect(before.items.join(''), path).not.toBe('')
      if (path === '/members') {
        const href = plain.locator('article.profile-card a[href^="/members/"]').first()
        member = /\/members\/(\d+)/.exec((await href.getAttribute('href')) ?? '')?.[1] ?? ''
        expect(member).not.toBe('')
        // A phone's two cards a row (search.css), over the cards' shared grid: the styles
        // came in the cascade's order.
        const tops = await plain
          .locator('article.profile-card')
          .evaluateAll((cards) => cards.slice(0, 2).map((card) => card.getBoundingClientRect().top))
        expect(tops[0], 'two cards a row').toBe(tops[1])
        // More than a page of members: the paging below them hydrates too.
        await expect(plain.locator('.search-sentinel')).toHaveCount(1)
        // What needs JavaScript is said, in the page's language, and a link leads on
        // without it (the next page is rendered by the server too).
        const noscript = (await plain.locator('noscript').first().textContent()) ?? ''
        expect(noscript).toMatch(lang === 'pl' ? /JavaScript/ : /need JavaScript/)
        expect(await plain.locator('#root a[href^="/pages/"]').count()).toBeGreaterThan(0)
      }

      const served = await styles(plain)

      app.messages.length = 0
      app.calls.length = 0
      await app.page.goto(server.url + path)
      // The router's hydration data ($_TSR) is removed once it hydrated.
      await expect
        .poll(() => app.page.evaluate(() => '$_TSR' in window), { timeout: 20_000 })
        .toBe(false)
      // The hydrated page's effects have run, its chunks loaded: it asked for nothing it
      // brought (a second call and a second drawing of the page in its first seconds).
      await app.page.waitForLoadState('networkidle')
      expect(app.calls, path).toEqual([])
      if (landing.zodFree && lang === 'en') {
        // Every script it loaded, at start and after (the card buttons, the PWA side).
        const code = await app.page.evaluate(() =>
          performance
            .getEntriesByType('resource')
            .map((entry) => new URL(entry.name).pathname)
            .filter((file) => file.endsWith('.js')),
        )
        expect(code.length, path).toBeGreaterThan(2)
        for (const file of code) {
          const body = await (await plain.request.get(server.url + file)).text()
          expect(body.includes('ZodError'), `${path}: ${file} holds zod`).toBe(false)
        }
      }
      const after = await seen(app.page, landing.items)
      expect(after, path).toEqual(before)
      expect(await kept(app.page), `${path}: the server-rendered DOM is kept`).toBe(true)
      expect(await dropped(app.page), `${path}: links and buttons the hydration dropped`).toEqual(
        [],
      )
      // The page's styles came with it: none arrived with its scripts (the rendered lander
      // was unstyled until they did, and moved: CLS 1), nor with the cards' like and chat
      // buttons, whose code loads beside the route's (app/card-actions.tsx).
      const late = (await styles(app.page)).filter((style) => !served.includes(style))
      expect(late, `${path}: stylesheets only the app linked`).toEqual([])
      expect(hydrationProblems(app.messages), path).toEqual([])
    }
  })
}

test("a member's /members and /chats are drawn for them by the server and hydrated as they came", async ({
  browser,
}) => {
  const viewport = { width: 360, height: 780 }
  const context = await browser.newContext({
    baseURL: server.url,
    locale: 'fr-FR',
    viewport,
    serviceWorkers: 'block',
  })
  const app = await phone(context)
  await app.page.goto('/pages/faq')
  await signUpViaApi(app.page, newMember('Noor'))
  // Noor lives in Utrecht and chose nearest first: saved with her search, so the server draws
  // her list in that order too, each card with its distance.
  const home = { country: 'NL', countryregion: 'UT', city: 'Utrecht' }
  expect((await app.page.request.put('/api/user.php', { data: home })).status()).toBe(200)
  const chosen = await app.page.request.get(
    '/api/search.php?source=members&country=NL&min_age=18&sort=distance&manual_search=1',
  )
  expect(((await chosen.json()) as { filter_options: { sort?: string } }).filter_options.sort).toBe(
    'distance',
  )
  // Without JavaScript, with the member's session: their menu and their first members.
  const plain = await (
    await browser.newContext({
      javaScriptEnabled: false,
      locale: 'fr-FR',
      viewport,
      storageState: await context.storageState(),
    })
  ).newPage()
  await plain.goto(server.url + '/members')
  const cards = 'article.profile-card .profile-card-name, article.profile-card .profile-card-note'
  const before = await seen(plain, cards)
  // "à 26 km", with the narrow space French puts before a unit.
  expect(before.items.filter((item) => /\d\s?km/u.test(item)).length).toBeGreaterThan(0)
  await expect(plain.locator('#root nav a[href="/chats"]').first()).toBeAttached()
  await expect(plain.locator('#root a[href="/login"]')).toHaveCount(0)

  await watchHydration(app.page)
  /**
   * Loads `path` with JavaScript: it reads as `served` did, keeps the server's DOM, and asks
   * for nothing it brought: who they are, whom they search, their list. Only their live
   * channel is new (the chats' poller takes the page's list when its time comes).
   */
  async function hydratedAsServed(path: string, items: string, served: Seen): Promise<void> {
    await app.page.goto('about:blank')
    app.messages.length = 0
    app.calls.length = 0
    await app.page.goto(path)
    await expect
      .poll(() => app.page.evaluate(() => '$_TSR' in window), { timeout: 20_000 })
      .toBe(false)
    await app.page.waitForLoadState('networkidle')
    expect(
      app.calls.filter((call) => call !== '/api/events.php'),
      path,
    ).toEqual([])
    expect(await seen(app.page, items), path).toEqual(served)
    expect(await kept(app.page), `${path}: the server-rendered DOM is kept`).toBe(true)
    expect(await dropped(app.page), `${path}: links and buttons dropped`).toEqual([])
    expect(hydrationProblems(app.messages), path).toEqual([])
  }
  await hydratedAsServed('/members', cards, before)
  // The page is theirs: a like from a card is the member's own.
  await expect(app.page.locator('.profile-card-actions button').first()).toBeEnabled()

  // Their chats: a conversation opened with the first member found.
  const other = await plain.locator('article.profile-card').first().getAttribute('data-member-id')
  expect((await app.page.request.get(`/api/chat.php?profile=${other}`)).status()).toBe(200)
  await plain.goto(server.url + '/chats')
  await expect(plain).toHaveTitle(/^Discussions · /)
  await expect(plain.locator('meta[name=robots]')).toHaveAttribute('content', 'noindex, follow')
  const rows = '[data-testid="chat-row"] .chat-row-name, [data-testid="chat-row"] .chat-row-preview'
  const chats = await seen(plain, rows)
  expect(chats.items.join(' ')).toContain(before.items[0]?.split(',')[0] ?? '?')
  await hydratedAsServed('/chats', rows, chats)
})

test('what comes while a rendered /chats loads its code is on the list once it runs', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000)
  // The suite's server, whose mail (the activation link: welcome credits) the helpers read.
  const [ad, bea] = await adAndBea(browser, baseURL)
  await firstMessage(ad, bea, 'Eerste')
  // Bea's list, drawn by the server; her app's code comes once Ad has written again.
  let release = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  // In a tab of its own, her earlier one closed: nothing else of hers listens meanwhile.
  const chats = await bea.page.context().newPage()
  await bea.page.close()
  await chats.route('**/assets/index-*.js', async (route) => {
    await held
    await route.continue()
  })
  // Not waiting for the document's events: they may wait for the code held back.
  await chats.goto('/chats', { waitUntil: 'commit' })
  const row = chats.getByTestId('chat-row')
  await expect(row).toContainText('Eerste')
  await ad.page.getByTestId('composer-input').fill('Tweede')
  await ad.page.getByTestId('composer-send').click()
  await expect(ad.page.getByTestId('message').last()).toHaveAttribute('data-state', 'sent')
  release()
  // Her channel replays from where the page's data was read; the list is the page's answer,
  // so without that replay it waited for a poll the open channel never makes.
  await expect(row).toContainText('Tweede')
  await expect.poll(() => chats.evaluate(() => '$_TSR' in window)).toBe(false)
})
