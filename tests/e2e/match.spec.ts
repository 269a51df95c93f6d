// The match moment and knowing something happened (issue 28 §6), as two members live it, each
// in a browser of their own: Ad likes Bea; Bea likes him back from her likes list and gets the
// moment at once, Ad gets it live on another page; "Send a message" opens their chat; the list
// says they click and Bea's "New" mark is gone; the Alerts tab counts the match. On a desktop
// the top navigation carries the tab bar's counts, the tab's title "(N) Klik", and a message
// arriving elsewhere shows a notice with a link to the chat. Then the moment at 360 px in
// Polish and in French: axe finds nothing, and nothing is cut (screenshots).
import { expect, type Browser, type Page } from '@playwright/test'
import { test } from './support/test'
import { adAndBea, person, saveProfile, type Person } from './support/accounts'
import { axeViolations } from './support/axe'
import { PHONE } from './support/phone'

test.describe.configure({ mode: 'serial' })
test.setTimeout(120_000)

let ad: Person
let bea: Person

test.beforeAll(async ({ browser, baseURL }) => {
  ;[ad, bea] = await adAndBea(browser, baseURL)
})

const card = (page: Page, id: number) =>
  page.locator(`article.profile-card[data-member-id="${id}"]`)
const moment = (page: Page, title = 'You click!') => page.getByRole('dialog', { name: title })
const tab = (page: Page, label: string | RegExp) =>
  page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: label })

test('a like back is the moment for both: at once for one, live for the other', async () => {
  await ad.page.goto(`/members/${bea.id}`)
  await ad.page.getByRole('button', { name: 'Like', exact: true }).click()
  await expect(ad.page.getByRole('button', { name: 'Unlike', exact: true })).toBeVisible()

  // Bea sees Ad's like, new; Ad is elsewhere.
  await bea.page.goto('/likes')
  const adsCard = card(bea.page, ad.id)
  await expect(adsCard.locator('.new-marker')).toHaveText('New')
  await ad.page.goto('/members')
  await expect(ad.page.locator('article.profile-card').first()).toBeVisible()
  // The welcome credits are his first notification.
  await expect(tab(ad.page, /Alerts/).locator('.tab-count')).toHaveText('1')

  // Side by side on a phone: both tabs on one row.
  const received = bea.page.getByRole('link', { name: /Who likes me/ })
  const given = bea.page.getByRole('link', { name: 'Whom I like' })
  const [r, g] = [await received.boundingBox(), await given.boundingBox()]
  expect(r && g && Math.abs(r.y - g.y) < 2).toBe(true)

  await adsCard.getByRole('button', { name: 'Like', exact: true }).click()
  const hers = moment(bea.page)
  await expect(hers).toBeVisible()
  await expect(hers).toContainText('You and Ad like each other.')
  // Ad, on the members page, gets it without a reload.
  const his = moment(ad.page)
  await expect(his).toBeVisible()
  await expect(his).toContainText('You and Bea like each other.')

  // Bea's list: the mark of the match, and her "New" is gone.
  await expect(adsCard.locator('.match-marker')).toHaveText(/You click/)
  await expect(adsCard.locator('.new-marker')).toHaveCount(0)

  // "Send a message" opens the chat with Ad.
  await hers.getByRole('link', { name: 'Send a message' }).click()
  await expect(bea.page).toHaveURL(/\/chats\/\d+$/)
  await expect(bea.page.locator('.chat-topbar-name')).toContainText('Ad')
  await expect(moment(bea.page)).toHaveCount(0)

  // Ad closes it; the Alerts tab counts the match, which the centre lists, once.
  await his.getByRole('button', { name: 'Keep looking' }).click()
  await expect(moment(ad.page)).toHaveCount(0)
  await expect(tab(ad.page, /Alerts/).locator('.tab-count')).toHaveText('2')
  await ad.page.goto('/likes/given')
  await expect(card(ad.page, bea.id).locator('.match-marker')).toHaveText(/You click/)
  await tab(ad.page, /Alerts/).click()
  await expect(ad.page.getByTestId('notification')).toHaveText([
    /You click with Bea/,
    /welcome credits/,
  ])
  await expect(tab(ad.page, /Alerts/).locator('.tab-count')).toHaveCount(0)
})

