// Chat as two members use it, each in a browser of their own (issue 10): a message appears
// for the other without a reload, unread counts and the tab badge follow and go when read;
// messages written while the server is really down — a photo among them — wait as pending (a
// reload too), one is cancelled, the rest arrive once each, in order, when it is back (the
// photo blurred until tapped), and offline says so; a
// conversation with a member who left stays readable and closed, with the credits returned;
// too few credits says why, with the way to credits; a deleted conversation opened from its
// address is whole again; older messages load on scrolling up.
import { randomUUID } from 'node:crypto'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { devices, expect, type Page } from '@playwright/test'
import { test } from './support/test'
import { adAndBea, firstMessage } from './support/accounts'
import { startServer, type TestServer } from './support/server'
import { waitForControl } from './support/service-worker'
import { openChat, sendWithEnter } from './support/composer'
import { queuedPicture } from './support/chat-outbox'
import { phonePhoto } from './support/photo'

// Offline, a reload and the outbox as a member has them: with the worker (playwright.config.ts
// blocks it elsewhere).
test.use({ serviceWorkers: 'allow' })

test.describe.configure({ mode: 'serial' })
test.setTimeout(120_000)

const messages = (page: Page) => page.getByTestId('message')
/** The Chats tab's count (the Alerts tab has one of its own). */
const chatsCount = (page: Page) =>
  page
    .getByRole('navigation', { name: 'Sections' })
    .getByRole('link', { name: /Chats/ })
    .locator('.tab-count')

test('a message reaches the other member live; unread counts and the badge follow', async ({
  browser,
  baseURL,
}) => {
  const [ad, bea] = await adAndBea(browser, baseURL)
  await bea.page.goto('/chats')
  await expect(bea.page.getByRole('heading', { name: 'Chats' })).toBeVisible()
  await expect(bea.page.getByText('No conversations yet')).toBeVisible()

  await ad.page.goto(`/members/${bea.id}`)
  await ad.page.getByTestId('start-conversation').click()
  await expect(ad.page).toHaveURL(/\/chats\/\d+$/)
  await expect(ad.page.getByTestId('composer-cost')).toContainText('A message costs 10 credits')
  // An empty conversation offers openers (issue 32 §5): a tap writes one, sends nothing.
  const opener = ad.page.getByTestId('icebreakers').getByRole('button').first()
  const words = (await opener.textContent()) ?? ''
  expect(words).not.toBe('')
  await opener.click()
  await expect(ad.page.getByTestId('composer-input')).toHaveValue(words)
  await expect(messages(ad.page)).toHaveCount(0)
  await ad.page.getByTestId('composer-input').fill('Hoi Bea, zin in koffie?')
  await ad.page.getByTestId('composer-send').click()
  await expect(messages(ad.page)).toHaveCount(1)
  await expect(messages(ad.page).first()).toHaveAttribute('data-state', 'sent')
  await expect(ad.page.getByTestId('composer-cost')).toContainText('you have 20')

  // Bea's list shows it without a reload, unread, and the Chats tab counts it.
  const row = bea.page.getByTestId('chat-row')
  await expect(row).toHaveCount(1)
  await expect(row).toContainText('Hoi Bea, zin in koffie?')
  await expect(row.locator('.count-badge')).toHaveText('1')
  await expect(chatsCount(bea.page)).toHaveText('1')
  // The tab's title counts it too, for a member with Klik in a background tab. A page the
  // server drew keeps its own title until she moves on; the service worker, once it controls
  // the tab (a race with her first page here), answers with the shell, titled "Klik".
  await expect(bea.page).toHaveTitle(/^\(1\) (Chats · )?Klik$/)

  await row.click()
  await expect(messages(bea.page).first()).toContainText('Hoi Bea, zin in koffie?')
  // Opened: read, here and for Ad (two ticks), and the badge is gone.
  await expect(messages(ad.page).first().locator('.message-status-read')).toBeVisible()
  await bea.page.goBack()
  await expect(bea.page.getByTestId('chat-row').locator('.count-badge')).toHaveCount(0)
  await expect(chatsCount(bea.page)).toHaveCount(0)
  await expect(bea.page).toHaveTitle('Klik')

  // Writing shows on the other side; the reply arrives live too.
  await bea.page.getByTestId('chat-row').click()
  await bea.page.getByTestId('composer-input').fill('Graag!')
  await expect(ad.page.getByTestId('typing')).toBeVisible()
  await bea.page.getByTestId('composer-send').click()
  await expect(messages(ad.page)).toHaveCount(2)
  await expect(messages(ad.page).nth(1)).toContainText('Graag!')

  // Bea deletes the conversation from her list, then opens it from its address (a link, a
  // notification): the whole conversation, with Ad on top and the composer, and back in her list.
  const address = new URL(bea.page.url()).pathname
  await bea.page.goto('/chats')
  await bea.page.getByRole('button', { name: /Delete the conversation with Ad/ }).click()
  await bea.page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click()
  await expect(bea.page.getByTestId('chat-row')).toHaveCount(0)
  await bea.page.goto(address)
  await expect(bea.page.locator('.chat-topbar-name')).toContainText('Ad')
  await expect(messages(bea.page)).toHaveCount(2)
  await expect(bea.page.getByTestId('composer-input')).toBeEnabled()
  await bea.page.goto('/chats')
  await expect(bea.page.getByTestId('chat-row')).toHaveCount(1)

  // Private read receipts (issue 32 §5): Bea switches them on. What she reads next gets no
  // second tick at Ad's, and she sees none on hers.
  await bea.page.goto('/profile')
  const saved = bea.page.waitForResponse((answer) => answer.url().includes('/read_receipts.php'))
  await bea.page.getByTestId('receipts-switch').check()
  expect((await saved).status()).toBe(200)
  await ad.page.getByTestId('composer-input').fill('Zaterdag?')
  await ad.page.getByTestId('composer-send').click()
  await expect(messages(ad.page).last()).toHaveAttribute('data-state', 'sent')
  const readSent = bea.page.waitForResponse((answer) => answer.url().includes('/messages_read.php'))
  await bea.page.goto(address)
  await expect(messages(bea.page).last()).toContainText('Zaterdag?')
  expect((await readSent).status()).toBe(200)
  const mine = messages(bea.page).filter({ hasText: 'Graag!' })
  await expect(mine.locator('.message-status-sent')).toBeVisible()
  await expect(mine.locator('.message-status-read')).toHaveCount(0)
  await ad.page.reload()
  await expect(messages(ad.page).last().locator('.message-status-sent')).toBeVisible()
  await expect(messages(ad.page).first().locator('.message-status-read')).toBeVisible()
})

