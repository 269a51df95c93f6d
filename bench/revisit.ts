// `npm run bench -- revisit` (issue 30): the installed app's start from its cached shell and
// IndexedDB. A member visits /members, /chats and /likes once (the worker caches the shell,
// Dexie keeps the cards, the conversation and the like); then each page is reloaded, and the
// bench times, from the navigation's start, the shell's first paint (first-contentful-paint)
// and the first frame that shows the page's data (a card, a chat row). Goal: the data ≤ 100 ms
// after the shell's first paint.
//
// Online, every /api call is held for 3 s while the page reloads, so what paints within that
// time came from IndexedDB, not from the server; offline, the browser has no network at all
// and the worker answers the navigation from its cache.
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { chromium, type Page } from '@playwright/test'
import { firstMessage, person } from '../tests/e2e/support/accounts'
import { chromiumLaunchOptions } from '../tests/e2e/support/browser'
import { startServer } from '../tests/e2e/support/server'

const RELOADS = 5
const API_HOLD_MS = 3_000

/** What each page shows once its data is in. */
const PAGES = [
  { path: '/members', data: 'article.profile-card' },
  { path: '/chats', data: '[data-testid="chat-row"]' },
  { path: '/likes', data: 'article.profile-card' },
] as const
/** Any page's data: each shows only its own kind. */
const ANY_DATA = [...new Set(PAGES.map((page) => page.data))].join(', ')

export interface RevisitRow {
  page: string
  network: 'online, API held' | 'offline'
  'shell paint ms (median)': number
  'data paint ms (median)': number
  'data after shell ms (median)': number
  'data after shell ms (worst)': number
  /** Online: the data painted before any held /api answer could have arrived. */
  'from IndexedDB'?: boolean
}

/**
 * Before the page's own scripts (page code, as a string: the bench is compiled without the DOM's
 * types): notes the first animation frame in which `selector` matches (the frame that paints
 * it) as window.__dataPaint, in ms from the navigation's start.
 */
const watchForData = (selector: string): string => `(() => {
  const selector = ${JSON.stringify(selector)}
  const note = () => requestAnimationFrame(() => { window.__dataPaint = performance.now() })
  const observer = new MutationObserver(() => {
    if (document.querySelector(selector) === null) return
    observer.disconnect()
    note()
  })
  observer.observe(document, { childList: true, subtree: true })
})()`

const TIMES = `(() => {
  const data = window.__dataPaint
  const shell = performance.getEntriesByName('first-contentful-paint')[0]?.startTime
  return data !== undefined && shell !== undefined ? { shell, data } : null
})()`

async function reloadTimes(page: Page): Promise<{ shell: number; data: number }> {
  await page.reload({ waitUntil: 'commit' })
  // Polled from here: the page's CSP (no 'unsafe-eval') refuses waitForFunction's string.
  const until = Date.now() + API_HOLD_MS + 10_000
  while (Date.now() < until) {
    const times = await page.evaluate<{ shell: number; data: number } | null>(TIMES)
    if (times !== null) return times
    await new Promise((resolve) => setTimeout(resolve, 25))
  }
  const seen = await page.evaluate(
    `({ url: location.href, data: window.__dataPaint, paints: performance.getEntriesByType('paint').map((p) => p.name), main: document.querySelector('main')?.textContent?.slice(0, 200) })`,
  )
  throw new Error(`revisit: no data paint on ${JSON.stringify(seen)}`)
}

/** Until the worker controls the page (it claims open pages when it activates). */
async function waitForWorker(page: Page): Promise<void> {
  await page.evaluate('navigator.serviceWorker.ready')
  if (await page.evaluate('navigator.serviceWorker.controller === null')) await page.reload()
  while (await page.evaluate('navigator.serviceWorker.controller === null')) {
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN
}

export async function benchRevisit(): Promise<RevisitRow[]> {
  const dataDir = join(mkdtempSync(join(tmpdir(), 'klik-bench-revisit-')), 'data')
  // The activation mail is read from the server's outbox (tests/e2e/support/outbox.ts).
  process.env.E2E_DATA_DIR = dataDir
  const server = await startServer({ dataDir, env: { SEED_DEMO: '1', SEED_DEMO_MEMBERS: '60' } })
  const browser = await chromium.launch(chromiumLaunchOptions)
  try {
    // Ada is the member whose app is timed; Bas likes her and writes to her first.
    const ada = await person(browser, 'Ada', server.url, { gender: 'female', activate: false })
    const bas = await person(browser, 'Bas', server.url, { gender: 'male' })
    const liked = await bas.page.request.post('/api/likes.php', { data: { profile: ada.id } })
    if (!liked.ok()) throw new Error(`revisit: like ${liked.status()}`)
    await firstMessage(bas, ada, 'Hoi Ada!')
    await bas.page.context().close()

    const page = ada.page
    await page.context().addInitScript(watchForData(ANY_DATA))
    await waitForWorker(page)
    // The first visit: each page's data goes into IndexedDB.
    for (const { path, data } of PAGES) {
      await page.goto(path)
      await page.locator(data).first().waitFor()
    }

    const rows: RevisitRow[] = []
    for (const network of ['online, API held', 'offline'] as const) {
      const context = page.context()
      if (network === 'offline') await context.setOffline(true)
      else
        await page.route('**/api/**', async (route) => {
          await new Promise((resolve) => setTimeout(resolve, API_HOLD_MS))
          await route.continue().catch(() => undefined)
        })
      for (const { path, data } of PAGES) {
        await page.goto(path)
        await page.locator(data).first().waitFor()
        const runs: { shell: number; data: number }[] = []
        for (let run = 0; run < RELOADS; run++) runs.push(await reloadTimes(page))
        const after = runs.map((times) => times.data - times.shell)
        rows.push({
          page: path,
          network,
          'shell paint ms (median)': Math.round(median(runs.map((times) => times.shell))),
          'data paint ms (median)': Math.round(median(runs.map((times) => times.data))),
          'data after shell ms (median)': Math.round(median(after)),
          'data after shell ms (worst)': Math.round(Math.max(...after)),
          ...(network === 'offline'
            ? {}
            : { 'from IndexedDB': runs.every((times) => times.data < API_HOLD_MS) }),
        })
      }
      if (network === 'offline') await context.setOffline(false)
      else await page.unrouteAll({ behavior: 'ignoreErrors' })
    }
    return rows
  } finally {
    await browser.close()
    await server.stop()
  }
}
