// Verification from request to badge (issue 32 §1), on a server with an operator
// (admin.spec.ts): Cas, on a 360 px phone in Polish, asks to be verified on /profile, gets a
// pose drawing and sends a selfie through the camera's file input; the operator compares it
// with her photos in the queue and approves; Cas's profile says she is verified, and Dan sees
// "Verified" on her page and finds her with "Verified members only".
import { expect, type Browser, type Page } from '@playwright/test'
import sharp from 'sharp'
import { person, type Person } from './accounts'
import { axeViolations, WCAG21 } from './axe'
import type { OperatorServer } from './operator'
import { photo } from './photo'

/** A selfie of its own: random grey blocks, so no other picture of the run is like it. */
function selfie(): Promise<Buffer> {
  const blocks = Buffer.from(Array.from({ length: 16 * 12 * 3 }, () => Math.random() * 255))
  return sharp(blocks, { raw: { width: 12, height: 16, channels: 3 } })
    .resize(480, 640, { kernel: 'nearest' })
    .jpeg()
    .toBuffer()
}

/** Nothing wider than the phone: no sideways scroll. */
async function expectNoSidewaysScroll(page: Page) {
  const [scroll, width] = await page.evaluate(() => [
    document.documentElement.scrollWidth,
    window.innerWidth,
  ])
  expect(scroll).toBeLessThanOrEqual(width)
}

async function requestAndSend(cas: Person, baseURL: string) {
  const { page } = cas
  await page.context().addCookies([{ name: 'klik-locale', value: 'pl', url: baseURL }])
  await page.setViewportSize({ width: 360, height: 740 })
  await page.goto('/profile')
  const section = page.getByTestId('verification-section')
  const state = section.getByTestId('verification-state')
  await expect(state).toHaveAttribute('data-state', 'none')
  await section.getByTestId('verification-start').click()
  await expect(state).toHaveAttribute('data-state', 'posing')
  await expect(section.locator('svg[data-pose]')).toBeVisible()
  await expect(section.getByTestId('verification-instruction')).not.toBeEmpty()
  await expectNoSidewaysScroll(page)
  expect(await axeViolations(page, 'serious', { tags: WCAG21 })).toEqual([])

  await section
    .getByTestId('verification-selfie-input')
    .setInputFiles({ name: 'selfie.jpg', mimeType: 'image/jpeg', buffer: await selfie() })
  await expect(section.getByTestId('verification-preview')).toBeVisible()
  await section.getByTestId('verification-send').click()
  await expect(state).toHaveAttribute('data-state', 'pending')
  await expectNoSidewaysScroll(page)
}

async function approve(op: Person, cas: Person) {
  const { page } = op
  await page.goto('/admin')
  const card = page
    .getByTestId('admin-case')
    .filter({ has: page.getByTestId('verification-case') })
    .filter({ hasText: `Cas (#${cas.id})` })
  const selfieImage = card.getByTestId('verification-selfie')
  await expect(selfieImage).toBeVisible()
  // The selfie itself loaded (an operator's cookie, the admin call), beside her photo.
  await expect
    .poll(() => selfieImage.evaluate((image: HTMLImageElement) => image.naturalWidth))
    .toBeGreaterThan(0)
  await expect(card.getByTestId('verification-photo')).toHaveCount(1)
  await card.getByTestId('verification-approve').click()
  // Decided, it leaves the open queue; the audit log has it.
  await expect(card).toHaveCount(0)
  await page.getByRole('link', { name: 'Audit log' }).click()
  const row = page
    .getByTestId('admin-audit')
    .getByRole('row')
    .filter({ hasText: 'Approved a verification' })
  await expect(row).toContainText(op.member.email)
}

export async function verificationFlow(browser: Browser, server: OperatorServer, op: Person) {
  const [cas, dan] = await Promise.all([
    person(browser, 'Cas', server.url, { gender: 'female', activate: false }),
    person(browser, 'Dan', server.url, { gender: 'male', activate: false }),
  ])
  const upload = await cas.page.request.post('/api/profileimage.php', {
    multipart: {
      image1: { name: 'me.jpg', mimeType: 'image/jpeg', buffer: await photo('#a05030') },
    },
  })
  expect(upload.status()).toBe(201)

  await requestAndSend(cas, server.url)
  await approve(op, cas)

  // Cas's profile says so as soon as she looks again (the section asks on focus).
  await cas.page.reload()
  const state = cas.page.getByTestId('verification-state')
  await expect(state).toHaveAttribute('data-state', 'verified')
  await expect(
    cas.page.getByTestId('verification-section').getByTestId('verified-label'),
  ).toBeVisible()
  await expectNoSidewaysScroll(cas.page)

  // Dan sees it on her page and finds her among verified members only.
  await dan.page.goto(`/members/${cas.id}`)
  await expect(dan.page.getByTestId('verified-label').first()).toContainText('Verified')
  await dan.page.goto('/members')
  await dan.page.getByRole('button', { name: /Change search filters/ }).click()
  const sheet = dan.page.getByRole('dialog', { name: 'Search filters' })
  await sheet.getByLabel('Verified members only').check()
  await sheet.getByRole('button', { name: 'Show members' }).click()
  const results = dan.page.getByRole('list', { name: 'Search results' })
  const card = results.locator(`[data-member-id="${cas.id}"]`)
  await expect(card.getByTestId('verified-label')).toBeVisible()
  await expect(results.locator('[data-member-id]')).toHaveCount(1)
}
