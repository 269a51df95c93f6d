// How the server-rendering specs (ssr.spec.ts) look at a hydration: what a page shows (its
// language, heading and first items), its stylesheets, whether the app kept the server's DOM
// or drew it anew, what it dropped, and a phone that notes its console's complaints and the
// API calls its app makes.
import { expect, type BrowserContext, type Page } from '@playwright/test'

export interface Seen {
  lang: string | null
  heading: string
  items: string[]
}

export async function seen(page: Page, items: string): Promise<Seen> {
  const found = page.locator(items)
  await expect(found.first()).toBeVisible()
  const headings = page.locator('h1')
  return {
    lang: await page.locator('html').getAttribute('lang'),
    heading: (await headings.count()) > 0 ? (await headings.first().innerText()).trim() : '',
    items: (await found.allInnerTexts()).slice(0, 6).map((text) => text.trim()),
  }
}

/** The paths of the page's stylesheets. */
export const styles = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll<HTMLLinkElement>('link[rel=stylesheet]')].map(
      (link) => new URL(link.href).pathname,
    ),
  )

/**
 * Marks the first element the server rendered in #root as it is parsed: a client render from
 * scratch would replace it, a hydration keeps it (`kept`). Once the page is parsed, notes every
 * link or button that leaves it (`dropped`): a part the hydration dropped and drew anew (a
 * layout shift; the member actions did, waiting for their code).
 */
export async function watchHydration(page: Page): Promise<void> {
  await page.addInitScript(() => {
    new MutationObserver((_, observer) => {
      const first = document.querySelector('#root > *:not(link)')
      if (first) {
        ;(first as Element & { fromServer?: boolean }).fromServer = true
        observer.disconnect()
      }
    }).observe(document, { childList: true, subtree: true })
    const dropped: string[] = []
    ;(window as Window & { dropped?: string[] }).dropped = dropped
    document.addEventListener('DOMContentLoaded', () => {
      const root = document.getElementById('root')
      if (!root) return
      new MutationObserver((records) => {
        for (const node of records.flatMap((record) => [...record.removedNodes])) {
          if (node instanceof Element && node.matches('a, button, :has(a, button)'))
            dropped.push(node.outerHTML.slice(0, 120))
        }
      }).observe(root, { childList: true, subtree: true })
    })
  })
}

export const kept = (page: Page) =>
  page.evaluate(
    () =>
      document.querySelector<Element & { fromServer?: boolean }>('#root > *:not(link)')
        ?.fromServer === true,
  )
export const dropped = (page: Page) =>
  page.evaluate(() => (window as Window & { dropped?: string[] }).dropped)
export const hydrationProblems = (messages: string[]) =>
  messages.filter(
    (text) => /hydrat|did not match|server/i.test(text) || text.startsWith('pageerror'),
  )

/** A phone that notes its console's complaints and the calls its app makes. */
export async function phone(context: BrowserContext) {
  const page = await context.newPage()
  const messages: string[] = []
  const calls: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning')
      messages.push(`${message.type()}: ${message.text()}`)
  })
  page.on('pageerror', (error) => messages.push(`pageerror: ${error.message}`))
  page.on('request', (request) => {
    const url = new URL(request.url())
    if (url.pathname.startsWith('/api/')) calls.push(url.pathname)
  })
  return { page, messages, calls }
}
