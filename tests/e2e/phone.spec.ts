// The phone shell (issue 9): at 360 × 740, in every language, no page scrolls sideways and
// every navigation item (header, bottom tab bar) sits inside the viewport, uncut, — for a visitor on
// the home page and for a member on home, members, a member page, likes and profile.
import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test'
import { LOCALES } from '../../src/contract/locale-codes'
import { newMember, saveProfile, signUpViaApi } from './support/accounts'

const PHONE = { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true }

test.describe.configure({ mode: 'serial' })
test.setTimeout(120_000)

let memberState: Awaited<ReturnType<BrowserContext['storageState']>>
let otherId = 0

async function member(browser: Browser, name: string, profile: Record<string, unknown>) {
  const context = await browser.newContext(PHONE)
  const page = await context.newPage()
  await page.goto('/')
  await signUpViaApi(page, newMember(name))
  await saveProfile(page, profile)
  const user = (await (await page.request.get('/api/user.php')).json()) as { id: number }
  return { context, id: user.id }
}

test.beforeAll(async ({ browser }) => {
  const a = await member(browser, 'Bartholomew', {
    gender: 'male',
    date_of_birth: '1990-02-01',
    country: 'NL',
    city: 'Utrecht',
  })
  const b = await member(browser, 'Wilhelmina', {
    gender: 'female',
    date_of_birth: '1992-06-11',
    country: 'NL',
    city: 'Haarlem',
  })
  memberState = await a.context.storageState()
  otherId = b.id
  await a.context.close()
  await b.context.close()
})

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

    const context = await browser.newContext({ ...PHONE, storageState: memberState })
    await context.addCookies([cookie])
    const page = await context.newPage()
    for (const path of ['/', '/members', `/members/${otherId}`, '/likes', '/profile']) {
      await page.goto(path)
      await expect(page.locator('.tab-bar')).toBeVisible()
      await expect(page.locator('main')).not.toBeEmpty()
      // Results and member pages paint after their data: wait for the network to settle.
      await page.waitForLoadState('networkidle')
      expect(await layoutProblems(page), `member ${path}`).toEqual([])
    }
    // "Wilhelmina, 34": the comma sits right after the name, with no gap before it.
    await page.goto(`/members/${otherId}`)
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
    // The tab bar holds the five sections, and the header no longer repeats them.
    await expect(page.locator('.tab-bar a')).toHaveCount(5)
    await expect(page.locator('header .nav-wide').first()).toBeHidden()
    await context.close()
  })
}