test('too few credits says why, with the way to credits, and keeps the message', async ({
  browser,
  baseURL,
}) => {
  const [ad, bea] = await adAndBea(browser, baseURL, false)
  await openChat(ad, bea)
  await sendWithEnter(ad.page, 'Hallo')
  const failed = ad.page.getByTestId('message-failed')
  await expect(failed).toContainText('You do not have enough credits for this message.')
  await expect(failed).toContainText('It costs 10 credits; you have 0.')
  // To the shop and back to this chat after paying (tests/e2e/credits.spec.ts).
  await expect(failed.getByTestId('buy-credits')).toHaveAttribute(
    'href',
    /^\/credits\?return=%2Fchats%2F\d+$/,
  )
  await expect(messages(ad.page).first()).toHaveAttribute('data-state', 'failed')
  await ad.page.reload()
  await expect(messages(ad.page).first()).toHaveAttribute('data-state', 'failed')
})

test('a member who left: the conversation stays, readable and closed, and unread credits come back', async ({
  browser,
  baseURL,
}) => {
  const [ad, bea] = await adAndBea(browser, baseURL)
  await firstMessage(ad, bea, 'Ben je er nog?')
  await expect(ad.page.getByTestId('composer-cost')).toContainText('you have 20')
  const gone = await bea.page.request.delete('/api/user.php', {
    data: { password: bea.member.password },
  })
  expect(gone.status(), await gone.text()).toBe(200)

  await ad.page.goto('/chats')
  const row = ad.page.getByTestId('chat-row')
  await expect(row).toContainText('Deleted member')
  await row.click()
  await expect(ad.page.getByTestId('chat-left')).toContainText('This member deleted their account.')
  await expect(messages(ad.page)).toHaveText([/Ben je er nog\?/])
  await expect(ad.page.getByTestId('message-returned')).toContainText('Credits returned: 10.')
  await expect(ad.page.getByTestId('composer-closed')).toBeVisible()
  await expect(ad.page.getByTestId('composer-input')).toHaveCount(0)
})

