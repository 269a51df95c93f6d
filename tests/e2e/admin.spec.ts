// The operator area (issue 13) on the real server: a member without the operator role who
// opens /admin gets the refusal (and axe finds nothing serious on it); an operator sees two
// reports on a member in the queue, hides the reported photo, bans her from the report on her
// chat message (she lands on the ban page, which tells her why, and objects there; the
// operator rejects the objection), refunds her test order, and the audit page lists each of
// those actions.
import { randomUUID } from 'node:crypto'
import { expect, type Browser } from '@playwright/test'
import { test } from './support/test'
import { firstMessage, person, type Person } from './support/accounts'
import { operatorServer, type OperatorServer } from './support/operator'
import { axeViolations, WCAG21 } from './support/axe'
import { photo } from './support/photo'
import { verificationFlow } from './support/verification'

test('a member without the operator role is refused, in English and Polish', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000)
  const ola = await person(browser, 'Ola', baseURL ?? '', { gender: 'female', activate: false })
  const calls: string[] = []
  ola.page.on('request', (request) => {
    if (request.url().includes('/api/admin/')) calls.push(request.url())
  })
  await ola.page.goto('/admin')
  await expect(ola.page.getByTestId('admin-forbidden')).toContainText('This area is for operators.')
  await ola.page.goto('/admin/members/1')
  await expect(ola.page.getByTestId('admin-forbidden')).toBeVisible()
  expect(calls).toEqual([])
  // The server refuses too, whatever the page does.
  const direct = await ola.page.request.get('/api/admin/cases.php')
  expect(direct.status()).toBe(403)
  expect(((await direct.json()) as { error: { code: string } }).error.code).toBe('admin.forbidden')

  await ola.page.context().addCookies([{ name: 'klik-locale', value: 'pl', url: baseURL ?? '' }])
  await ola.page.goto('/admin/audit')
  await expect(ola.page.getByTestId('admin-forbidden')).toContainText(
    'Ta część jest tylko dla operatorów.',
  )
  expect(await axeViolations(ola.page, 'serious', { tags: WCAG21 })).toEqual([])
})

// One server with an operator for the operator's stories, which run in turn on it: the role
// is granted by the command line on a stopped server, a restart each file pays once.
test.describe('with an operator', () => {
  test.describe.configure({ mode: 'serial' })
  let server: OperatorServer
  let op: Person
  test.beforeAll(async ({ browser }) => {
    test.setTimeout(120_000)
    server = await operatorServer()
    op = await person(browser, 'Opa', server.url, { gender: 'male', activate: false })
    await server.withOperator(op.member.email)
  })
  test.afterAll(async () => {
    await server.stop()
  })

  test('an operator hides a reported photo, bans a member for her message, refunds; the log says so', async ({
    browser,
  }) => {
    test.setTimeout(300_000)
    await operatorFlow(browser, server, op)
  })

  test('a member copies a pose in a selfie, the operator approves it, others see "Verified"', async ({
    browser,
  }) => {
    test.setTimeout(180_000)
    await verificationFlow(browser, server, op)
  })
})

