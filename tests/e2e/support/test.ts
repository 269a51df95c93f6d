// The specs' `test`: Playwright's, with two automatic fixtures.
//
// - Closes the browser contexts a test opened itself (a person's phone, a fresh device) when
//   it ends. Left open, each kept its page running for the rest of the worker's run: polling,
//   holding a live channel to the shared server, retrying one of a stopped server, all on CI's
//   two cores. Contexts that existed when the test began (a describe's beforeAll) are left to
//   whoever made them.
// - Makes every page's goto() and reload() wait until the app has hydrated a server-rendered
//   page (issue 30): the page is readable at once, but a select changed or a link clicked
//   before the app runs is the browser's, not the app's (a full load, a lost change), and a
//   test acts faster than any person. A page that is not the server's (the shell, JavaScript
//   off) answers at once.
import { test as base, type Page } from '@playwright/test'

const HYDRATED_MS = 20_000

async function appReady(page: Page): Promise<void> {
  await page
    .waitForFunction(
      () => document.documentElement.hasAttribute('data-hydrated') || !('$_TSR' in window),
      undefined,
      { timeout: HYDRATED_MS },
    )
    // A page that left or closed meanwhile: the test's own next step says what happened.
    .catch(() => undefined)
}

const patched = new WeakSet<object>()

/** goto() and reload() of every page (all share one prototype) wait for the app. */
function waitForAppAfterLoads(page: Page): void {
  const prototype = Object.getPrototypeOf(page) as Page
  if (patched.has(prototype)) return
  patched.add(prototype)
  // Playwright's own methods, called with the page as `this` below.
  // eslint-disable-next-line @typescript-eslint/unbound-method
  const { goto, reload } = prototype
  prototype.goto = async function (this: Page, ...args: Parameters<Page['goto']>) {
    const response = await goto.apply(this, args)
    await appReady(this)
    return response
  }
  prototype.reload = async function (this: Page, ...args: Parameters<Page['reload']>) {
    const response = await reload.apply(this, args)
    await appReady(this)
    return response
  }
}

export const test = base.extend<{ closeOwnContexts: void }, { appReadyLoads: void }>({
  closeOwnContexts: [
    async ({ browser }, use) => {
      const before = new Set(browser.contexts())
      await use()
      const opened = browser.contexts().filter((context) => !before.has(context))
      await Promise.all(opened.map((context) => context.close()))
    },
    { auto: true },
  ],
  appReadyLoads: [
    async ({ browser }, use) => {
      const context = await browser.newContext()
      waitForAppAfterLoads(await context.newPage())
      await context.close()
      await use()
    },
    { auto: true, scope: 'worker' },
  ],
})