test.describe('with the server stopped', () => {
  let server: TestServer | null = null
  let dataDir = ''
  test.afterAll(async () => {
    await server?.stop()
    rmSync(dataDir, { recursive: true, force: true })
  })

  test('three messages written offline wait as pending, survive a reload and arrive once, in order; older ones load on scrolling up', async ({
    browser,
  }) => {
    // Free messages on a site of its own: this is about the outbox, not about credits.
    dataDir = mkdtempSync(join(tmpdir(), 'klik-e2e-chat-'))
    const sites = join(dataDir, 'free-chat.json')
    writeFileSync(
      sites,
      JSON.stringify({
        sites: [
          {
            id: 'free-chat',
            name: 'Klik',
            hosts: ['*'],
            countries: ['NL'],
            minimum_message_costs: { NL: { costs: 0, currency: 'EUR' } },
          },
        ],
      }),
    )
    const env = { SITES_FILE: sites, RATE_LIMIT_FACTOR: '20' }
    server = await startServer({ dataDir: join(dataDir, 'data'), env })
    const port = Number(new URL(server.url).port)
    const [ad, bea] = await adAndBea(browser, server.url, false)
    await bea.page.goto('/chats')
    await openChat(ad, bea)
    await waitForControl(ad.page)
    await ad.page.getByTestId('composer-input').fill('Voor de tunnel')
    await ad.page.getByTestId('composer-send').click()
    await expect(messages(ad.page).first()).toHaveAttribute('data-state', 'sent')
    await expect(bea.page.getByTestId('chat-row')).toContainText('Voor de tunnel')

    await server.stop()
    server = null
    for (const text of ['Een', 'Twee', 'Toch niet', 'Drie']) {
      await ad.page.getByTestId('composer-input').fill(text)
      await ad.page.getByTestId('composer-send').click()
    }
    // A photo goes through the same outbox (issue 32 §3): shown as Ad's own at once. The phone
    // keeps it shrunk and encoded again, its camera note and GPS position left behind.
    const original = await phonePhoto('#208040')
    await ad.page
      .getByTestId('composer-photo-input')
      .setInputFiles({ name: 'tunnel.jpg', mimeType: 'image/jpeg', buffer: original })
    const queued = ad.page.locator('[data-testid="message"][data-state="queued"]')
    await expect(queued).toHaveCount(5)
    await expect(queued.last().getByTestId('message-photo')).toBeVisible()
    const kept = await queuedPicture(ad.page)
    expect(kept).toMatchObject({ type: 'image/jpeg', width: 1280, height: 960, exif: false })
    expect(kept.bytes).toBeLessThan(original.length)
    // Not sent yet, so it can be taken back (issue 28).
    await queued.filter({ hasText: 'Toch niet' }).getByTestId('message-cancel').click()
    await expect(queued).toHaveCount(4)
    await ad.page.reload()
    await expect(ad.page.locator('[data-testid="message"][data-state="queued"]')).toHaveCount(4)

    server = await startServer({ dataDir: join(dataDir, 'data'), env, port })
    // Out of the tunnel: the phone is online again, and what waited goes at once, whatever
    // its backoff had reached while the server was away (src/features/chats/outbox.ts).
    await ad.page.context().setOffline(true)
    // Offline, the chat says so (issue 28).
    await expect(ad.page.getByTestId('chat-offline')).toContainText('You are offline')
    await ad.page.context().setOffline(false)
    await expect(ad.page.getByTestId('chat-offline')).toHaveCount(0)
    await expect(ad.page.locator('[data-testid="message"][data-state="sent"]')).toHaveCount(5)
    await bea.page.goto(`/chats`)
    await expect(bea.page.getByTestId('chat-row')).toContainText('Photo')
    await bea.page.getByTestId('chat-row').click()
    await expect(messages(bea.page)).toHaveText([
      /Voor de tunnel/,
      /Een/,
      /Twee/,
      /Drie/,
      /Show photo/,
    ])
    // Once, and blurred until Bea taps it.
    const received = messages(bea.page).last()
    await expect(received.getByTestId('message-photo-blurred')).toBeVisible()
    await expect(received.getByTestId('message-photo')).toHaveCount(0)
    await received.getByTestId('message-photo-show').click()
    await expect(received.getByTestId('message-photo')).toHaveJSProperty('complete', true)
    expect(
      await received
        .getByTestId('message-photo')
        .evaluate((image: HTMLImageElement) => image.naturalWidth),
    ).toBeGreaterThan(0)

    // On a device with nothing cached, a long conversation opens at its newest 30 messages,
    // and scrolling up brings the older ones above.
    const address = new URL(bea.page.url()).pathname
    const conversation = Number(address.split('/').pop())
    for (let index = 1; index <= 40; index++) {
      const response = await ad.page.request.post('/api/messages.php', {
        data: { conversation, client_id: randomUUID(), text: `Bericht ${index}` },
      })
      expect(response.status(), await response.text()).toBe(200)
    }
    const { cookies } = await bea.page.context().storageState()
    const fresh = await browser.newContext({
      ...devices['Pixel 7'],
      baseURL: server.url,
      storageState: { cookies, origins: [] },
    })
    const other = await fresh.newPage()
    await other.goto(address)
    // The newest page first (the older one may follow at once while the top is in view).
    await expect(messages(other).last()).toContainText('Bericht 40')
    await other.getByTestId('messages').evaluate((element) => (element.scrollTop = 0))
    await expect(messages(other)).toHaveCount(45)
    await expect(messages(other).first()).toContainText('Voor de tunnel')
    await fresh.close()
  })
})
