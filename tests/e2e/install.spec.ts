// The install prompt (issue 11) as a member meets it. Headless Chromium never offers an
// install by itself, so the tests dispatch the `beforeinstallprompt` Chromium would, with a
// prompt() that records its call. Not on the first visit, even after a like; on a later visit
// right after a like; "not now" holds after a reload; "Install" opens the browser's dialog and
// an accepted install ends the offer; an iPhone gets the Home Screen guide. Each in a phone
// viewport, one in Polish at 360 px, where nothing may stick out. At 360 px in French, the
// offer covers neither a member page's photo and actions nor a conversation's header and
// composer (issue 28 §7): it takes its room at the top of the page, and none in a chat.
import { devices, expect, type Browser, type Locator, type Page } from '@playwright/test'
import { test } from './support/test'
import { viewerAndOther } from './support/accounts'

// The install offer, as the installable app (with its worker) meets it (playwright.config.ts blocks
// it elsewhere).
test.use({ serviceWorkers: 'allow' })

const { defaultBrowserType: _pixel, ...pixel } = devices['Pixel 7']
const { defaultBrowserType: _iphone, ...iphone } = devices['iPhone 13']
const DAY = 24 * 60 * 60 * 1000

const members = viewerAndOther(
  ['Henrike', { gender: 'female', date_of_birth: '1993-04-02', country: 'NL', city: 'Utrecht' }],
  ['Tomasz', { gender: 'male', date_of_birth: '1991-09-12', country: 'NL', city: 'Haarlem' }],
)

async function memberPage(
  browser: Browser,
  device: typeof pixel,
  locale = 'en',
): Promise<{ page: Page; close: () => Promise<void> }> {
  const baseURL = test.info().project.use.baseURL ?? ''
  const context = await browser.newContext({
    ...device,
    baseURL,
    storageState: members.viewerState(),
  })
  await context.addCookies([{ name: 'klik-locale', value: locale, url: baseURL }])
  const page = await context.newPage()
  await page.goto(`/members/${members.otherId()}`)
  return { page, close: () => context.close() }
}

/** Reloads as a visit of a browser whose first visit was `firstVisit` ms ago (null: none yet). */
async function visit(page: Page, firstVisit: number | null): Promise<void> {
  await page.evaluate((ago) => {
    sessionStorage.clear()
    if (ago === null) localStorage.removeItem('klik-first-visit')
    else localStorage.setItem('klik-first-visit', String(Date.now() - ago))
  }, firstVisit)
  await page.reload()
  // The PWA side has started once the first visit is on record.
  await page.waitForFunction(() => localStorage.getItem('klik-first-visit') !== null)
  await expect(page.locator('button.like-button').first()).toBeVisible()
}

/** What Chromium sends when the app can be installed; prompt() answers `outcome`. */
async function offerInstall(page: Page, outcome: 'accepted' | 'dismissed' = 'dismissed') {
  await page.evaluate((answer) => {
    const scope = window as unknown as { prompted: number }
    scope.prompted = 0
    const event = new Event('beforeinstallprompt', { cancelable: true })
    Object.assign(event, {
      prompt: () => {
        scope.prompted += 1
        return Promise.resolve()
      },
      userChoice: Promise.resolve({ outcome: answer, platform: 'web' }),
    })
    window.dispatchEvent(event)
  }, outcome)
}

/**
 * The next like or unlike call the page makes. Bounded, so that a click that sent nothing (the
 * button repainted under it by the likes list's sync) fails this try of like() and the next try
 * runs, instead of holding the whole toPass until its end (seen once on CI).
 */
function likeCall(page: Page) {
  return page.waitForResponse(
    (response) =>
      new URL(response.url()).pathname === '/api/likes.php' &&
      response.request().method() !== 'GET',
    { timeout: 8_000 },
  )
}

/**
 * A like the server confirmed (an earlier like is taken back first). Tried again when the
 * click turned out to be an unlike: the likes list's first sync can repaint the button as
 * liked after the page read it.
 */
