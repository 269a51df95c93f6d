import { expect } from '@playwright/test'
import { test } from './support/test'

test('an unknown path answers 404 and shows the 404 page with the path', async ({ page }) => {
  const response = await page.goto('/nope')
  expect(response?.status()).toBe(404)
  await expect(page.getByText('Page Not Found: /nope')).toBeVisible()
  await expect(page.locator('.app')).toHaveClass(/template-boxy/)
  // A visitor is invited to sign up right there.
  await expect(page.getByRole('heading', { name: 'Sign up for free' })).toBeVisible()
  await expect(page.getByLabel('Email address')).toBeVisible()
})

test('a route that requires a member sends a visitor to /login', async ({ page }) => {
  await page.goto('/likes')
  await expect(page).toHaveURL(/\/login\?redirect=%2Flikes$/)
  await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible()
  await expect(page.locator('.app')).toHaveClass(/app-login-page/)
  await expect(page.locator('.app')).toHaveClass(/logged-out/)
})

test('/search is an alias of /members', async ({ page }) => {
  await page.goto('/search')
  // The default site lets visitors search (logged_out_search), so the alias lands on the page.
  await expect(page).toHaveURL(/\/members$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Search members' })).toBeVisible()
})

test('/_dev and its sub pages redirect home', async ({ page }) => {
  await page.goto('/_dev/dialogs')
  await expect(page).toHaveURL(/\/$/)
  await expect(page.locator('.app')).toHaveClass(/\bindex\b/)
})

test('the public complaints page has its own page class and heading', async ({ page }) => {
  await page.goto('/complaints')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(page.locator('.app')).toHaveClass(/app-complaints-page/)
})

test('the affiliate parameters are kept and stripped from the address', async ({ page }) => {
  await page.goto('/?network=partner7&sub1=spring&cpc=0.15&utm_medium=x')
  await expect(page).toHaveURL(/\/\?utm_medium=x$/)
  const stored = await page.evaluate(() => ({
    network: localStorage.getItem('affiliate_network'),
    sub1: localStorage.getItem('affiliate_sub1'),
    cpc: localStorage.getItem('affiliate_cpc'),
    cookie: document.cookie,
  }))
  expect(stored).toMatchObject({ network: 'partner7', sub1: 'spring', cpc: '0.15' })
  expect(stored.cookie).toContain('affiliate_network=partner7')
})
