// What the shop's specs share (credits.spec.ts, credits-premium.spec.ts): members who have not
// activated their account, so they have no welcome credits and their first message is
// refused, and the built-in test checkout (issue 12) paid or failed.
import { expect, type Browser, type Page } from '@playwright/test'
import { person as signedUp } from './accounts'

/** Unactivated members: no welcome credits, so the first message is refused. */
export const person = (browser: Browser, name: string, baseURL: string) =>
  signedUp(browser, name, baseURL, {
    gender: name === 'Bea' ? 'female' : 'male',
    activate: false,
  })

/** Pays on the test checkout page with `outcome` and waits for the payment status page. */
export async function testCheckout(page: Page, outcome: 'paid' | 'failed') {
  await expect(page).toHaveURL(/\/test-checkout\/tst_/)
  await expect(page.getByTestId('test-mode')).toContainText('TEST MODE')
  await page.getByTestId(`outcome-${outcome}`).click()
  await expect(page).toHaveURL(/\/transactions\/ord_/)
}
