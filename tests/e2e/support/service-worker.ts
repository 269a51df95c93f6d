// Waits until the page is controlled by the service worker (so a reload works offline).
import { expect, type Page } from '@playwright/test'

/** What the page knows of its worker: controlled, uncontrolled by an activated one, or less. */
const controlState = (page: Page) =>
  page.evaluate(async () => {
    if (navigator.serviceWorker.controller) return 'controlled'
    const registration = await navigator.serviceWorker.getRegistration()
    const worker = registration?.active ?? registration?.waiting ?? registration?.installing
    if (worker === undefined || worker === null) return 'no service worker yet'
    return worker.state === 'activated' ? 'uncontrolled' : `worker ${worker.state}`
  })

/**
 * Resolves once a service worker controls `page`, each wait bounded by `timeout` ms (a failure
 * names what the page saw instead of holding the test until its own limit). The worker claims
 * the open pages when it activates (sw.ts), and has finished doing so once it is 'activated';
 * a page opened while it was activating can be missed by that claim and stays uncontrolled
 * until it loads again, as a member's next visit would: then it is reloaded, once.
 */
export async function waitForControl(page: Page, timeout = 20_000): Promise<void> {
  await expect
    .poll(() => controlState(page), { timeout, message: 'the service worker is activated' })
    .toMatch(/^(controlled|uncontrolled)$/)
  if ((await controlState(page)) === 'controlled') return
  await page.reload()
  await expect
    .poll(() => controlState(page), { timeout, message: 'the page is controlled after a reload' })
    .toBe('controlled')
}
