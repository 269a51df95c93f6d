// Contact, complaints and reports (issue 13) as visitors and members send them: a visitor's
// notice about a member on /complaints and the contact form of /pages/service each answer a
// reference number that the acknowledgement mail repeats in the visitor's language; a member
// reports another from their page and takes the offer to block them, another reports a
// message in the chat; both forms fit a 360 px phone in Polish and French and pass axe.
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, type Browser, type Page } from '@playwright/test'
import { test } from './support/test'
import { adAndBea, firstMessage, newMember, storedMember } from './support/accounts'
import { axeViolations, WCAG21 } from './support/axe'
import { PHONE } from './support/phone'

const { describe } = test

function toLine(mail: string): string {
  return /^To:.*$/im.exec(mail)?.[0] ?? ''
}

/** The text of the mail to `address` that names `reference`, once it is written. */
async function mailWith(address: string, reference: string): Promise<string> {
  const dir = join(process.env.E2E_DATA_DIR ?? '', 'mail')
  let found = ''
  await expect
    .poll(
      () => {
        let names: string[] = []
        try {
          names = readdirSync(dir).filter((name) => name.endsWith('.eml'))
        } catch {
          return ''
        }
        found =
          names
            .map((name) => readFileSync(join(dir, name), 'utf8'))
            .find((mail) => toLine(mail).includes(address) && mail.includes(reference)) ?? ''
        return found
      },
      { timeout: 20_000 },
    )
    .not.toBe('')
  return found
}

async function visitor(browser: Browser, baseURL: string | undefined, locale: string) {
  const context = await browser.newContext({ baseURL, locale })
  const page = await context.newPage()
  await page.goto('/')
  await page.getByTestId('language-switcher').selectOption(locale)
  await expect(page.locator('html')).toHaveAttribute('lang', locale)
  return { context, page }
}

/**
 * The sent form shows the case's reference and the address it answers to; the mail there
 * repeats the reference and says `thanks`.
 */
async function expectAcknowledged(page: Page, address: string, thanks: string): Promise<void> {
  const shown = page.getByTestId('case-reference')
  await expect(shown).toHaveText(/^KL-[A-Z0-9]{4}-[A-Z0-9]{4}$/)
  const reference = (await shown.textContent()) ?? ''
  await expect(page.getByTestId('case-sent')).toContainText(address)
  expect(await mailWith(address, reference)).toContain(thanks)
}

