// The phone shell (issue 9): at 360 × 740, in every language, no page scrolls sideways and
// every navigation item (header, bottom tab bar) sits inside the viewport, uncut, — for a visitor on
// the home page and for a member on home, members, a member page, likes and profile.
import { expect, type Page } from '@playwright/test'
import { test } from './support/test'
import { LOCALES } from '../../src/contract/locale-codes'
import { viewerAndOther } from './support/accounts'
import { painted } from './support/painted'
import { PHONE, phoneInLocale } from './support/phone'

const members = viewerAndOther(
  ['Bartholomew', { gender: 'male', date_of_birth: '1990-02-01', country: 'NL', city: 'Utrecht' }],
  ['Wilhelmina', { gender: 'female', date_of_birth: '1992-06-11', country: 'NL', city: 'Haarlem' }],
  PHONE,
)

/** Sideways overflow and navigation items outside the viewport, as readable strings. */
async function layoutProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = []
    const width = document.documentElement.clientWidth
    const height = window.innerHeight
    if (document.documentElement.scrollWidth > width) {
      problems.push(`scrolls sideways: ${document.documentElement.scrollWidth} > ${width}`)
    }
    const items = document.querySelectorAll<HTMLElement>(
      'header a, header button, .tab-bar a, .popover-trigger',
    )
    for (const item of items) {
      const box = item.getBoundingClientRect()
      const hidden = box.width === 0 && box.height === 0
      if (hidden || item.closest('[hidden]') || item.classList.contains('skip-link')) continue
      if (box.left < 0 || box.right > width + 0.5 || box.top < 0 || box.bottom > height + 0.5) {
        const label = (item.textContent ?? item.getAttribute('aria-label') ?? '').trim()
        problems.push(`"${label}" at ${Math.round(box.left)}–${Math.round(box.right)}`)
      }
    }
    // A tab label cut off with an ellipsis is unreadable: it must fit.
    for (const label of document.querySelectorAll<HTMLElement>('.tab-label')) {
      if (label.scrollWidth > label.clientWidth) problems.push(`tab "${label.textContent}" cut`)
    }
    return problems
  })
}

// Seven page loads per language: 20–30 s on CI's two busy workers.
test.describe.configure({ timeout: 60_000 })

for (const locale of LOCALES) {
  test(`phone layout in ${locale}`, async ({ browser, baseURL }) => {
    const cookie = { name: 'klik-locale', value: locale, url: baseURL ?? '' }

    const visitor = await browser.newContext(PHONE)
    await visitor.addCookies([cookie])
    const visitorPage = await visitor.newPage()
    await visitorPage.goto('/')
    await expect(visitorPage.locator('html')).toHaveAttribute('lang', locale)
    await expect(visitorPage.locator('header .button-primary')).toBeVisible()
    expect(await layoutProblems(visitorPage), 'visitor /').toEqual([])
    await visitor.close()

    const context = await browser.newContext({ ...PHONE, storageState: members.viewerState() })
    await context.addCookies([cookie])
    const page = await context.newPage()
    for (const path of ['/', '/members', `/members/${members.otherId()}`, '/likes', '/profile']) {
      await page.goto(path)
      await expect(page.locator('.tab-bar')).toBeVisible()
      // Results paint after their data; other pages say they are busy until theirs is in.
      await painted(
        page,
        path === '/members' ? page.locator('article.profile-card').first() : undefined,
      )
      expect(await layoutProblems(page), `member ${path}`).toEqual([])
    }
    // "Wilhelmina, 34": the comma sits right after the name, with no gap before it.
    await page.goto(`/members/${members.otherId()}`)
    const gap = await page.locator('h1.member-name').evaluate((heading) => {
      const age = heading.querySelector('.member-age')
      const name = age?.previousSibling
      if (!age || !name) return null
      const range = document.createRange()
      range.selectNodeContents(name)
      return age.getBoundingClientRect().left - range.getBoundingClientRect().right
    })
    expect(gap).not.toBeNull()
    expect(Math.abs(gap ?? 99)).toBeLessThan(1)
    // The tab bar holds the six sections, and the header no longer repeats them.
    await expect(page.locator('.tab-bar a')).toHaveCount(6)
    await expect(page.locator('header .nav-wide').first()).toBeHidden()
    await context.close()
  })
}

