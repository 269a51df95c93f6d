// My profile after signup (issue 9 §5): member A adds a photo on /profile, makes it the main
// one and moves to another region; member B's search then shows A with that photo in that
// region. The unactivated banner answers "send again" with how long to wait, and /profile
// fits a 360 px phone in Polish and French without sideways scrolling.
import { expect, type Browser, type Page } from '@playwright/test'
import { test } from './support/test'
import { newMember, saveProfile, signUpViaApi, type Member } from './support/accounts'
import { PHONE } from './support/phone'
import { photo } from './support/photo'

test.setTimeout(120_000)

interface MemberUser {
  id: number
  profile: { main_image: { thumb_filename: string } | null; images: { id: number }[] }
}

async function userOf(page: Page): Promise<MemberUser> {
  return (await (await page.request.get('/api/user.php')).json()) as MemberUser
}

async function memberPage(
  browser: Browser,
  member: Member,
  profile: Record<string, unknown>,
  locale = 'en-US',
): Promise<Page> {
  const context = await browser.newContext({ ...PHONE, locale })
  const page = await context.newPage()
  await page.goto('/')
  await signUpViaApi(page, member)
  await saveProfile(page, profile)
  return page
}

/** On a phone (Pixel 7) the search filters sit in a sheet behind the summary line. */
async function chooseRegion(page: Page, region: string, age?: string): Promise<void> {
  await page.locator('button.search-summary').click()
  const sheet = page.getByRole('dialog', { name: 'Search filters' })
  if (age) await expect(sheet.getByLabel('Age', { exact: true })).toHaveValue(age)
  await sheet.getByLabel('Region', { exact: true }).selectOption(region)
  await sheet.getByRole('button', { name: 'Show members' }).click()
  await expect(sheet).toBeHidden()
}

test('a member edits their profile and another member’s search shows it', async ({ browser }) => {
  const anna = newMember('Annelies')
  const a = await memberPage(browser, anna, {
    gender: 'female',
    date_of_birth: '1995-03-10',
    country: 'NL',
    countryregion: 'NH',
    city: 'Haarlem',
  })
  // A photo from signup, already the main one.
  const first = await a.request.post('/api/profileimage.php', {
    multipart: {
      image1: { name: 'old.jpg', mimeType: 'image/jpeg', buffer: await photo('#204080') },
    },
  })
  expect(first.status()).toBe(201)

  await a.goto('/profile')
  const photos = a.getByTestId('profile-photos')
  await expect(photos.getByTestId('profile-photo')).toHaveCount(1)

  // The banner of an unactivated member: the signup mail was just sent, so "wait".
  const banner = a.getByTestId('activation-banner')
  await banner.getByRole('button', { name: 'Send the activation mail again' }).click()
  await expect(banner.getByRole('status')).toContainText(/You can ask again in \d+ min\./)

  // A new photo, then made the main one.
  await a
    .getByTestId('profile-photo-input')
    .setInputFiles({ name: 'new.jpg', mimeType: 'image/jpeg', buffer: await photo('#c81e50') })
  await expect(photos.getByTestId('profile-photo')).toHaveCount(2)
  const newest = photos.getByTestId('profile-photo').nth(1)
  await newest.getByRole('button', { name: 'Make main photo' }).click()
  // Exact: "Make main photo" holds the words too, and is there before the server answers.
  await expect(newest.getByText('Main photo', { exact: true })).toBeVisible()
  await expect(newest).toHaveAttribute('data-main', 'true')
  const mine = await userOf(a)
  const mainThumb = mine.profile.main_image?.thumb_filename ?? ''
  expect(mainThumb).not.toBe('')
  await expect(newest.locator('img')).toHaveAttribute('src', new RegExp(`${mainThumb}$`))

  // Another region: Utrecht.
  const location = a.getByTestId('profile-location')
  await location.getByLabel('Region').selectOption('UT')
  await location.getByRole('button', { name: 'Save' }).click()
  await expect(location.getByRole('status')).toHaveText('Saved')

  // B, a man of 32 looking for women, searches the province of Utrecht.
  const b = await memberPage(browser, newMember('Bram'), {
    gender: 'male',
    date_of_birth: '1994-05-01',
    country: 'NL',
    city: 'Amersfoort',
  })
  await b.goto('/members')
  await chooseRegion(b, 'UT', '26-35')
  // Cards by member id: a retry of this test signs up another Annelies.
  const card = b.locator(`article.profile-card[data-member-id="${mine.id}"]`)
  await expect(card).toBeVisible()
  await expect(card).toContainText(anna.name)
  await expect(card.locator('img').first()).toHaveAttribute('src', new RegExp(`${mainThumb}$`))

  // Moved back to Noord-Holland, B finds A there.
  await location.getByLabel('Region').selectOption('NH')
  await location.getByRole('button', { name: 'Save' }).click()
  await expect(location.getByRole('status')).toHaveText('Saved')
  await chooseRegion(b, 'NH')
  await expect(card).toBeVisible()
})

