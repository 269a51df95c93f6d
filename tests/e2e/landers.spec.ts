// The marketing landers and the match finder (issue 13): each of the eight kinds shows the
// site's members — every fictional one disclosed on its photo — drops the partner's
// parameters from the address after storing them, and its signup form creates an account
// credited to the partner (the body's trafficsource; server/routes/signup.test.ts checks the
// server stores it). The match finder's answers become the new member's first search. Phone
// layout (360 px, Polish and French) and axe on every page.
import { randomUUID } from 'node:crypto'
import { expect, type Page } from '@playwright/test'
import { test } from './support/test'
import { painted } from './support/painted'
import { axeViolations, WCAG21 } from './support/axe'
import { LANDER_KINDS as KINDS } from '../../src/features/landers/lander-kind'
import { phoneInLocale } from './support/phone'

const FRAMED = new Set(['alonetonight', 'socialnetwork'])
interface Found {
  profiles: { id: number; fictional: boolean }[]
}

/** Fills the signup form and sends it; answers the body the server got and its status. */
async function signUp(page: Page): Promise<{ body: Record<string, unknown>; status: number }> {
  const form = page.locator('#lander-signup form.signup-form')
  await form.getByLabel('Email address').fill(`lander-${randomUUID().slice(0, 8)}@example.nl`)
  await form.getByLabel('Name').fill('Lotte')
  await form.getByLabel('Password').fill('a long and secret password')
  const submit = form.getByRole('button', { name: 'Create my free account' })
  await expect(submit).toBeEnabled()
  const [request] = await Promise.all([
    page.waitForRequest((r) => r.url().includes('/api/user.php?new=1') && r.method() === 'POST'),
    submit.click(),
  ])
  const response = await request.response()
  return {
    body: request.postDataJSON() as Record<string, unknown>,
    status: response?.status() ?? 0,
  }
}

for (const kind of KINDS) {
  test(`the ${kind} lander shows members and signs up for the partner`, async ({ page }) => {
    // The first pages of a run wait for the server's demo members to be made.
    test.setTimeout(90_000)
    const network = `partner-${kind}`
    const answer = page.waitForResponse(
      (r) => r.url().includes('/api/search.php') && r.url().includes('source=lander'),
    )
    await page.goto(
      `/landers/${kind}/spring-campaign?network=${network}&ref=r7&sub1=banner&utm_source=x`,
    )
    const found = (await (await answer).json()) as Found
    // The search carried the stored network.
    expect((await answer).url()).toContain(`trafficsource=${network}`)

    // Stored, then stripped: the other parameters stay.
    await expect(page).toHaveURL(new RegExp(`/landers/${kind}/spring-campaign\\?utm_source=x$`))
    const cookies = await page.context().cookies()
    expect(cookies.find((c) => c.name === 'affiliate_network')?.value).toBe(network)
    expect(cookies.find((c) => c.name === 'affiliate_ref')?.value).toBe('r7')

    // Its layout: the lander frame for the two with a signup card, the empty one otherwise.
    await expect(page.locator('main')).toHaveClass(
      FRAMED.has(kind) ? /layout-lander/ : /layout-empty/,
    )
    await expect(page.locator(`.lander-${kindClass(kind)}`)).toBeVisible()

    // The members of the answer, each fictional one disclosed on its photo.
    expect(found.profiles.length).toBeGreaterThan(0)
    for (const profile of found.profiles) {
      const member = page.locator(`.lander [data-member-id="${profile.id}"]`).first()
      await expect(member).toBeAttached()
      await expect(member.locator('.lander-fictional')).toHaveCount(profile.fictional ? 1 : 0)
    }
    if (found.profiles.some((profile) => profile.fictional)) {
      await expect(
        page.getByText('Profiles marked “Fictional profile” do not belong'),
      ).toBeVisible()
    }

    // The signup: the body carries the partner and the lander as the form's path.
    const { body, status } = await signUp(page)
    expect(status).toBe(201)
    expect(body).toMatchObject({
      trafficsource: network,
      form_path: `/landers/${kind}/spring-campaign`,
    })
    await expect(page.locator('.app')).toHaveClass(/logged-in/)
  })
}

/** The layout's class: the kind's own name, shortened for the two long ones. */
function kindClass(kind: (typeof KINDS)[number]): string {
  switch (kind) {
    case 'maplanding':
      return 'map'
    case 'alonetonight':
      return 'tonight'
    case 'iconslanding':
      return 'icons'
    case 'socialnetwork':
      return 'social'
    case 'collagelanding':
      return 'collage'
    case 'transitionsvideolanding':
      return 'slideshow'
    case 'video':
    case 'gallery':
      return kind
  }
}