async function like(page: Page): Promise<void> {
  const button = page.locator('button.like-button').first()
  await expect(async () => {
    if ((await button.getAttribute('data-liked')) === 'true') {
      await Promise.all([likeCall(page), button.click()])
    }
    const [answer] = await Promise.all([likeCall(page), button.click()])
    expect(answer.request().method()).toBe('POST')
    expect(answer.status()).toBe(200)
  }).toPass({ timeout: 30_000 })
  await expect(button).toHaveAttribute('data-liked', 'true')
}

/**
 * The page has drawn two frames since the like's answer came: what the answer or the last
 * event decided about the offer (at once, in the task that read it) is on the screen, so its
 * absence can be checked. (Waiting for response.finished() in like() hung once on CI.)
 */
async function drawn(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => resolve())),
      ),
  )
}

/** The prompt fits the viewport and nothing scrolls sideways. */
async function fitsTheScreen(page: Page): Promise<void> {
  const problems = await page.getByTestId('install-prompt').evaluate((prompt) => {
    const box = prompt.getBoundingClientRect()
    const width = document.documentElement.clientWidth
    const found: string[] = []
    if (document.documentElement.scrollWidth > width) found.push('the page scrolls sideways')
    if (box.left < 0 || box.right > width + 0.5) found.push(`prompt at ${box.left}–${box.right}`)
    if (box.bottom > window.innerHeight + 0.5) found.push(`prompt below the screen: ${box.bottom}`)
    for (const button of prompt.querySelectorAll('button')) {
      const rect = button.getBoundingClientRect()
      if (rect.height < 44) found.push(`"${button.textContent}" is ${rect.height}px tall`)
      if (button.scrollWidth > button.clientWidth) found.push(`"${button.textContent}" is cut`)
    }
    return found
  })
  expect(problems).toEqual([])
}

/**
 * Each of `parts` can be seen and used where it is: not under the offer's box, and the element
 * at its centre (once scrolled into view) is itself or inside it.
 */
async function uncovered(page: Page, parts: Locator[]): Promise<void> {
  const offer = page.getByTestId('install-prompt')
  for (const part of parts) {
    await expect(part).toBeVisible()
    // Both boxes at the same scroll (they are the viewport's): the part before may have
    // scrolled the page to bring itself into view.
    const offerBox = (await offer.count()) > 0 ? await offer.boundingBox() : null
    const box = await part.boundingBox()
    expect(box).not.toBeNull()
    if (offerBox && box) {
      const apart =
        box.y + box.height <= offerBox.y ||
        offerBox.y + offerBox.height <= box.y ||
        box.x + box.width <= offerBox.x ||
        offerBox.x + offerBox.width <= box.x
      expect(apart, `${part.toString()} under the offer`).toBe(true)
    }
    await part.scrollIntoViewIfNeeded()
    const hit = await part.evaluate((element) => {
      const rect = element.getBoundingClientRect()
      const top = document.elementFromPoint(rect.x + rect.width / 2, rect.y + rect.height / 2)
      return top !== null && (element === top || element.contains(top))
    })
    expect(hit, `${part.toString()} is covered`).toBe(true)
  }
}

test('at 360 px the offer covers neither a member page’s actions nor a conversation (French)', async ({
  browser,
}) => {
  const phone = { ...pixel, viewport: { width: 360, height: 740 } }
  const { page, close } = await memberPage(browser, phone, 'fr')
  await visit(page, DAY)
  await page.evaluate(() => localStorage.removeItem('klik-install-answer'))
  await offerInstall(page)
  await like(page)
  const offer = page.getByRole('region', { name: 'Installer Klik' })
  await expect(offer).toBeVisible()
  await fitsTheScreen(page)
  const actions = page.locator('.member-actions')
  await uncovered(page, [
    page.locator('.member-photo-main'),
    actions.locator('button.like-button'),
    actions.getByTestId('start-conversation'),
  ])
  await page.screenshot({ path: test.info().outputPath('member-page.png'), fullPage: true })

  // The conversation keeps its header and composer: the offer waits for the next page.
  await actions.getByTestId('start-conversation').click()
  await expect(page).toHaveURL(/\/chats\/\d+$/)
  await expect(page.getByTestId('composer-input')).toBeVisible()
  await expect(page.getByTestId('install-prompt')).toHaveCount(0)
  await uncovered(page, [
    page.locator('.chat-topbar'),
    page.getByTestId('composer-input'),
    page.getByTestId('composer-send'),
  ])
  await page.goBack()
  await expect(offer).toBeVisible()
  await uncovered(page, [actions.locator('button.like-button')])
  await close()
})

