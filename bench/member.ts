// A member of a bench's server, signed up over its API in Chromium as a phone would: the
// session's Cookie header, for tools that visit member pages (Lighthouse).
import { chromium } from '@playwright/test'
import { newMember, signUpViaApi } from '../tests/e2e/support/accounts'
import { chromiumLaunchOptions } from '../tests/e2e/support/browser'

export async function memberCookie(base: string): Promise<string> {
  const browser = await chromium.launch(chromiumLaunchOptions)
  try {
    const context = await browser.newContext({ baseURL: base })
    const page = await context.newPage()
    await page.goto('/')
    await signUpViaApi(page, newMember('Lotte'))
    const cookies = await context.cookies()
    return cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join('; ')
  } finally {
    await browser.close()
  }
}