test('a slug picks who is shown; an unknown kind is the 404 page', async ({ page }) => {
  // The server renders the lander with its members (the hydrated page does not ask again).
  await page.goto('/landers/gallery/women')
  const shown = page.locator('.lander-member[data-member-id]')
  await expect(shown.first()).toBeVisible()
  const ids = await shown.evaluateAll((items) =>
    items.map((item) => item.getAttribute('data-member-id')),
  )
  const genders = await Promise.all(
    ids.map(async (id) => {
      const answer = await page.request.get(`/api/member.php?id=${id}`)
      return ((await answer.json()) as { profile: { gender: string | null } }).profile.gender
    }),
  )
  expect(genders.length).toBeGreaterThan(0)
  expect(genders.every((gender) => gender === 'female')).toBe(true)

  await page.goto('/landers/nosuchkind/spring')
  await expect(page.getByText('Page Not Found: /landers/nosuchkind/spring')).toBeVisible()
})

test('the match finder: three answers, the matches, signup, and the first search uses them', async ({
  page,
}) => {
  test.setTimeout(60_000)
  await page.goto('/match-finder?network=finder-partner')
  await expect(page).toHaveURL(/\/match-finder$/)
  await expect(page.getByRole('heading', { name: 'Match finder' })).toBeVisible()
  await expect(page.getByText('Question 1 of 3')).toBeVisible()
  await page.getByRole('radio', { name: 'Women', exact: true }).check()
  await page.getByRole('button', { name: 'Continue' }).click()
  await expect(page.getByText('Question 2 of 3')).toBeVisible()
  await page.getByRole('radio', { name: '26–35' }).check()
  await page.getByRole('button', { name: 'Continue' }).click()
  await expect(page.getByText('Question 3 of 3')).toBeVisible()
  await expect(page.getByLabel('Country')).toHaveValue(/^[A-Z]{2}$/)
  const country = await page.getByLabel('Country').inputValue()

  const answer = page.waitForResponse((r) => r.url().includes('source=match-finder'))
  await page.getByRole('button', { name: 'Show my matches' }).click()
  const url = new URL((await answer).url())
  expect(Object.fromEntries(url.searchParams)).toMatchObject({
    gender: 'female',
    min_age: '26',
    max_age: '35',
    country,
    trafficsource: 'finder-partner',
  })
  const found = (await (await answer).json()) as Found
  expect(found.profiles.length).toBeGreaterThan(0)
  await expect(
    page.getByRole('list', { name: 'Your matches' }).locator('[data-member-id]'),
  ).toHaveCount(found.profiles.length)
  const stored = await page.evaluate(() => localStorage.getItem('klik-match-choices'))
  expect(JSON.parse(stored ?? '{}')).toMatchObject({
    filters: { gender: 'female', min_age: 26, max_age: 35, country, countryregion: '' },
  })

  const { body, status } = await signUp(page)
  expect(status).toBe(201)
  expect(body).toMatchObject({ trafficsource: 'finder-partner', form_path: '/match-finder' })
  await expect(page.locator('.app')).toHaveClass(/logged-in/)

  // The member's first search runs with the answers and saves them as their search.
  const first = page.waitForRequest((r) => r.url().includes('source=members'))
  await page.goto('/members')
  const params = new URL((await first).url()).searchParams
  expect(Object.fromEntries(params)).toMatchObject({
    gender: 'female',
    min_age: '26',
    max_age: '35',
    country,
    manual_search: '1',
  })
  expect(params.has('auto_load')).toBe(false)
  await expect(
    page.getByRole('list', { name: 'Search results' }).locator('article').first(),
  ).toBeVisible()
  // Once that search has answered (the server drew the page with the member's saved one).
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('klik-match-choices')))
    .toBeNull()

  // Saved on the server: the next visit's auto_load (the page the server draws) gets the same
  // filters back.
  const again = await page.request.get('/api/search.php?source=members&auto_load=1')
  expect(again.status()).toBe(200)
  const filters = ((await again.json()) as { filter_options: unknown }).filter_options
  expect(filters).toMatchObject({ gender: 'female', min_age: 26, max_age: 35, country })
})

for (const locale of ['pl', 'fr'] as const) {
  test(`landers and the match finder at 360 px in ${locale}: no sideways scroll, no axe problems`, async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(120_000)
    const { context, page } = await phoneInLocale(browser, locale, baseURL)
    await page.emulateMedia({ reducedMotion: 'reduce' })
    for (const path of [...KINDS.map((kind) => `/landers/${kind}/summer`), '/match-finder']) {
      await page.goto(path)
      await expect(page.locator('html')).toHaveAttribute('lang', locale)
      if (path.startsWith('/landers')) {
        await expect(page.locator('.lander [data-member-id]').first()).toBeAttached()
      }
      await painted(page)
      const sideways = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      )
      expect(sideways, `${path} scrolls sideways`).toBeLessThanOrEqual(0)
      expect(await axeViolations(page, 'serious', { tags: WCAG21 }), path).toEqual([])
    }
    // The match finder's matches too.
    await page.getByRole('button', { name: /Dalej|Continuer/ }).click()
    await page.getByRole('button', { name: /Dalej|Continuer/ }).click()
    await page.locator('form.match-finder-form button[type=submit]').click()
    await painted(page, page.locator('.match-finder-results'))
    expect(
      await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      ),
    ).toBeLessThanOrEqual(0)
    expect(await axeViolations(page, 'serious', { tags: WCAG21 }), 'matches').toEqual([])
    await context.close()
  })
}
