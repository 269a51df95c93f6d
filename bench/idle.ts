// `npm run bench -- idle` (issue 11): what an open but idle tab of a logged-in member costs the
// server. A member's tab in Chromium (phone-sized, the service worker on) opens /members and
// settles; then one hour passes on the page's clock (Playwright's fake clock, a minute at a
// time, with real time between for the requests it starts) while every request that reaches the
// server is counted: a request the service worker answers from its cache is not.
// Visibility is the page's own (document.visibilityState, with a visibilitychange event):
// headless Chromium shows every tab, so the bench flips it the way a phone does when the app
// goes to the background.
import { chromium, type Browser, type BrowserContext, type Request } from '@playwright/test'
import { newMember, signUpViaApi } from '../tests/e2e/support/accounts'
import { chromiumLaunchOptions } from '../tests/e2e/support/browser'
import { startServer } from '../tests/e2e/support/server'

const HOUR_MS = 60 * 60 * 1000
const STEP_MS = 60_000
/** Real time between two clock steps: the requests a step started get their answers. */
const STEP_PAUSE_MS = 250

export interface IdleScenario {
  name: string
  push: boolean
  /** The live channel cannot connect (a proxy that drops streams). */
  blocked: boolean
  hidden: boolean
}

export const IDLE_SCENARIOS: IdleScenario[] = [
  { name: 'visible, live channel', push: false, blocked: false, hidden: false },
  { name: 'visible, channel blocked', push: false, blocked: true, hidden: false },
  { name: 'visible, live channel, push', push: true, blocked: false, hidden: false },
  { name: 'visible, channel blocked, push', push: true, blocked: true, hidden: false },
  { name: 'hidden (after its first minute)', push: false, blocked: false, hidden: true },
]

export interface IdleRow {
  scenario: string
  'requests / hour': number
  goal: string
  /** The paths asked for, with how often. */
  paths: string
}

const VISIBILITY_SCRIPT = `(() => {
  let hidden = false
  Object.defineProperty(Document.prototype, 'visibilityState', {
    configurable: true,
    get: () => (hidden ? 'hidden' : 'visible'),
  })
  Object.defineProperty(Document.prototype, 'hidden', { configurable: true, get: () => hidden })
  window.__benchHide = (value) => {
    hidden = value
    document.dispatchEvent(new Event('visibilitychange'))
    if (value) window.dispatchEvent(new Event('pagehide'))
  }
})()`

/** Requests that reached the server: the worker's own, and the page's the worker let through. */
function countRequests(context: BrowserContext, origin: string) {
  const seen: string[] = []
  let counting = false
  const count = async (request: Request) => {
    if (!counting || !request.url().startsWith(origin)) return
    if (request.serviceWorker() === null) {
      const response = await request.response().catch(() => null)
      if (response?.fromServiceWorker()) return
    }
    seen.push(new URL(request.url()).pathname)
  }
  context.on('requestfinished', (request) => void count(request))
  context.on('requestfailed', (request) => void count(request))
  return {
    start: () => {
      counting = true
    },
    stop: () => {
      counting = false
      return seen
    },
  }
}

async function runScenario(browser: Browser, origin: string, scenario: IdleScenario) {
  const context = await browser.newContext({
    baseURL: origin,
    viewport: { width: 390, height: 844 },
    locale: 'en-US',
  })
  try {
    await context.addInitScript(VISIBILITY_SCRIPT)
    if (scenario.blocked) await context.route('**/api/events.php*', (route) => route.abort())
    const page = await context.newPage()
    await page.clock.install()
    await page.goto('/')
    await signUpViaApi(page, newMember('Idle'))
    if (scenario.push) {
      const subscribed = await page.request.post('/api/user.php?push=1', {
        data: {
          subscription: {
            endpoint: `https://push.example.test/${Date.now()}`,
            keys: { p256dh: 'BIdle', auth: 'idle' },
          },
        },
      })
      if (subscribed.status() !== 204) throw new Error(`push: ${subscribed.status()}`)
    }
    await page.goto('/members')
    await page.getByRole('heading', { level: 1 }).first().waitFor()
    // Settle: the first rounds of every job, the worker's install and its warm cache.
    await page.waitForTimeout(5_000)
    await page.clock.runFor(2_000)
    await page.waitForTimeout(1_000)
    if (scenario.hidden) {
      await page.evaluate('window.__benchHide(true)')
      // The beacon and the channel's closing minute are the hide's own, not the hour's.
      await page.clock.runFor(STEP_MS)
      await page.waitForTimeout(STEP_PAUSE_MS * 4)
    }
    const counter = countRequests(context, origin)
    counter.start()
    for (let passed = 0; passed < HOUR_MS; passed += STEP_MS) {
      await page.clock.runFor(STEP_MS)
      await page.waitForTimeout(STEP_PAUSE_MS)
    }
    await page.waitForTimeout(1_000)
    return counter.stop()
  } finally {
    await context.close()
  }
}

function summary(paths: string[]): string {
  const counts = new Map<string, number>()
  for (const path of paths) counts.set(path, (counts.get(path) ?? 0) + 1)
  return [...counts]
    .sort((a, b) => b[1] - a[1])
    .map(([path, n]) => `${path} ${n}`)
    .join(', ')
}

export async function benchIdle(): Promise<IdleRow[]> {
  // The tab's push subscription is made up (headless Chromium has no push service).
  const server = await startServer({ env: { PUSH_SERVICE_HOSTS: 'push.example.test' } })
  const browser = await chromium.launch(chromiumLaunchOptions)
  try {
    const rows: IdleRow[] = []
    for (const scenario of IDLE_SCENARIOS) {
      const paths = await runScenario(browser, server.url, scenario)
      rows.push({
        scenario: scenario.name,
        'requests / hour': paths.length,
        goal: scenario.hidden ? '0' : scenario.blocked ? 'fallback (§9)' : '≤ 12',
        paths: summary(paths),
      })
    }
    return rows
  } finally {
    await browser.close()
    await server.stop()
  }
}
