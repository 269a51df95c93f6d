// The transparency report (issue 32 §6) on a 360 px phone in Polish, opened from the footer:
// the server's figures of this half year, written as Polish writes numbers, without sideways scrolling; and the half
// year selector. The shared server has figures of this half year only, so the half year before
// is a stand-in answer (the API test holds the server's figures of every half year).
import { expect } from '@playwright/test'
import type { TransparencyReport } from '../../src/contract/transparency'
import { test } from './support/test'
import { phoneInLocale } from './support/phone'

test('shows a half year’s figures on a phone and switches half years', async ({
  browser,
  baseURL,
}) => {
  const { page } = await phoneInLocale(browser, 'pl', baseURL)
  // The stand-in, made from the server's answer of this half year when the page asks for it.
  const standIn: { earlier: TransparencyReport | null } = { earlier: null }
  await page.route('**/api/transparency.php*', async (route) => {
    const { earlier } = standIn
    if (earlier !== null && route.request().url().includes(`period=${earlier.period}`)) {
      await route.fulfill({ json: earlier })
      return
    }
    const current = (await (await route.fetch()).json()) as TransparencyReport
    const year = Number(current.period.slice(0, 4))
    const period = current.period.endsWith('H2') ? `${year}-H1` : `${year - 1}-H2`
    const periods = [current.period, period]
    const figures = { ...current.figures, notices: { ...current.figures.notices, received: 12345 } }
    standIn.earlier = { ...current, period, periods, closed: true, figures }
    await route.fulfill({ json: { ...current, periods } })
  })

  // From the footer, as a visitor finds it: the page then asks for its figures itself (a
  // page loaded from the address has them from the server, which no route here can change).
  await page.goto('/')
  await page.locator('footer a[href="/pages/transparency"]').click()
  const notices = page.getByTestId('transparency-notices')
  await expect(notices.locator('dd').first()).toHaveText(/^\d+$/)
  await expect(page.getByTestId('transparency-verifications').locator('dd')).toHaveCount(7)
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360)

  const selector = page.getByTestId('transparency-period')
  await expect(selector.locator('option')).toHaveCount(2)
  const earlier = standIn.earlier?.period ?? ''
  await selector.selectOption(earlier)
  // 12 345 with a no-break space, as Polish groups thousands.
  await expect(notices.locator('dd').first()).toHaveText('12\u00a0345')
  await expect(selector).toHaveValue(earlier)
})
