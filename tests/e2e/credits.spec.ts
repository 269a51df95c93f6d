// Credits as a member buys them, through the built-in test checkout (issue 12): a message
// refused for too few credits holds those written after it, which say so in place (issue 28);
// credits bought from the chat's composer, and back in the chat the held messages go by
// themselves, once each, in order; a failed payment adds nothing and offers to try again; the
// last order bought again in one step; the monthly spending limit; the payment country.
// Premium and the shop on a 360 px phone are in credits-premium.spec.ts.
import { expect, type Page } from '@playwright/test'
import { test } from './support/test'
import { adAndBea } from './support/accounts'
import { person, testCheckout } from './support/shop'
import { openChat, sendWithEnter } from './support/composer'

// The offline part of a paid chat, as a member has it: with the worker (playwright.config.ts blocks
// it elsewhere).
test.use({ serviceWorkers: 'allow' })

test.describe.configure({ mode: 'serial' })
test.setTimeout(120_000)

async function credits(page: Page): Promise<number> {
  return ((await (await page.request.get('/api/user.php')).json()) as { credits: number }).credits
}

test('credits bought from a chat send the refused message and those behind it, once each, in order', async ({
  browser,
  baseURL,
}) => {
  const [ad, bea] = await adAndBea(browser, baseURL, false)
  const chat = await openChat(ad, bea)
  const conversation = Number(chat.split('/').pop())
  await sendWithEnter(ad.page, 'Hoi Bea, koffie?')
  const failed = ad.page.getByTestId('message-failed')
  await expect(failed).toContainText('You do not have enough credits for this message.')

  // Written after it: they wait behind it, and say so, with the same ways out (issue 28).
  for (const text of ['Of thee?', 'Foutje', 'Zaterdag?']) {
    await sendWithEnter(ad.page, text)
  }
  const waiting = ad.page.getByTestId('message-waiting')
  await expect(waiting).toHaveCount(3)
  await expect(waiting.first()).toContainText('Waiting: the message above was not sent.')
  await expect(waiting.first().getByTestId('buy-credits')).toBeVisible()
  await ad.page
    .getByTestId('message')
    .filter({ hasText: 'Foutje' })
    .getByRole('button', { name: 'Delete' })
    .click()
  await expect(waiting).toHaveCount(2)
  // One more on a train without signal: the chat says it is offline, and it waits too.
  await ad.page.context().setOffline(true)
  await expect(ad.page.getByTestId('chat-offline')).toBeVisible()
  await sendWithEnter(ad.page, 'Vanavond?')
  await expect(ad.page.locator('[data-testid="message"][data-state="waiting"]')).toHaveCount(3)
  await ad.page.context().setOffline(false)
  await expect(ad.page.getByTestId('chat-offline')).toHaveCount(0)
  await expect(ad.page.locator('[data-testid="message"][data-state="waiting"]')).toHaveCount(3)

  // To the shop from the composer, carrying the way back.
  await ad.page.getByTestId('composer-cost').getByRole('link', { name: 'Buy credits' }).click()
  await expect(ad.page).toHaveURL(/\/credits\?return=%2Fchats%2F\d+$/)
  await expect(ad.page.getByTestId('balance')).toContainText('You have 0 credits')
  await expect(ad.page.getByTestId('test-mode')).toBeVisible()
  // The welcome discount of a new member: 25 % more credits on the first purchase.
  await expect(ad.page.getByTestId('discount')).toContainText('25% extra credits')
  const packages = ad.page.getByTestId('package')
  await expect(packages).toHaveCount(4)
  await expect(packages.nth(1)).toContainText('Most chosen')
  await expect(packages.first()).toContainText('100 credits')
  await expect(packages.first()).toContainText('+ 25 bonus credits')
  await expect(packages.first()).toContainText('€14.95')
  await expect(ad.page.getByTestId('shop-methods')).toContainText('iDEAL | Wero')
  await expect(ad.page.getByText('some profiles on Klik are fictional')).toBeVisible()
  await packages.first().click()

  // The checkout: the estimate, the method, and the waiver before the pay button works.
  await expect(ad.page).toHaveURL(/\/credits\/credits-100\?return=%2Fchats%2F\d+$/)
  const summary = ad.page.getByTestId('checkout-summary')
  await expect(summary).toContainText('100 credits')
  await expect(summary).toContainText('+ 25 bonus credits')
  await expect(summary).toContainText('€14.95')
  await expect(summary).toContainText('Of which VAT (21%)')
  await expect(summary).toContainText('€2.59')
  await expect(ad.page.getByLabel('iDEAL | Wero')).toBeChecked()
  const pay = ad.page.getByTestId('pay')
  await expect(pay).toBeDisabled()
  await ad.page.getByTestId('waiver').getByRole('checkbox').check()
  await expect(pay).toBeEnabled()
  await pay.click()

  await testCheckout(ad.page, 'paid')
  await expect(ad.page.getByTestId('transaction-status')).toContainText('Payment received')
  await expect(ad.page.getByTestId('credits-added')).toContainText('125 credits were added.')
  // The balance is live: the held messages may already be going out (10 credits each).
  await expect(ad.page.getByTestId('new-balance')).toContainText(/\b(125|115|105|95|85) credits/)
  // Back to the chat by itself, where the held messages have gone, in order; nothing is shown
  // as waiting or sending that is not.
  await expect(ad.page).toHaveURL(new RegExp(`${chat}$`), { timeout: 10_000 })
  const sent = ad.page.locator('[data-testid="message"][data-state="sent"]')
  await expect(sent).toHaveText([/Hoi Bea, koffie\?/, /Of thee\?/, /Zaterdag\?/, /Vanavond\?/])
  await expect(ad.page.getByTestId('message')).toHaveCount(4)
  await expect(ad.page.getByTestId('message-failed')).toHaveCount(0)
  await expect(ad.page.getByTestId('message-waiting')).toHaveCount(0)
  await expect(ad.page.getByTestId('composer-cost')).toContainText('you have 85')

  // The other member has each once, in order, and never the one deleted.
  const answer = await bea.page.request.get(`/api/messages.php?conversation=${conversation}`)
  const { messages } = (await answer.json()) as { messages: { text: string; sender: number }[] }
  // (newest first, as the call answers)
  expect(messages.map((item) => item.text)).toEqual([
    'Vanavond?',
    'Zaterdag?',
    'Of thee?',
    'Hoi Bea, koffie?',
  ])
  // A reload sends nothing again.
  await ad.page.reload()
  await expect(ad.page.getByTestId('message')).toHaveCount(4)
  expect(await credits(ad.page)).toBe(85)
})