test('on a desktop: the counts in the top navigation, the title, a notice of a message', async ({
  browser,
}, testInfo) => {
  const context = await browser.newContext({
    baseURL: new URL(ad.page.url()).origin,
    viewport: { width: 1280, height: 800 },
    storageState: await ad.page.context().storageState(),
  })
  // His phone leaves the notification centre: looking there would see the message's news.
  await ad.page.goto('/profile')
  const desk = await context.newPage()
  await desk.goto('/members')
  await expect(desk.locator('article.profile-card').first()).toBeVisible()
  const nav = desk.getByRole('navigation', { name: 'Main' })
  // Bea's like back is still new for Ad (he has not opened her page): Likes counts it.
  await expect(nav.getByRole('link', { name: /^Likes/ }).locator('.nav-count')).toHaveText('1')
  // The page the server drew keeps its title, after the count, until he moves on.
  await expect(desk).toHaveTitle('(1) Search members · Klik')

  // Bea writes from the chat the moment opened; Ad is on the members page.
  await bea.page.getByTestId('composer-input').fill('Hoi Ad! Koffie?')
  await bea.page.getByTestId('composer-send').click()
  await expect(nav.getByRole('link', { name: /^Chats/ }).locator('.nav-count')).toHaveText('1')
  await expect(desk).toHaveTitle('(2) Search members · Klik')
  await expect(nav.getByRole('link', { name: /Notifications/ }).locator('.nav-count')).toHaveText(
    '1',
  )

  // The notice: the sender's name and the way to the chat, read out politely, not focused.
  const notice = desk.getByTestId('toast').filter({ hasText: 'New message from Bea' })
  await expect(notice).toBeVisible()
  await expect(desk.locator('.toaster')).toHaveAttribute('role', 'status')
  await expect(notice.getByRole('link', { name: 'Open chat' })).not.toBeFocused()
  await desk.screenshot({ path: testInfo.outputPath('desktop-1280.png') })
  await notice.getByRole('link', { name: 'Open chat' }).click()
  await expect(desk).toHaveURL(/\/chats\/\d+$/)
  await expect(desk.getByTestId('message').first()).toContainText('Hoi Ad! Koffie?')
  await expect(nav.getByRole('link', { name: /^Chats/ }).locator('.nav-count')).toHaveCount(0)
  await expect(desk).toHaveTitle('(1) Klik')
  await context.close()
})

/** A new member who likes `of`, in a 360 px phone browser of their own. */
async function admirer(browser: Browser, name: string, of: Person): Promise<Person> {
  // An address takes no accents: the long name is saved after the signup.
  const admirer = await person(browser, 'Admirer', new URL(of.page.url()).origin, {
    gender: 'female',
    activate: false,
  })
  await saveProfile(admirer.page, { name })
  const liked = await admirer.page.request.post('/api/likes.php', { data: { profile: of.id } })
  expect(liked.status()).toBe(200)
  return admirer
}

for (const [locale, name, title] of [
  ['pl', 'Przemysława-Bożydara', 'Zaiskrzyło!'],
  ['fr', 'Marie-Géraldine', 'Le courant passe !'],
] as const) {
  test(`the moment at 360 px in ${locale}: nothing cut, nothing for axe`, async ({
    browser,
  }, testInfo) => {
    const other = await admirer(browser, name, ad)
    const origin = new URL(ad.page.url()).origin
    const context = await browser.newContext({
      ...PHONE,
      baseURL: origin,
      storageState: await ad.page.context().storageState(),
    })
    await context.addCookies([{ name: 'klik-locale', value: locale, url: origin }])
    const page = await context.newPage()
    await page.goto('/likes')
    await card(page, other.id)
      .getByRole('button', { name: locale === 'pl' ? 'Polub' : 'Liker', exact: true })
      .click()
    const dialog = moment(page, title)
    await expect(dialog).toBeVisible()
    await expect(dialog).toContainText(name)
    // Nothing wider than the screen, nothing cut inside the dialog.
    const overflow = await dialog.evaluate((element) => {
      const cut: string[] = []
      for (const node of element.querySelectorAll<HTMLElement>('*')) {
        if (
          node.scrollWidth > node.clientWidth + 1 &&
          getComputedStyle(node).overflowX !== 'visible'
        ) {
          cut.push(`${node.className}: ${node.textContent ?? ''}`)
        }
        const box = node.getBoundingClientRect()
        if (box.right > window.innerWidth + 1 || box.left < -1)
          cut.push(`outside: ${node.className}`)
      }
      return cut
    })
    expect(overflow).toEqual([])
    // The phone's header keeps the logo and the menu: the sections are in the tab bar.
    await expect(page.locator('.header .nav-wide')).toHaveCount(5)
    for (const link of await page
      .getByRole('navigation', { name: 'Main' })
      .locator('.nav-wide')
      .all()) {
      await expect(link).toBeHidden()
    }
    await page.screenshot({ path: testInfo.outputPath(`match-${locale}-360.png`) })
    expect(await axeViolations(page)).toEqual([])
    // Closed: the list says they click, with its two tabs side by side.
    await dialog
      .getByRole('button', { name: locale === 'pl' ? 'Przeglądaj dalej' : 'Continuer à chercher' })
      .click()
    await expect(card(page, other.id).locator('.match-marker')).toBeVisible()
    await page.screenshot({ path: testInfo.outputPath(`likes-${locale}-360.png`) })
    await context.close()
    await other.page.context().close()
  })
}
