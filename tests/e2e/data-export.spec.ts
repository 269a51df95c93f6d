// "Download my data" (issue 13, GDPR art. 15 and 20): Anna, with a photo and a chat with Bob,
// asks on /profile; the section says a link is being mailed and works for 24 hours, the mail
// arrives in the outbox, and its link downloads (a real browser download, as an attachment) a
// ZIP that holds her message, Bob's message to her and her photo. The section fits a 360 px
// phone in Polish and French and passes axe.
import { execFileSync } from 'node:child_process'
import { expect, type Page } from '@playwright/test'
import { test } from './support/test'
import sharp from 'sharp'
import { person, storedMember } from './support/accounts'
import { linkInMail } from './support/outbox'
import { axeViolations, WCAG21 } from './support/axe'
import { phoneInLocale } from './support/phone'
import { photo } from './support/photo'

test.setTimeout(120_000)

async function send(page: Page, profile: number, text: string): Promise<void> {
  const chat = (await (await page.request.get(`/api/chat.php?profile=${profile}`)).json()) as {
    id: number
  }
  const sent = await page.request.post('/api/messages.php', {
    data: { conversation: chat.id, client_id: crypto.randomUUID(), text },
  })
  expect(sent.status(), await sent.text()).toBe(200)
}

test('the data export ZIP holds the member’s messages and photos', async ({ browser, baseURL }) => {
  const base = baseURL ?? ''
  const [anna, bob] = await Promise.all([
    person(browser, 'Anna', base, { gender: 'female' }),
    person(browser, 'Bob', base, { gender: 'male' }),
  ])
  const upload = await anna.page.request.post('/api/profileimage.php', {
    multipart: {
      image1: { name: 'me.jpg', mimeType: 'image/jpeg', buffer: await photo('#c81e50') },
    },
  })
  expect(upload.status()).toBe(201)
  const { images } = (await upload.json()) as { images: { filename: string }[] }
  const stored = images[0]?.filename ?? ''
  await send(anna.page, bob.id, 'Hoi Bob, zin in koffie?')
  await send(bob.page, anna.id, 'Graag, Anna! Zaterdag?')

  const { page } = anna
  await page.goto('/profile')
  const section = page.getByTestId('profile-data')
  await expect(section.getByRole('heading', { name: 'Your data' })).toBeVisible()
  await section.getByRole('button', { name: 'Download my data' }).click()
  // Preparing (the mail follows, the link works 24 hours), or already made by the worker.
  await expect(section.getByTestId('data-export-state')).toContainText(
    /will email you a download link\. The link works for 24 hours|We emailed you the download link/,
  )
  await expect(section.getByRole('button', { name: 'Download my data' })).toBeDisabled()

  const link = await linkInMail(anna.member.email, /^\/api\/data_export_file\.php$/)
  const downloading = page.waitForEvent('download')
  // The link as the mail opens it: a download, not a page.
  await page.evaluate((href) => {
    const anchor = document.createElement('a')
    anchor.href = href
    document.body.append(anchor)
    anchor.click()
  }, link)
  const download = await downloading
  expect(download.suggestedFilename()).toMatch(/-data-\d{4}-\d{2}-\d{2}\.zip$/)
  const zip = await download.path()

  const unzip = (...args: string[]) => execFileSync('unzip', [...args], { maxBuffer: 64 << 20 })
  expect(unzip('-t', zip).toString()).toContain('No errors detected')
  const data = JSON.parse(unzip('-p', zip, 'data.json').toString('utf8')) as {
    account: { email: string }
    photos: { file: string | null }[]
    conversations: { with: { name: string }; messages: { from: string; text: string }[] }[]
  }
  expect(data.account.email).toBe(anna.member.email)
  expect(data.conversations).toHaveLength(1)
  expect(data.conversations[0]?.with.name).toBe('Bob')
  expect(data.conversations[0]?.messages.map((m) => [m.from, m.text])).toEqual([
    ['me', 'Hoi Bob, zin in koffie?'],
    ['them', 'Graag, Anna! Zaterdag?'],
  ])
  expect(JSON.stringify(data)).not.toContain(bob.member.email)
  const file = data.photos[0]?.file ?? ''
  expect(file).toBe(`photos/${stored.split('/').pop() ?? ''}`)
  const zipped = unzip('-p', zip, file)
  expect((await sharp(zipped).metadata()).format).toBe('jpeg')
  // The very file the site serves for that photo.
  const served = await page.request.get(`/media/${stored}`)
  expect(Buffer.from(await served.body())).toEqual(zipped)

  // Back on /profile: ready, until a time a day later.
  await page.reload()
  await expect(section.getByTestId('data-export-state')).toContainText(
    'We emailed you the download link. It works until',
  )
  await Promise.all([anna.page.context().close(), bob.page.context().close()])
})

for (const locale of ['pl', 'fr'] as const) {
  test(`the data section fits a 360 px phone and passes axe (${locale})`, async ({
    browser,
    baseURL,
  }) => {
    const member = await storedMember(browser, locale === 'pl' ? 'Zofia' : 'Chloe', {
      gender: 'female',
      country: 'NL',
      city: 'Utrecht',
    })
    const { context, page } = await phoneInLocale(browser, locale, baseURL, {
      storageState: member.state,
    })
    await page.goto('/profile')
    await expect(page.locator('html')).toHaveAttribute('lang', locale)
    const section = page.getByTestId('profile-data')
    await section.getByRole('button').click()
    await expect(section.getByTestId('data-export-state')).not.toBeEmpty()
    await section.scrollIntoViewIfNeeded()
    const width = await page.evaluate(() => document.documentElement.scrollWidth)
    expect(width, 'the profile is wider than the phone').toBeLessThanOrEqual(360)
    expect(
      await axeViolations(page, 'serious', {
        include: '[data-testid="profile-data"]',
        tags: WCAG21,
      }),
    ).toEqual([])
    await context.close()
  })
}
