// Waits until the page is controlled by the service worker (so a reload works offline).
import { expect, type Page } from '@playwright/test'

/**
 * Resolves once a service worker controls `page`; fails after `timeout` ms, naming what it saw,
 * instead of holding the test until its own limit.
 */
export async function waitForControl(page: Page, timeout = 20_000): Promise<void> {
  await expect
    .poll(
      () =>
        page.evaluate(async () => {
          const registration = await navigator.serviceWorker.getRegistration()
          if (navigator.serviceWorker.controller) return 'controlled'
          if (registration === undefined) return 'no service worker registered'
          const worker = registration.active ?? registration.waiting ?? registration.installing
          return `not controlled (worker ${worker?.state ?? 'missing'})`
        }),
      { timeout, message: 'the page is controlled by the service worker' },
    )
    .toBe('controlled')
}