// Issue 9 §3: search on a phone. The filters are one summary line that opens a bottom sheet,
// two cards share a row and the first screen shows members; in Polish and French too.
for (const locale of ['en', 'pl', 'fr'] as const) {
  test(`phone search in ${locale}: summary line, two cards a row, the filter sheet`, async ({
    browser,
    baseURL,
  }) => {
    const { context, page } = await phoneInLocale(browser, locale, baseURL, {
      storageState: members.viewerState(),
    })
    await page.goto('/members')
    const summary = page.locator('button.search-summary')
    await expect(summary).toBeVisible()
    await expect(page.locator('form.search-filters-card')).toBeHidden()
    // Bartholomew (36, NL, a man): women, 36–45, the Netherlands, on one row.
    if (locale === 'en') await expect(summary).toContainText('Women · 36–45 · Netherlands')
    const row = await summary.evaluate((button) => {
      const text = button.querySelector<HTMLElement>('.search-summary-text')
      const box = button.getBoundingClientRect()
      return { height: box.height, right: box.right, lineHeight: text?.offsetHeight ?? 0 }
    })
    expect(row.height).toBeLessThan(52)
    expect(row.lineHeight).toBeLessThan(30)
    expect(row.right).toBeLessThanOrEqual(360)

    // At least two cards start on the first screen (above the tab bar), side by side.
    const cards = page.locator('article.profile-card')
    await expect(cards.nth(1)).toBeVisible()
    const tabBarTop = await page
      .locator('.tab-bar')
      .evaluate((bar) => bar.getBoundingClientRect().top)
    const boxes = await cards.evaluateAll((all) =>
      all.slice(0, 2).map((card) => {
        const box = card.getBoundingClientRect()
        const name = card.querySelector<HTMLElement>('.profile-card-name')
        const overflow = [...card.querySelectorAll<HTMLElement>('*')].some(
          (inner) => inner.getBoundingClientRect().right > box.right + 0.5,
        )
        return { top: box.top, left: box.left, width: box.width, name: name?.textContent, overflow }
      }),
    )
    expect(boxes).toHaveLength(2)
    for (const box of boxes) {
      expect(box.top).toBeGreaterThanOrEqual(0)
      expect(box.top).toBeLessThan(tabBarTop)
      expect(box.width).toBeGreaterThan(140)
      expect(box.overflow, `${box.name} runs out of its card`).toBe(false)
    }
    expect(Math.abs((boxes[0]?.top ?? 0) - (boxes[1]?.top ?? 99))).toBeLessThan(1)
    expect(boxes[1]?.left).toBeGreaterThan(boxes[0]?.left ?? 0)

    // The sheet: opens from the summary, sits on the bottom edge, applies and closes.
    const before = await summary.textContent()
    await summary.click()
    const sheet = page.locator('dialog.modal-sheet')
    await expect(sheet).toBeVisible()
    const bottom = await sheet.evaluate((dialog) => dialog.getBoundingClientRect().bottom)
    expect(Math.abs(bottom - 740)).toBeLessThan(1)
    // The member's saved search carries over from the language before: pick another age.
    const age = sheet.locator('select[name="age"]')
    const target = (await age.inputValue()) === 'all' ? '26-35' : 'all'
    // Escape closes it without applying anything.
    await age.selectOption(target)
    await page.keyboard.press('Escape')
    await expect(sheet).toBeHidden()
    await expect(summary).toHaveText(before ?? '')

    await summary.click()
    await expect(sheet).toBeVisible()
    await age.selectOption(target)
    const searched = page.waitForRequest(
      (request) =>
        request.url().includes('/api/search.php') &&
        request.url().includes('manual_search=1') &&
        request.url().includes(target === 'all' ? 'min_age=18' : 'min_age=26'),
    )
    await sheet.locator('button[type="submit"]').click()
    await searched
    await expect(sheet).toBeHidden()
    await expect(summary).not.toHaveText(before ?? '')
    if (locale === 'en' && target === 'all') {
      await expect(summary).toContainText('Women · All ages · Netherlands')
    }
    await expect(cards.first()).toBeVisible()
    expect(await layoutProblems(page)).toEqual([])

    // "Online now" (issue 32 §4): a switch in the sheet, named in the summary; every card then
    // says it is online.
    await summary.click()
    await sheet.locator('input[name="online"]').check()
    const online = page.waitForRequest(
      (request) => request.url().includes('/api/search.php') && request.url().includes('online=1'),
    )
    await sheet.locator('button[type="submit"]').click()
    await online
    await expect(sheet).toBeHidden()
    await expect(summary).toContainText(ONLINE_NOW[locale])
    await expect(cards.filter({ hasNot: page.locator('.online-dot') })).toHaveCount(0)
    expect(await layoutProblems(page)).toEqual([])
    await context.close()
  })
}