test('a failed payment adds nothing and offers to try again', async ({ browser, baseURL }) => {
  const ad = await person(browser, 'Ad', baseURL ?? '')
  await ad.page.goto('/credits/credits-250/creditcard')
  await expect(ad.page.getByLabel('Card')).toBeChecked()
  await ad.page.getByTestId('waiver').getByRole('checkbox').check()
  await ad.page.getByTestId('pay').click()
  await testCheckout(ad.page, 'failed')
  await expect(ad.page.getByTestId('transaction-status')).toContainText('The payment failed.')
  await expect(ad.page.getByText('Nothing was charged and nothing was added')).toBeVisible()
  expect(await credits(ad.page)).toBe(0)

  await ad.page.getByTestId('try-again').click()
  await expect(ad.page).toHaveURL(/\/credits\/credits-250\/creditcard$/)
  await ad.page.getByTestId('waiver').getByRole('checkbox').check()
  await ad.page.getByTestId('pay').click()
  // A new order, so a new payment: not the failed one again.
  await testCheckout(ad.page, 'paid')
  await expect(ad.page.getByTestId('transaction-status')).toContainText('Payment received')
  expect(await credits(ad.page)).toBe(312) // 250 and the welcome discount's 62
})

test('the last order is bought again in one step', async ({ browser, baseURL }) => {
  const ad = await person(browser, 'Ad', baseURL ?? '')
  // Nothing bought yet: the way to the packages.
  await ad.page.goto('/credits/repeat-order')
  await expect(ad.page.getByText('You have not bought anything yet.')).toBeVisible()

  await ad.page.goto('/credits/credits-100/ideal')
  await ad.page.getByTestId('waiver').getByRole('checkbox').check()
  await ad.page.getByTestId('pay').click()
  await testCheckout(ad.page, 'paid')
  await expect(ad.page.getByTestId('back')).toHaveText('Back to credits')
  await ad.page.getByTestId('back').click()
  await expect(ad.page).toHaveURL(/\/credits$/)
  await ad.page.getByTestId('repeat-order-link').click()

  await expect(ad.page).toHaveURL(/\/credits\/repeat-order$/)
  await expect(ad.page.getByTestId('repeat-line')).toHaveText('100 credits · €14.95 · iDEAL | Wero')
  const again = ad.page.getByTestId('buy-again')
  await expect(again).toBeDisabled()
  await ad.page.getByTestId('waiver').getByRole('checkbox').check()
  await again.click()
  await testCheckout(ad.page, 'paid')
  await expect(ad.page.getByTestId('credits-added')).toContainText('100 credits were added.')
  // 100 + 25 welcome bonus the first time, 100 now.
  await expect(ad.page.getByTestId('new-balance')).toContainText('225 credits')
})

