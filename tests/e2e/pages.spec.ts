// The site's pages (issue 13): each in two languages with the company's real details, links
// between them staying in the app, and the cookie page listing exactly the cookies a visit
// that arrives from a partner, picks a language and signs up really gets.
import { expect, type Page } from '@playwright/test'
import { test } from './support/test'
import { newMember, signUpViaApi } from './support/accounts'
import { axeViolations, WCAG21 } from './support/axe'
import { PHONE } from './support/phone'

const PAGES = [
  { path: '/pages/terms', en: 'Terms and conditions', pl: 'Regulamin' },
  { path: '/pages/privacy', en: 'Privacy policy', pl: 'Polityka prywatności' },
  { path: '/pages/cookies', en: 'Cookie policy', pl: 'Polityka plików cookie' },
  { path: '/pages/service', en: 'Customer service', pl: 'Obsługa klienta' },
  { path: '/pages/return-policy', en: 'Return policy', pl: 'Zasady zwrotów' },
  { path: '/pages/faq', en: 'Frequently asked questions', pl: 'Najczęściej zadawane pytania' },
  { path: '/pages/ban', en: 'Account blocked', pl: 'Konto zablokowane' },
] as const

async function chooseLanguage(page: Page, locale: string) {
  await page.goto('/')
  await page.getByTestId('language-switcher').selectOption(locale)
  await expect(page.locator('html')).toHaveAttribute('lang', locale)
}

for (const locale of ['en', 'pl'] as const) {
  test(`every page shows its text with the company’s details (${locale})`, async ({ page }) => {
    test.setTimeout(90_000)
    await chooseLanguage(page, locale)
    for (const item of PAGES) {
      await page.goto(item.path)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(item[locale])
      const body = page.locator('.site-page-body')
      await expect(body).toContainText('Klik B.V.')
      await expect(body).not.toContainText('{{')
      // Written in the page's language, not English standing in.
      await expect(page.locator('.site-page-language')).toHaveCount(0)
      await expect(body).toHaveAttribute('lang', locale)
    }
    await page.goto('/pages/terms')
    await expect(page.locator('.site-page-body')).toContainText('84213657')
    await expect(page.locator('.site-page-body')).toContainText('NL863155872B01')
  })
}

test('only the seven pages exist: another name is a 404', async ({ page, request }) => {
  expect((await request.get('/pages/faq')).status()).toBe(200)
  expect((await request.get('/pages/secrets')).status()).toBe(404)
  await page.goto('/pages/secrets')
  await expect(page.locator('.error-page')).toHaveAttribute('data-status', '404')
})

test('a link in a page opens the other page within the app', async ({ page }) => {
  await page.goto('/pages/terms')
  await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1))
  await page.locator('.site-page-body a[href="/pages/privacy"]').first().click()
  await expect(page).toHaveURL(/\/pages\/privacy$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy policy')
  // No full load: the page's state is still there.
  expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1)
})

test('the cookie page lists exactly the cookies a visit gets', async ({ page, context }) => {
  test.setTimeout(60_000)
  // From a partner (an affiliate parameter), in Dutch, then signed up and logged in.
  await page.goto('/?network=e2e-partner')
  await page.getByTestId('language-switcher').selectOption('nl')
  await expect(page.locator('html')).toHaveAttribute('lang', 'nl')
  await signUpViaApi(page, newMember('Koekje'))
  await page.goto('/pages/cookies')
  await expect(page.locator('.storage-list')).toBeVisible()

  const observed = (await context.cookies()).map((cookie) => cookie.name).sort()
  const listed = await page
    .locator('.storage-list [data-kind="cookie"] .storage-item')
    .evaluateAll((items) => items.map((item) => item.getAttribute('data-name') ?? ''))
  const matches = (pattern: string, name: string) =>
    pattern.endsWith('*') ? name.startsWith(pattern.slice(0, -1)) : name === pattern
  expect(observed.filter((name) => !listed.some((pattern) => matches(pattern, name)))).toEqual([])
  expect(listed.filter((pattern) => !observed.some((name) => matches(pattern, name)))).toEqual([])
})

for (const locale of ['pl', 'fr'] as const) {
  test(`the pages fit a 360 px phone and pass axe (${locale})`, async ({ browser, baseURL }) => {
    test.setTimeout(90_000)
    const context = await browser.newContext({ ...PHONE, baseURL, locale })
    const page = await context.newPage()
    for (const path of ['/pages/faq', '/pages/cookies', '/pages/return-policy']) {
      await page.goto(path)
      await expect(page.locator('.site-page-body')).toHaveAttribute('lang', locale)
      const width = await page.evaluate(() => document.documentElement.scrollWidth)
      expect(width, `${path} is wider than the phone`).toBeLessThanOrEqual(360)
      expect(await axeViolations(page, 'serious', { tags: WCAG21 }), path).toEqual([])
    }
    await context.close()
  })
}
