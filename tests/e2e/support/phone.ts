// The phone the specs check layouts on: 360 px wide, the narrowest screen Klik lays out for,
// with touch; and a page on it in a chosen language.
import type { Browser, BrowserContextOptions } from '@playwright/test'

export const PHONE = { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true }

/**
 * A new page on the phone (`options` add a login or a base URL) whose language is `locale`:
 * Klik's language cookie for `baseURL`, as a member's choice sets it.
 */
export async function phoneInLocale(
  browser: Browser,
  locale: string,
  baseURL: string | undefined,
  options: BrowserContextOptions = {},
) {
  const context = await browser.newContext({ ...PHONE, ...options })
  await context.addCookies([{ name: 'klik-locale', value: locale, url: baseURL ?? '' }])
  return { context, page: await context.newPage() }
}
