// The discover deck (issue 32 §4) as a member lives it: Ad likes Bea; Bea opens /discover,
// whose cards come from her saved search (men of 79 to 81: Ad and Cor, Cor the more recently
// active). ← passes on Cor and the next card is Ad; Like is the ordinary like, so her like
// back is the match moment. Opened again, the deck shows neither: the pass is remembered, and
// a member she likes is not shown again.
import { expect, type Page } from '@playwright/test'
import { test } from './support/test'
import { adAndBea, person, saveProfile } from './support/accounts'

/** Born so that both men are 80: an age no other spec gives a member. */
const BORN_1946 = '1946-03-01'

const top = (page: Page) => page.locator('.discover-top')

test('a pass with ← shows the next member; the deck’s like back is the match moment', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(60_000)
  const [ad, bea] = await adAndBea(browser, baseURL, false)
  await saveProfile(ad.page, { date_of_birth: BORN_1946 })
  // Signed up after Ad: more recently active, so first in the deck.
  const cor = await person(browser, 'Cor', baseURL ?? '', { gender: 'male', activate: false })
  await saveProfile(cor.page, { date_of_birth: BORN_1946 })
  expect(
    (await ad.page.request.post('/api/likes.php', { data: { profile: bea.id } })).status(),
  ).toBe(200)
  const search = await bea.page.request.get(
    '/api/search.php?manual_search=1&country=NL&gender=male&min_age=79&max_age=81',
  )
  expect(search.status()).toBe(200)

  const page = bea.page
  await page.goto('/discover')
  await expect(top(page)).toHaveAttribute('data-member-id', String(cor.id))
  await expect(top(page).getByRole('heading')).toHaveText('Cor, 80')
  await page.keyboard.press('ArrowLeft')
  await expect(top(page)).toHaveAttribute('data-member-id', String(ad.id))
  await expect(top(page)).toContainText('Utrecht')

  await page.getByRole('button', { name: 'Like', exact: true }).click()
  const moment = page.getByRole('dialog', { name: 'You click!' })
  await expect(moment).toBeVisible()
  await expect(moment).toContainText('You and Ad like each other.')
  await moment.getByRole('button', { name: 'Keep looking' }).click()

  // Opened again: Cor (passed) and Ad (liked) are not in the deck.
  await page.reload()
  await expect(page.locator('.discover-top, [data-testid="discover-empty"]')).toBeVisible()
  for (const id of [cor.id, ad.id]) {
    await expect(page.locator(`.discover-card[data-member-id="${id}"]`)).toHaveCount(0)
  }
})
