// "The page has painted what it loads", as a condition instead of the network's silence
// (waitForLoadState('networkidle') waits half a second of quiet on every page, and a live
// channel or a poll can keep it from ever coming): the main content is there, nothing says
// it is still loading (aria-busy), the fonts are in, and the images in view have arrived.
import { expect, type Locator, type Page } from '@playwright/test'

/** `ready`: what this page shows once its data is in, where aria-busy does not tell (search). */
export async function painted(page: Page, ready?: Locator): Promise<void> {
  await expect(page.locator('main')).not.toBeEmpty()
  if (ready) await expect(ready).toBeVisible()
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0)
  await page.waitForFunction(
    () =>
      [...document.images]
        .filter((image) => {
          const box = image.getBoundingClientRect()
          return box.bottom > 0 && box.top < innerHeight && box.width > 0
        })
        .every((image) => image.complete),
    undefined,
    { timeout: 10_000 },
  )
  await page.evaluate(async () => {
    await document.fonts.ready
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))
  })
}
