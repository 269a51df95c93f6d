// The first screen from the server (issue 30): a visitor's /members and /pages/* arrive
// rendered, read the same with JavaScript off as after the app hydrated them, and hydrate
// without a warning and without React throwing the server's work away; the installed app
// keeps starting from its cached shell. Its own server with a few demo members, so no other
// test's signups change the results between two loads.
import { expect, type Browser, type Page } from '@playwright/test'
import { test } from './support/test'
import { startServer, type TestServer } from './support/server'
import { waitForControl } from './support/service-worker'

// One worker for the file, one server for its tests.
test.describe.configure({ mode: 'default' })

let server: TestServer
test.beforeAll(async () => {
  test.setTimeout(120_000)
  server = await startServer({
    env: { SEED_DEMO: '1', SEED_DEMO_MEMBERS: '40', SSR_BUDGET_MS: '10000' },
    readyTimeoutMs: 100_000,
  })
})
test.afterAll(() => server.stop())

const PAGES = [
  { path: '/members', cards: true },
  { path: '/pages/faq', cards: false },
] as const

interface Seen {
  lang: string | null
  heading: string
  cards: string[]
  noscript: string
}

async function seen(page: Page, cards: boolean): Promise<Seen> {
  const heading = page.getByRole('heading', { level: 1 }).first()
  await expect(heading).toBeVisible()
  const names = page.locator('article.profile-card .profile-card-name')
  if (cards) await expect(names.first()).toBeVisible()
  return {
    lang: await page.locator('html').getAttribute('lang'),
    heading: (await heading.innerText()).trim(),
    cards: (await names.allInnerTexts()).slice(0, 6).map((name) => name.trim()),
    noscript: '',
  }
}

async function withoutJavaScript(browser: Browser, locale: string, path: string, cards: boolean) {
  const context = await browser.newContext({
    javaScriptEnabled: false,
    locale,
    viewport: { width: 360, height: 780 },
  })
  const page = await context.newPage()
  const response = await page.goto(server.url + path)
  expect(response?.status()).toBe(200)
  const result = await seen(page, cards)
  result.noscript = (await page.locator('noscript').first().textContent()) ?? ''
  // A link leads on without the app (the next page is rendered by the server too).
  const links = await page.locator('#root a[href^="/pages/"]').count()
  return { result, links, context }
}

for (const locale of ['en-US', 'pl-PL'] as const) {
  const lang = locale.slice(0, 2)
  for (const { path, cards } of PAGES) {
    test(`${path} reads the same without JavaScript as hydrated (${lang})`, async ({ browser }) => {
      const plain = await withoutJavaScript(browser, locale, path, cards)
      expect(plain.result.lang).toBe(lang)
      expect(plain.result.heading).not.toBe('')
      if (cards) expect(plain.result.cards.length).toBeGreaterThan(0)
      expect(plain.result.noscript).toMatch(lang === 'pl' ? /JavaScript/ : /need JavaScript/)
      expect(plain.links).toBeGreaterThan(0)

      const context = await browser.newContext({ locale, viewport: { width: 360, height: 780 } })
      // Marks the first element the server rendered in #root as it is parsed: a client render
      // from scratch would replace it, a hydration keeps it.
      await context.addInitScript(() => {
        new MutationObserver((_, observer) => {
          const first = document.querySelector('#root > *:not(link)')
          if (first) {
            ;(first as Element & { fromServer?: boolean }).fromServer = true
            observer.disconnect()
          }
        }).observe(document, { childList: true, subtree: true })
      })
      const page = await context.newPage()
      const messages: string[] = []
      page.on('console', (message) => {
        if (message.type() === 'error' || message.type() === 'warning')
          messages.push(`${message.type()}: ${message.text()}`)
      })
      page.on('pageerror', (error) => messages.push(`pageerror: ${error.message}`))
      // The app's own first search is held until the checks are done: until it answers, the
      // hydrated page must keep the server's cards (IndexedDB has none of them yet).
      let release = () => {}
      const held = new Promise<void>((resolve) => (release = resolve))
      await page.route('**/api/search.php**', async (route) => {
        await held
        await route.continue()
      })
      const asked = cards ? page.waitForRequest('**/api/search.php**') : null
      await page.goto(server.url + path)
      // The router's hydration data ($_TSR) is removed once it hydrated.
      await expect
        .poll(() => page.evaluate(() => '$_TSR' in window), { timeout: 20_000 })
        .toBe(false)
      // The app has read IndexedDB and asked for its own first results by now.
      await asked
      const hydrated = await seen(page, cards)
      expect(hydrated.lang).toBe(lang)
      expect(hydrated.heading).toBe(plain.result.heading)
      expect(hydrated.cards).toEqual(plain.result.cards)
      const kept = await page.evaluate(
        () =>
          document.querySelector<Element & { fromServer?: boolean }>('#root > *:not(link)')
            ?.fromServer === true,
      )
      expect(kept, 'the server-rendered DOM is kept by the hydration').toBe(true)
      expect(messages.filter((text) => /hydrat|did not match|server/i.test(text))).toEqual([])
      expect(messages.filter((text) => text.startsWith('pageerror'))).toEqual([])
      release()
    })
  }
}

test('the installed app starts from its cached shell, never from a rendered page', async ({
  page,
}) => {
  await page.goto(server.url + '/pages/faq')
  await waitForControl(page)
  const response = await page.goto(server.url + '/members')
  expect(response?.fromServiceWorker()).toBe(true)
  expect(await response?.text()).toContain('<div id="root"></div>')
  // The app renders the page itself, from the shell.
  await expect(page.locator('article.profile-card').first()).toBeVisible()
})