describe('cases', () => {
  test.describe.configure({ mode: 'serial' })
  test.setTimeout(120_000)
  let bram = 0

  test.beforeAll(async ({ browser }) => {
    bram = (
      await storedMember(browser, 'Bram', {
        gender: 'male',
        date_of_birth: '1990-02-01',
        country: 'NL',
        city: 'Utrecht',
      })
    ).id
  })

  test('a visitor sends a notice about a member and gets its reference by mail, in German', async ({
    browser,
    baseURL,
  }) => {
    const { context, page } = await visitor(browser, baseURL, 'de')
    const sender = newMember('Greta')
    await page.goto('/complaints')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Rechtswidrige oder unzulässige Inhalte melden',
    )
    const form = page.getByTestId('complaint-form')
    // Nothing filled in: the fields say what is missing, nothing is sent.
    await form.getByRole('button', { name: 'Meldung senden' }).click()
    await expect(form.getByText('Bitte wähle einen Grund.')).toBeVisible()
    await expect(form.getByText('Bitte bestätige, dass du diese Meldung')).toBeVisible()

    await form.getByLabel('Was stimmt damit nicht?').selectOption('fake')
    // The address of the member's page, as copied from the browser.
    await form.getByLabel('Wo befindet es sich?').fill(`${baseURL}/members/${bram}`)
    await form
      .getByLabel('Warum sollten wir handeln?')
      .fill('Dieses Profil benutzt die Fotos einer anderen Person.')
    await form.getByLabel('Dein Name').fill(sender.name)
    await form.getByLabel('Deine E-Mail-Adresse').fill(sender.email)
    await form.getByRole('checkbox').check()
    const sent = page.waitForResponse((response) => response.url().includes('/api/complaint.php'))
    await form.getByRole('button', { name: 'Meldung senden' }).click()
    const body = (await (await sent).request().postDataJSON()) as Record<string, unknown>
    expect(body).toMatchObject({ reason: 'fake', member: bram, good_faith: true })
    expect(body.url).toBeUndefined()

    await expectAcknowledged(page, sender.email, 'Danke für deine Meldung')
    await context.close()
  })

  test('a visitor writes to customer service and gets the reference by mail, in Dutch', async ({
    browser,
    baseURL,
  }) => {
    const { context, page } = await visitor(browser, baseURL, 'nl')
    const sender = newMember('Sanne')
    await page.goto('/pages/service')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Klantenservice')
    const form = page.getByTestId('contact-form')
    await form.getByLabel('Onderwerp').selectOption('payment')
    await form.getByLabel('Je bericht').fill('Mijn betaling is niet aangekomen, wat nu?')
    await form.getByLabel('Je naam').fill(sender.name)
    await form.getByLabel('Je e-mailadres').fill(sender.email)
    await form.getByRole('button', { name: 'Bericht versturen' }).click()
    await expectAcknowledged(page, sender.email, 'Bedankt voor je bericht')
    await context.close()
  })

  test('a member reports another from their page and blocks them too', async ({
    browser,
    baseURL,
  }) => {
    const anna = await storedMember(browser, 'Annabel', {
      gender: 'female',
      date_of_birth: '1993-06-01',
      country: 'NL',
      city: 'Haarlem',
    })
    const context = await browser.newContext({ baseURL, storageState: anna.state })
    const page = await context.newPage()
    await page.goto(`/members/${bram}`)
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Bram')
    await page.getByTestId('report-member').click()
    const dialog = page.getByRole('dialog', { name: 'Report Bram' })
    await dialog.getByLabel('Scam or asking for money').check()
    await dialog.getByLabel('Details (optional)').fill('He asked me for money for a flight.')
    await dialog.getByRole('button', { name: 'Send report' }).click()

    const thanks = page.getByRole('dialog', { name: 'Thank you' })
    await expect(thanks.getByTestId('case-reference')).toHaveText(/^KL-[A-Z0-9]{4}-[A-Z0-9]{4}$/)
    await expect(thanks).toContainText('Also block Bram?')
    await thanks.getByRole('button', { name: 'Block Bram' }).click()
    await expect(page).toHaveURL(/\/members$/)
    // The toast: the member page may still say it too while the search replaces it.
    await expect(page.getByTestId('toast').getByText('You blocked Bram.')).toBeVisible()
    const member = await page.request.get(`/api/member.php?id=${bram}`)
    expect(((await member.json()) as { blocked: boolean }).blocked).toBe(true)
    await context.close()
  })

  test('a member reports a message from the chat and declines the block', async ({
    browser,
    baseURL,
  }) => {
    const [ad, bea] = await adAndBea(browser, baseURL)
    await ad.page.goto(await firstMessage(bea, ad, 'Stuur me eerst 100 euro'))
    const theirs = ad.page.getByTestId('message').filter({ hasText: 'Stuur me eerst 100 euro' })
    const sent = ad.page.waitForResponse((response) => response.url().includes('/api/report.php'))
    await theirs.getByRole('button', { name: 'Report this message' }).click()
    const dialog = ad.page.getByRole('dialog', { name: 'Report a message from Bea' })
    await dialog.getByLabel('Scam or asking for money').check()
    await dialog.getByRole('button', { name: 'Send report' }).click()
    const body = (await sent).request().postDataJSON() as Record<string, unknown>
    expect(body).toMatchObject({ reason: 'scam', profile: bea.id })
    expect(typeof body.message).toBe('number')

    const thanks = ad.page.getByRole('dialog', { name: 'Thank you' })
    await expect(thanks.getByTestId('case-reference')).toHaveText(/^KL-[A-Z0-9]{4}-[A-Z0-9]{4}$/)
    await thanks.getByRole('button', { name: 'No, thanks' }).click()
    await expect(thanks).toBeHidden()
    await expect(ad.page).toHaveURL(/\/chats\/\d+$/)
    // The member of the conversation, from the top bar.
    await ad.page.getByTestId('report-member').click()
    await expect(ad.page.getByRole('dialog', { name: 'Report Bea' })).toBeVisible()
    await ad.page.context().close()
    await bea.page.context().close()
  })

  for (const locale of ['pl', 'fr'] as const) {
    test(`the forms fit a 360 px phone and pass axe (${locale})`, async ({ browser, baseURL }) => {
      const context = await browser.newContext({ ...PHONE, baseURL, locale })
      const page = await context.newPage()
      await page.goto('/')
      await page.getByTestId('language-switcher').selectOption(locale)
      for (const [path, form] of [
        ['/complaints', 'complaint-form'],
        ['/pages/service', 'contact-form'],
      ] as const) {
        await page.goto(`${path}?member=${bram}`)
        await expect(page.getByTestId(form)).toBeVisible()
        // The errors under the fields too: they must fit and read as well.
        await page.getByTestId(form).getByRole('button').last().click()
        await expect(page.getByTestId(form).locator('.field-error').first()).toBeVisible()
        const width = await page.evaluate(() => document.documentElement.scrollWidth)
        expect(width, `${path} is wider than the phone`).toBeLessThanOrEqual(360)
        expect(await axeViolations(page, 'serious', { tags: WCAG21 }), path).toEqual([])
      }
      await context.close()
    })
  }
})
