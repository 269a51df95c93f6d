// Accessibility (issue 9): axe-core on the pages a new member meets first — home, signup,
// login, members, pricing and premium for a visitor, and members, a member page, likes, the
// credits page and a package's checkout for a member — in
// English and Polish (long words, other plural forms). Serious and critical violations fail
// the test, with the rule, the elements and axe's help text in the message.
import { expect, type Page } from '@playwright/test'
import { test } from './support/test'
import { viewerAndOther } from './support/accounts'
import { axeViolations } from './support/axe'
import { painted } from './support/painted'

const members = viewerAndOther(
  ['Ludmila', { gender: 'female', date_of_birth: '1991-03-04', country: 'NL', city: 'Leiden' }],
  ['Konstantin', { gender: 'male', date_of_birth: '1989-09-21', country: 'NL', city: 'Delft' }],
)

async function settle(page: Page, path: string): Promise<void> {
  await page.goto(path)
  // Results paint after their data; other pages say they are busy until theirs is in.
  await painted(
    page,
    path === '/members' ? page.locator('article.profile-card').first() : undefined,
  )
}

// Visitor and member pages are separate tests: each axe pass takes seconds on CI's two busy
// cores, and eleven of them in one test came close to its time limit. Six still take 20–30 s
// there, hence a limit of 60 s.
test.describe.configure({ timeout: 60_000 })
for (const locale of ['en', 'pl']) {
  test(`no serious accessibility problems for a visitor in ${locale}`, async ({
    browser,
    baseURL,
  }) => {
    const visitor = await browser.newContext()
    await visitor.addCookies([{ name: 'klik-locale', value: locale, url: baseURL ?? '' }])
    const visitorPage = await visitor.newPage()
    for (const path of ['/', '/signup', '/login', '/members', '/pricing', '/premium']) {
      await settle(visitorPage, path)
      expect(await axeViolations(visitorPage, 'serious'), `visitor ${path}`).toEqual([])
    }
    await visitor.close()
  })

  test(`no serious accessibility problems for a member in ${locale}`, async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({ storageState: members.viewerState() })
    await context.addCookies([{ name: 'klik-locale', value: locale, url: baseURL ?? '' }])
    const page = await context.newPage()
    for (const path of [
      '/members',
      `/members/${members.otherId()}`,
      '/likes',
      '/credits',
      '/credits/credits-250',
    ]) {
      await settle(page, path)
      expect(await axeViolations(page, 'serious'), `member ${path}`).toEqual([])
    }
    await context.close()
  })
}
