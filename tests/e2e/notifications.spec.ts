// The notification centre as a member uses it (issue 11): a like and a message from another
// member show there, marked New, with the way to the liker's page and the chat; looked at
// once, they are no longer new; a like that arrives while the page is open appears without a
// reload. The settings save at once and stay, and the page fits a phone in Polish.
import { expect, type Browser, type Page } from '@playwright/test'
import { test } from './support/test'
import { person as signedUp } from './support/accounts'

// Push is offered where a worker can take it (playwright.config.ts blocks it elsewhere).
test.use({ serviceWorkers: 'allow' })

test.describe.configure({ mode: 'serial' })
test.setTimeout(120_000)

const person = (browser: Browser, name: 'Noor' | 'Tim' | 'Bas', baseURL: string) =>
  signedUp(browser, name, baseURL, { gender: name === 'Noor' ? 'female' : 'male' })

const items = (page: Page) => page.getByTestId('notification')

test('likes and messages show, new until looked at, live while open', async ({
  browser,
  baseURL,
}) => {
  const base = baseURL ?? ''
  const [noor, tim, bas] = await Promise.all([
    person(browser, 'Noor', base),
    person(browser, 'Tim', base),
    person(browser, 'Bas', base),
  ])
  expect((await tim.page.request.post('/api/likes.php', { data: { profile: noor.id } })).ok()).toBe(
    true,
  )
  const chat = (await (await tim.page.request.get(`/api/chat.php?profile=${noor.id}`)).json()) as {
    id: number
  }
  const sent = await tim.page.request.post('/api/messages.php', {
    data: { conversation: chat.id, client_id: crypto.randomUUID(), text: 'Hoi Noor!' },
  })
  expect(sent.status(), await sent.text()).toBe(200)

  await noor.page.goto('/notifications')
  await expect(noor.page.getByRole('heading', { name: 'Notifications', level: 1 })).toBeVisible()
  await expect(items(noor.page).filter({ hasText: '1 new message from Tim' })).toContainText('New')
  const like = items(noor.page).filter({ hasText: 'Tim likes you' })
  await expect(like).toContainText('New')

  // Bas likes Noor while her page is open: the live channel brings it.
  await bas.page.request.post('/api/likes.php', { data: { profile: noor.id } })
  await expect(items(noor.page).first()).toContainText('Bas likes you')
  await expect(items(noor.page).first()).toContainText('New')

  // Looked at: a new visit marks nothing new.
  await noor.page.reload()
  await expect(items(noor.page)).toHaveCount(4) // Bas, the chat, Tim's like, the welcome credits
  await expect(noor.page.getByText('New', { exact: true })).toHaveCount(0)

  await items(noor.page).filter({ hasText: 'from Tim' }).click()
  await expect(noor.page).toHaveURL(new RegExp(`/chats/${chat.id}$`))
  await expect(noor.page.getByText('Hoi Noor!')).toBeVisible()
})

test('the settings save at once and stay; the page fits a phone in Polish', async ({
  browser,
  baseURL,
}) => {
  const { page } = await person(browser, 'Noor', baseURL ?? '')
  await page.goto('/notifications')
  const previews = page.getByRole('switch', { name: 'Show the message text' })
  await expect(previews).not.toBeChecked()
  await previews.check()
  const likesMail = page.getByLabel('New likes', { exact: true }).and(page.locator('select'))
  await likesMail.selectOption('never')
  await expect(previews).toBeEnabled()
  await page.reload()
  await expect(page.getByRole('switch', { name: 'Show the message text' })).toBeChecked()
  await expect(
    page.getByLabel('New likes', { exact: true }).and(page.locator('select')),
  ).toHaveValue('never')
  // This browser can take push: the way to turn it on is offered.
  await expect(page.getByRole('button', { name: 'Turn on notifications' })).toBeVisible()

  await page.context().addCookies([{ name: 'klik-locale', value: 'pl', url: baseURL ?? '' }])
  await page.reload()
  await expect(page.getByRole('heading', { name: 'Powiadomienia', level: 1 })).toBeVisible()
  await expect(page.getByRole('switch', { name: 'Pokazuj treść wiadomości' })).toBeChecked()
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  )
  expect(overflow).toBeLessThanOrEqual(0)
})