test('a monthly spending limit refuses the purchase past it, and a raise waits 72 hours', async ({
  browser,
  baseURL,
}) => {
  const ad = await person(browser, 'Ad', baseURL ?? '')
  await ad.page.goto('/credits')
  const section = ad.page.getByTestId('spending-limit')
  await expect(section).toContainText('You have no spending limit.')
  await section.getByLabel('New limit per month (€)').fill('20')
  await section.getByRole('button', { name: 'Save limit' }).click()
  await expect(section.getByRole('status')).toHaveText(
    'Saved: your limit is €20.00 a month, from now on.',
  )
  await expect(section.getByTestId('spending-limit-now')).toHaveText('Your limit: €20.00 a month.')

  // €29.95 would pass it: refused before any payment, with the figures.
  await ad.page.goto('/credits/credits-250/creditcard')
  await ad.page.getByTestId('waiver').getByRole('checkbox').check()
  await ad.page.getByTestId('pay').click()
  await expect(ad.page.getByRole('alert')).toContainText(
    'This purchase would pass your monthly spending limit of €20.00: €0.00 is spent',
  )
  await expect(ad.page).toHaveURL(/\/credits\/credits-250\/creditcard$/)

  // A raise waits; keeping the current limit drops it.
  await ad.page.goto('/credits')
  await section.getByLabel('New limit per month (€)').fill('100')
  await section.getByRole('button', { name: 'Save limit' }).click()
  await expect(section.getByRole('status')).toContainText('Your new limit applies from')
  await expect(section.getByTestId('spending-pending')).toContainText('your limit will be €100.00')
  await expect(section.getByTestId('spending-limit-now')).toHaveText('Your limit: €20.00 a month.')
  await section.getByRole('button', { name: 'Keep €20.00' }).click()
  await expect(section.getByTestId('spending-pending')).toBeHidden()
  await expect(ad.page.getByTestId('spending-months')).toContainText('Nothing yet.')
})

test('the payment country sets the currency, VAT and methods, and is kept', async ({
  browser,
  baseURL,
}) => {
  const ad = await person(browser, 'Ad', baseURL ?? '')
  await ad.page.goto('/credits')
  const methods = ad.page.getByTestId('shop-methods')
  await expect(methods).toHaveText('You pay with: iDEAL | Wero · Card')
  await ad.page.getByTestId('payment-country').selectOption('PL')
  await expect(ad.page.getByTestId('package').first()).toContainText('PLN 64.95')
  await expect(methods).toHaveText('You pay with: Card')
  await ad.page.getByTestId('payment-country').selectOption('BE')
  await expect(methods).toHaveText('You pay with: Bancontact · Card')
  await ad.page.reload()
  await expect(ad.page.getByTestId('payment-country')).toHaveValue('BE')
  // The checkout follows: a method of the address that Belgium does not offer is not chosen.
  await ad.page.goto('/credits/credits-100/ideal')
  await expect(ad.page.getByLabel('Bancontact')).toBeChecked()
  await expect(ad.page.getByTestId('checkout-summary')).toContainText('Belgium')
})