test('not on the first visit; after a like on a later one; "not now" holds', async ({
  browser,
}) => {
  const { page, close } = await memberPage(browser, pixel)
  const prompt = page.getByRole('region', { name: 'Install Klik' })

  // The first visit: a like, and the browser offers the install, but Klik keeps quiet.
  await visit(page, null)
  await offerInstall(page)
  await like(page)
  await drawn(page)
  await expect(page.getByTestId('install-prompt')).toHaveCount(0)

  // The next day: nothing on arrival, the offer right after a like.
  await visit(page, DAY)
  await offerInstall(page)
  await drawn(page)
  await expect(prompt).toHaveCount(0)
  await like(page)
  await expect(prompt).toBeVisible()
  await expect(prompt).toContainText('tells you at once when someone answers')
  await fitsTheScreen(page)

  await prompt.getByRole('button', { name: 'Not now' }).click()
  await expect(prompt).toHaveCount(0)
  expect(await page.evaluate(() => localStorage.getItem('klik-install-answer'))).toMatch(
    /^not-now:\d+$/,
  )

  // After a reload, another like: still nothing.
  await page.reload()
  await page.waitForFunction(() => localStorage.getItem('klik-first-visit') !== null)
  await offerInstall(page)
  await like(page)
  await drawn(page)
  await expect(page.getByTestId('install-prompt')).toHaveCount(0)
  await close()
})

test('"Install" opens the browser’s dialog; accepted, it is never offered again (Polish, 360 px)', async ({
  browser,
}) => {
  const phone = { ...pixel, viewport: { width: 360, height: 740 } }
  const { page, close } = await memberPage(browser, phone, 'pl')
  await visit(page, 3 * DAY)
  await page.evaluate(() => localStorage.removeItem('klik-install-answer'))
  await offerInstall(page, 'accepted')
  await like(page)
  const prompt = page.getByRole('region', { name: 'Zainstaluj Klik' })
  await expect(prompt).toBeVisible()
  await fitsTheScreen(page)

  await prompt.getByRole('button', { name: 'Zainstaluj', exact: true }).click()
  await expect(prompt).toHaveCount(0)
  expect(await page.evaluate(() => (window as unknown as { prompted: number }).prompted)).toBe(1)
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('klik-install-answer')))
    .toBe('installed')

  await offerInstall(page)
  await like(page)
  await drawn(page)
  await expect(page.getByTestId('install-prompt')).toHaveCount(0)
  await close()
})

test('an iPhone gets the Add to Home Screen guide, in French too', async ({ browser }) => {
  const { page, close } = await memberPage(browser, iphone, 'fr')
  await visit(page, DAY)
  await page.evaluate(() => localStorage.removeItem('klik-install-answer'))
  // No beforeinstallprompt on iOS: the guide comes after the like all the same.
  await like(page)
  const guide = page.getByRole('region', { name: "Ajoute Klik à ton écran d'accueil" })
  await expect(guide).toBeVisible()
  await expect(guide).toContainText('Partager')
  await expect(guide).toContainText("Sur l'écran d'accueil")
  await expect(guide).toContainText("notifications ne fonctionnent que dans l'app installée")
  await expect(guide.getByRole('button')).toHaveText(['Pas maintenant'])
  await fitsTheScreen(page)

  await guide.getByRole('button', { name: 'Pas maintenant' }).click()
  await expect(guide).toHaveCount(0)
  expect(await page.evaluate(() => localStorage.getItem('klik-install-answer'))).toMatch(
    /^not-now:\d+$/,
  )
  await close()
})
