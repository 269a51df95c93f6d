// The specs' `test`: Playwright's, with one automatic fixture that closes the browser contexts
// a test opened itself (a person's phone, a fresh device) when it ends. Left open, each kept
// its page running for the rest of the worker's run: polling, holding a live channel to the
// shared server, retrying one of a stopped server, all on CI's two cores. Contexts that
// existed when the test began (a describe's beforeAll) are left to whoever made them.
import { test as base } from '@playwright/test'

export const test = base.extend<{ closeOwnContexts: void }>({
  closeOwnContexts: [
    async ({ browser }, use) => {
      const before = new Set(browser.contexts())
      await use()
      const opened = browser.contexts().filter((context) => !before.has(context))
      await Promise.all(opened.map((context) => context.close()))
    },
    { auto: true },
  ],
})
