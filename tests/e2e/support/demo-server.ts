// The server of the server-rendering specs (ssr.spec.ts, ssr-visitor.spec.ts): one of their
// own per file, with a few demo members, so no other test's signups change the results
// between two loads. SSR_BUDGET_MS as the suite's server has it: a page goes out rendered on
// CI's two busy cores too.
import type { TestServer } from './server'
import { startServer } from './server'
import { test } from './test'

/** Starts the file's demo server before its tests and stops it after; `url` is its origin. */
export function demoServerForFile(): { readonly url: string } {
  let server: TestServer | undefined
  test.beforeAll(async () => {
    test.setTimeout(120_000)
    server = await startServer({
      env: { SEED_DEMO: '1', SEED_DEMO_MEMBERS: '80', SSR_BUDGET_MS: '10000' },
      readyTimeoutMs: 100_000,
    })
  })
  test.afterAll(() => server?.stop())
  return {
    get url() {
      if (!server) throw new Error('The demo server has not started')
      return server.url
    },
  }
}