async function operatorFlow(browser: Browser, server: OperatorServer, op: Person) {
  const base = server.url
  const [ad, bea] = await Promise.all([
    person(browser, 'Ad', base, { gender: 'male', activate: false }),
    person(browser, 'Bea', base, { gender: 'female', activate: false }),
  ])

  // Bea has a photo and a paid test order; Ad reports the photo.
  const upload = await bea.page.request.post('/api/profileimage.php', {
    multipart: {
      image1: { name: 'a.jpg', mimeType: 'image/jpeg', buffer: await photo('#204080') },
    },
  })
  expect(upload.status()).toBe(201)
  const user = (await (await bea.page.request.get('/api/user.php')).json()) as {
    profile: { images: { id: number }[] }
  }
  const photoId = user.profile.images[0]?.id ?? 0
  await bea.page.goto('/credits/credits-100')
  await bea.page.getByTestId('waiver').getByRole('checkbox').check()
  await bea.page.getByTestId('pay').click()
  await expect(bea.page).toHaveURL(/\/test-checkout\/tst_/)
  await bea.page.getByTestId('outcome-paid').click()
  await expect(bea.page).toHaveURL(/\/transactions\/ord_/)
  const report = await ad.page.request.post('/api/report.php', {
    data: {
      key: randomUUID(),
      reason: 'fake',
      profile: bea.id,
      photo: photoId,
      body: 'This photo is from a stock site.',
    },
  })
  expect(report.status(), await report.text()).toBe(200)
  const { reference } = (await report.json()) as { reference: string }

  // Bea writes to Ad; Ad reports her message from the chat.
  await ad.page.goto(await firstMessage(bea, ad, 'Send me 100 euro first'))
  const theirs = ad.page.getByTestId('message').filter({ hasText: 'Send me 100 euro first' })
  await theirs.getByRole('button', { name: 'Report this message' }).click()
  const reportDialog = ad.page.getByRole('dialog', { name: 'Report a message from Bea' })
  await reportDialog.getByLabel('Scam or asking for money').check()
  await reportDialog.getByRole('button', { name: 'Send report' }).click()
  const thanks = ad.page.getByRole('dialog', { name: 'Thank you' })
  const messageReference = (await thanks.getByTestId('case-reference').textContent()) ?? ''
  expect(messageReference).toMatch(/^KL-/)
  await thanks.getByRole('button', { name: 'No, thanks' }).click()

  // The queue shows both reports; the photo is hidden from its case.
  const page = op.page
  await page.goto('/admin')
  const card = page.getByTestId('admin-case').filter({ hasText: reference })
  await expect(card).toContainText('Fake profile')
  await expect(card).toContainText('This photo is from a stock site.')
  await card.getByRole('button', { name: 'Hide photo' }).click()
  let dialog = page.getByRole('dialog')
  await dialog.getByLabel('Reason').fill('Stock photo')
  await dialog.getByRole('button', { name: 'Hide photo' }).click()
  await expect(card.getByText('Hidden', { exact: true })).toBeVisible()

  // The message's case: the operator reads the message and bans Bea from it; the ground
  // she is told starts as the report's reason.
  const messageCard = page.getByTestId('admin-case').filter({ hasText: messageReference })
  await expect(messageCard).toContainText('Send me 100 euro first')
  await messageCard.getByRole('button', { name: 'Ban' }).click()
  dialog = page.getByRole('dialog', { name: 'Ban Bea' })
  await expect(dialog.getByLabel('Ground')).toHaveValue('scam')
  await dialog.getByLabel('Reason').fill('Scammer')
  await dialog.getByRole('button', { name: 'Ban' }).click()
  await expect(dialog).toBeHidden()

  // Banned: her next request lands on the ban page, which tells her why.
  await bea.page.goto('/members')
  await expect(bea.page).toHaveURL(/\/pages\/ban$/)
  await expect(bea.page.getByTestId('ban-notice')).toContainText(
    'You asked other members for money or tried to deceive them.',
  )

  // She objects from there: her blocked browser names her account, so she writes only why.
  const objecting = bea.page.getByTestId('objection-form')
  await expect(objecting.getByLabel('Your email address')).toHaveCount(0)
  await objecting
    .getByLabel('Why is the decision wrong?')
    .fill('I asked for my ticket money back, nothing else.')
  await objecting.getByRole('button', { name: 'Send objection' }).click()
  const objectionReference = (await bea.page.getByTestId('case-reference').textContent()) ?? ''
  expect(objectionReference).toMatch(/^KL-/)

  // The operator reads it in the queue, where a ban is not offered, and rejects it.
  await page.reload()
  const objectionCard = page.getByTestId('admin-case').filter({ hasText: objectionReference })
  await expect(objectionCard).toContainText('I asked for my ticket money back')
  await expect(objectionCard.getByRole('button', { name: 'Ban', exact: true })).toHaveCount(0)
  await objectionCard.getByRole('button', { name: 'Reject', exact: true }).click()
  dialog = page.getByRole('dialog', { name: `Reject objection ${objectionReference}` })
  await dialog.getByRole('button', { name: 'Reject', exact: true }).click()
  await expect(objectionCard).toHaveCount(0)

  // Bea's page: the ban with its ground, and the refund of her order.
  await card.getByRole('link', { name: `Bea (#${bea.id})` }).click()
  await expect(page).toHaveURL(new RegExp(`/admin/members/${bea.id}$`))
  await expect(page.getByTestId('admin-banned')).toContainText('Scam or asking for money: Scammer')
  const orders = page.getByTestId('admin-orders')
  await orders.getByRole('button', { name: 'Refund' }).click()
  dialog = page.getByRole('dialog')
  await dialog.getByLabel('Reason').fill('Goodwill')
  await dialog.getByRole('button', { name: /^Refund / }).click()
  await expect(orders).toContainText('Refunded')
  await expect(orders.getByRole('button', { name: 'Refund' })).toHaveCount(0)

  await page.getByRole('link', { name: 'Audit log' }).click()
  const log = page.getByTestId('admin-audit')
  for (const action of ['Photo hidden', 'Order refunded', 'Banned']) {
    // By the action's own cell (on a phone its name starts with the column's): the closed
    // case's row says "Banned: Scammer" too.
    const row = log
      .getByRole('row')
      .filter({ has: page.getByRole('cell', { name: new RegExp(`(^| )${action}$`) }) })
    await expect(row).toContainText(op.member.email)
  }
  expect(await axeViolations(page, 'serious', { tags: WCAG21 })).toEqual([])
}