test('the password meter says why, and blocked members are listed with Unblock (issue 28 §4)', async ({
  browser,
}) => {
  const page = await memberPage(browser, newMember('Wilhelmina'), {
    gender: 'female',
    country: 'NL',
    city: 'Leiden',
  })
  const other = await memberPage(browser, newMember('Bobbert'), { gender: 'male' })
  const bob = await userOf(other)
  await other.context().close()
  const blocked = await page.request.post('/api/block.php', { data: { profile: bob.id } })
  expect(blocked.status()).toBe(200)

  await page.goto('/profile')
  const password = page.getByTestId('profile-password')
  const meter = password.getByTestId('password-meter')
  await password.getByLabel('New password', { exact: true }).fill('abc')
  await expect(meter).toHaveText('Too short Use at least 8 characters.')
  await password.getByLabel('New password', { exact: true }).fill('password1')
  await expect(meter).toHaveText('Too weak This is one of the most used passwords.')
  await password.getByLabel('New password', { exact: true }).fill('wilhelmina2024')
  await expect(meter).toHaveText('Too weak Do not use your name or email address.')
  await password.getByLabel('New password', { exact: true }).fill('lemon tree sky 42')
  await expect(meter).toHaveText('Strong')

  const section = page.getByTestId('profile-blocked')
  const row = section.getByRole('listitem').filter({ hasText: 'Bobbert' })
  await expect(row).toBeVisible()
  await row.getByRole('button', { name: 'Unblock' }).click()
  await expect(page.getByText('You unblocked Bobbert.')).toBeVisible()
  await expect(section).toContainText('You have not blocked anyone.')
  // Unblocked on the server too: the list is empty after a reload.
  await page.reload()
  await expect(page.getByTestId('profile-blocked')).toContainText('You have not blocked anyone.')
})

for (const locale of ['pl-PL', 'fr-FR']) {
  test(`/profile fits 360 px in ${locale}`, async ({ browser }) => {
    const page = await memberPage(
      browser,
      newMember('Bartholomew'),
      { gender: 'male', date_of_birth: '1990-02-01', country: 'NL', city: 'Utrecht' },
      locale,
    )
    const other = await memberPage(browser, newMember('Maximilianezwischenraumfeld'), {})
    const blocked = await page.request.post('/api/block.php', {
      data: { profile: (await userOf(other)).id },
    })
    expect(blocked.status()).toBe(200)
    await other.context().close()
    await page.goto('/profile')
    await expect(page.getByTestId('profile-password')).toBeVisible()
    await expect(page.locator('html')).toHaveAttribute('lang', locale.slice(0, 2))
    // The longest texts of issue 28 §4: a blocked member's row and the meter's hint.
    await expect(page.getByTestId('profile-blocked').getByRole('listitem')).toHaveCount(1)
    // The meter's room is kept from the first character: the field under it (and the button
    // under that) does not move when the meter has loaded, even with the longest hint (by a
    // pixel at most: a quote mark from a fallback font may make its line box a little taller).
    const repeatTop = () =>
      page
        .getByTestId('profile-password')
        .locator('input[name="repeat-password"]')
        .evaluate((input) => input.getBoundingClientRect().top)
    await page
      .getByTestId('profile-password')
      .locator('input[name="new-password"]')
      .fill('qwertyuiop')
    const before = await repeatTop()
    await expect(page.getByTestId('password-meter')).toBeVisible()
    expect(Math.abs((await repeatTop()) - before)).toBeLessThan(2)
    const { overflow, wide } = await page.evaluate(() => {
      const root = document.scrollingElement ?? document.documentElement
      // What sticks out, to name in the failure.
      const wide = [...document.querySelectorAll('main *')]
        .filter((element) => element.getBoundingClientRect().right > root.clientWidth + 0.5)
        .slice(0, 5)
        .map(
          (element) =>
            `${element.tagName}.${element.className} ${element.textContent?.slice(0, 40)}`,
        )
      return { overflow: root.scrollWidth - root.clientWidth, wide }
    })
    expect(overflow, wide.join('\n')).toBeLessThanOrEqual(0)
  })
}
