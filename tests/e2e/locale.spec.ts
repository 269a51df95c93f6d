import { expect } from '@playwright/test'
import { test } from './support/test'

test('the language switch survives a reload (cookie)', async ({ page, context }) => {
  await page.goto('/')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Meet people who click with you')
  await page.getByTestId('language-switcher').selectOption('nl')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Ontmoet mensen met wie het klikt',
  )
  await expect(page.locator('html')).toHaveAttribute('lang', 'nl')

  const cookie = (await context.cookies()).find((c) => c.name === 'klik-locale')
  expect(cookie?.value).toBe('nl')
  // 365 days, give or take the test's own run time
  expect(cookie!.expires * 1000 - Date.now()).toBeGreaterThan(364 * 24 * 3600 * 1000)

  await page.reload()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Ontmoet mensen met wie het klikt',
  )
  await expect(page.getByTestId('language-switcher')).toHaveValue('nl')
})

test('a first visit picks the browser language when Klik speaks it', async ({ browser }) => {
  const context = await browser.newContext({ locale: 'de-DE' })
  const page = await context.newPage()
  await page.goto(test.info().project.use.baseURL ?? '/')
  await expect(page.locator('html')).toHaveAttribute('lang', 'de')
  await expect(page.getByTestId('language-switcher')).toHaveValue('de')
  await context.close()
})
