// Members as members use them (issue 4): A searches, changes the age filter, scrolls until
// every result is loaded and likes B; B sees the like as new, opens A's profile and the like
// is no longer new; then, with the server really gone, a reload of /members and /likes
// paints the cached results from IndexedDB.
import { devices, expect, type Browser, type BrowserContext, type Page } from '@playwright/test'
import { test } from './support/test'
import { newMember, saveProfile, signUpViaApi, type Member } from './support/accounts'
import { startServer, type TestServer } from './support/server'
import { waitForControl } from './support/service-worker'

// Both lists offline after a reload: the worker answers it (playwright.config.ts blocks it
// elsewhere).
test.use({ serviceWorkers: 'allow' })

// Its own server: the test stops it to cut the network.
test.describe.configure({ mode: 'serial' })
test.setTimeout(240_000)

const { defaultBrowserType: _ignored, ...pixel } = devices['Pixel 7']

async function memberPage(
  browser: Browser,
  server: TestServer,
  member: Member,
  profile: Record<string, unknown>,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ ...pixel, baseURL: server.url, locale: 'en-US' })
  const page = await context.newPage()
  await page.goto('/')
  await signUpViaApi(page, member)
  await saveProfile(page, profile)
  return { context, page }
}

function card(page: Page, name: string) {
  return page.locator('article.profile-card', { hasText: name })
}

test('search, like, the like seen, and both lists offline', async ({ browser }) => {
  // Demo members make the results long enough to scroll through: 500 give some 25 Dutch
  // women, two pages and more. Seeding them and drawing their photos took over a minute while
  // the other worker's browsers ran, hence the longer wait.
  const server = await startServer({
    env: { RATE_LIMIT_FACTOR: '20', SEED_DEMO: '1', SEED_DEMO_MEMBERS: '500' },
    readyTimeoutMs: 120_000,
  })
  try {
    const anna = newMember('Annabel')
    const bram = newMember('Bram')
    // Bram (32, NL) looks for women; Annabel (31, NL) is one.
    const a = await memberPage(browser, server, bram, {
      gender: 'male',
      date_of_birth: '1994-05-01',
      country: 'NL',
      city: 'Utrecht',
    })
    const b = await memberPage(browser, server, anna, {
      gender: 'female',
      date_of_birth: '1995-03-10',
      country: 'NL',
      city: 'Haarlem',
    })

    // A: the first load fills the filters from the profile (women, 26-35, the Netherlands).
    await a.page.goto('/members')
    const results = a.page.getByRole('list', { name: 'Search results' })
    await expect(results.locator('article.profile-card').first()).toBeVisible()
    // On a phone (Pixel 7) the filters are a summary line that opens a sheet (issue 9 §3).
    await expect(a.page.locator('button.search-summary')).toContainText('Women · 26–35')
    await a.page.locator('button.search-summary').click()
    const sheet = a.page.getByRole('dialog', { name: 'Search filters' })
    await expect(sheet.getByLabel('Looking for', { exact: true })).toHaveValue('female')
    await expect(sheet.getByLabel('Age', { exact: true })).toHaveValue('26-35')

    // Changing the age clears the results and searches again, saved as a manual search.
    const refetch = a.page.waitForRequest(
      (request) =>
        request.url().includes('/api/search.php') &&
        request.url().includes('manual_search=1') &&
        request.url().includes('min_age=18') &&
        !request.url().includes('source=similar'),
    )
    await sheet.getByLabel('Age', { exact: true }).selectOption('all')
    await sheet.getByRole('button', { name: 'Show members' }).click()
    await refetch
    const allLoaded = a.page.getByText(/You have seen all \d+ members for these filters\./)

    // Scroll until everything is loaded (infinite load, 12 a page): each scroll to the end
    // brings the next page's cards, until the last page says so.
    const cards = results.locator('article.profile-card')
    for (let round = 0; round < 40 && !(await allLoaded.isVisible()); round += 1) {
      const shown = await cards.count()
      await cards.last().scrollIntoViewIfNeeded()
      await a.page.mouse.wheel(0, 4000)
      await expect
        .poll(async () => (await allLoaded.isVisible()) || (await cards.count()) > shown)
        .toBe(true)
    }
    await expect(allLoaded).toBeVisible()
    const total = Number(/all (\d+) members/.exec((await allLoaded.textContent()) ?? '')?.[1])
    expect(total).toBeGreaterThan(12)
    await expect(results.locator('article.profile-card')).toHaveCount(total)

    // A likes B.
    const annaCard = card(a.page, anna.name).first()
    await annaCard.scrollIntoViewIfNeeded()
    await annaCard.getByRole('button', { name: 'Like' }).click()
    await expect(annaCard.getByRole('button', { name: 'Unlike' })).toBeVisible()

    // B: the like is new on /likes …
    await b.page.goto('/likes')
    const bramCard = card(b.page, bram.name)
    await expect(bramCard).toBeVisible()
    await expect(bramCard.getByText('New', { exact: true })).toBeVisible()
    // … until B opens A's profile.
    await bramCard.getByRole('link', { name: bram.name }).click()
    await expect(b.page).toHaveURL(/\/members\/\d+$/)
    await expect(
      b.page.getByRole('heading', { level: 1, name: new RegExp(bram.name) }),
    ).toBeVisible()
    await b.page.goto('/likes')
    await expect(card(b.page, bram.name)).toBeVisible()
    await expect(card(b.page, bram.name).getByText('New', { exact: true })).toHaveCount(0)

    // Network cut: the server is gone; both lists come from IndexedDB.
    await waitForControl(a.page)
    await waitForControl(b.page)
    await server.stop()

    await a.page.reload()
    await expect(card(a.page, anna.name)).toBeVisible()
    await expect(a.page.getByText(/You are offline/)).toBeVisible()

    await b.page.reload()
    await expect(card(b.page, bram.name)).toBeVisible()

    await a.context.close()
    await b.context.close()
  } finally {
    await server.stop()
  }
})