const ONLINE_NOW = { en: 'Online now', pl: 'Teraz online', fr: 'En ligne maintenant' } as const

// Issue 9 §3: the home page shows a visitor real members of the site beside the signup call,
// each fictional one disclosed on its tile, without moving the page when they arrive.
test('home page member tiles for a visitor', async ({ browser }) => {
  const context = await browser.newContext(PHONE)
  const page = await context.newPage()
  await page.addInitScript(() => {
    const shifts: number[] = []
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        shifts.push((entry as unknown as { value: number }).value)
    }).observe({ type: 'layout-shift', buffered: true })
    Object.assign(window, { __shifts: shifts })
  })
  // The tiles come in the server's page (its loader's search), and the hydrated page shows
  // them without asking again; each tile's member, as the member page's call answers it.
  await page.goto('/')
  const tiles = page.locator('.home-tile[data-member-id]')
  await expect(tiles.first()).toBeVisible()
  const ids = await tiles.evaluateAll((items) =>
    items.map((item) => Number(item.getAttribute('data-member-id'))),
  )
  expect(ids.length).toBeGreaterThan(0)
  expect(ids.length).toBeLessThanOrEqual(6)
  const found = {
    profiles: await Promise.all(
      ids.map(async (id) => {
        const answer = await page.request.get(`/api/member.php?id=${id}`)
        const { profile } = (await answer.json()) as { profile: { fictional: boolean } }
        return { id, fictional: profile.fictional }
      }),
    ),
  }
  for (const profile of found.profiles.slice(0, 6)) {
    const tile = page.locator(`.home-tile[data-member-id="${profile.id}"]`)
    await expect(tile.locator('a')).toHaveAttribute('href', `/members/${profile.id}`)
    await expect(tile.locator('.home-tile-fictional')).toHaveCount(profile.fictional ? 1 : 0)
    if (profile.fictional) await expect(tile.getByText('Fictional profile')).toBeVisible()
    const image = tile.locator('img')
    if ((await image.count()) > 0) {
      await expect(image).toHaveAttribute('loading', 'lazy')
      await expect(image).toHaveAttribute('width', /\d+/)
    }
  }
  // The signup call stays, and the first tiles show on the first screen next to it.
  await expect(page.locator('.home-intro .button-primary')).toBeVisible()
  const firstTop = await tiles.first().evaluate((tile) => tile.getBoundingClientRect().top)
  expect(firstTop).toBeLessThan(740)
  // Everything that could still move the page has arrived: the images in view, the fonts,
  // and a frame drawn with them.
  await page.waitForLoadState('load')
  await page.waitForFunction(() =>
    [...document.querySelectorAll<HTMLImageElement>('.home-tile img')]
      .filter((image) => image.getBoundingClientRect().top < innerHeight)
      .every((image) => image.complete),
  )
  await page.evaluate(async () => {
    await document.fonts.ready
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))
  })
  const shift = await page.evaluate(() =>
    ((window as unknown as { __shifts: number[] }).__shifts ?? []).reduce((a, b) => a + b, 0),
  )
  expect(shift).toBeLessThan(0.01)
  expect(await layoutProblems(page)).toEqual([])
  await context.close()
})
