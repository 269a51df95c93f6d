import { expect, type Page } from '@playwright/test'
import { test } from './support/test'
import { newMember, signUpViaApi, type Member } from './support/accounts'
import { linkInMail, mailCount } from './support/outbox'

async function logOutViaMenu(page: Page) {
  await page.getByRole('button', { name: 'My account', exact: true }).click()
  await page.getByRole('button', { name: 'Log out' }).click()
  await expect(page).toHaveURL(/\/login$/)
  await expect(page.locator('.app')).toHaveClass(/logged-out/)
}

async function logIn(page: Page, email: string, password: string) {
  await page.goto('/login')
  await page.getByLabel('Email address').fill(email)
  await page.getByLabel('Password').fill(password)
  await page.getByRole('button', { name: 'Log in' }).click()
  await expect(page).toHaveURL(/\/members$/)
  await expect(page.locator('.app')).toHaveClass(/logged-in/)
}

test.describe('a member’s account', () => {
  // Each test is six to ten page loads and a mailed link or two: alone about 16 s, on CI's two
  // busy workers 25–35 s (the password reset timed out at 30 s there twice in one run).
  test.describe.configure({ timeout: 90_000 })
  let member: Member

  test.beforeEach(async ({ page }) => {
    member = newMember()
    await page.goto('/')
    await signUpViaApi(page, member)
  })

  test('activates by the mailed link, logs out and logs in again', async ({ page }) => {
    const activation = await linkInMail(member.email, /\/api\/activate\.php$/)
    await page.goto(activation)
    await expect(page).toHaveURL(/\/activate\/done$/)
    await expect(page.getByRole('heading', { name: 'Your account is activated' })).toBeVisible()

    await page.goto('/profile')
    await expect(page.getByRole('heading', { name: member.name })).toBeVisible()
    await logOutViaMenu(page)

    await page.goto('/profile')
    await expect(page).toHaveURL(/\/login\?redirect=%2Fprofile$/)
    await page.getByLabel('Email address').fill(member.email)
    await page.getByLabel('Password').fill('wrong password')
    await page.getByRole('button', { name: 'Log in' }).click()
    await expect(page.getByRole('alert')).toHaveText(
      'That email address and password do not match.',
    )
    await page.getByLabel('Password').fill(member.password)
    await page.getByRole('button', { name: 'Log in' }).click()
    await expect(page).toHaveURL(/\/profile$/)
  })

  test('a used activation link says the account is active to its member, else fails', async ({
    page,
    browser,
  }) => {
    const activation = await linkInMail(member.email, /\/api\/activate\.php$/)
    await page.goto(activation)
    await expect(page).toHaveURL(/\/activate\/done$/)
    // Opened again, logged in on the active account (issue 28 §4): it is active.
    await page.goto(activation)
    await expect(page).toHaveURL(/\/activate\/done$/)
    await expect(page.getByRole('heading', { name: 'Your account is activated' })).toBeVisible()
    // Anyone else, logged out: the error page, and nobody is logged in.
    const context = await browser.newContext()
    const stranger = await context.newPage()
    await stranger.goto(activation)
    await expect(stranger).toHaveURL(/\/activate\/error$/)
    await context.close()
  })

  test('resets the password through the mailed link', async ({ page, browser }) => {
    await page.goto('/')
    await logOutViaMenu(page)
    await page.goto('/reset-password')
    await page.getByLabel('Email address').fill(member.email)
    await page.getByRole('button', { name: 'Send me a link' }).click()
    await expect(page.getByTestId('reset-sent')).toBeVisible()

    const link = await linkInMail(member.email, /\/api\/password_reset\.php$/)
    await page.goto(link)
    await expect(page).toHaveURL(/\/reset-password\/do$/)
    await page.getByLabel('New password', { exact: true }).fill('a brand new secret')
    await page.getByLabel('Repeat the new password').fill('a brand new secret')
    await page.getByRole('button', { name: 'Save new password' }).click()
    await expect(page).toHaveURL(/\/members$/)

    // The link is single-use.
    const other = await browser.newContext()
    const second = await other.newPage()
    await second.goto(new URL(link, test.info().project.use.baseURL).href)
    await expect(second).toHaveURL(/\/reset-password\?error=invalid_token$/)
    await other.close()

    await logOutViaMenu(page)
    await logIn(page, member.email, 'a brand new secret')
  })

  test('changes the email address after confirming from the new inbox', async ({ page }) => {
    const next = newMember('Sanne2').email
    await page.goto('/profile')
    await page.getByLabel('New email address').fill(next)
    await page.getByLabel('Your password').first().fill(member.password)
    await page.getByRole('button', { name: 'Change email address' }).click()
    await expect(page.getByTestId('mail-change-sent')).toBeVisible()

    const confirm = await linkInMail(next, /\/mail-change\/do$/)
    await page.goto(confirm)
    await expect(page.getByTestId('mail-change-result')).toContainText(
      `you now log in with ${next}`,
    )
    // The old address was told, with a way to undo it.
    expect(mailCount(member.email)).toBeGreaterThanOrEqual(2)

    await logOutViaMenu(page)
    await logIn(page, next, member.password)
  })

  test('"this wasn’t me" undoes a mail change and logs every device out', async ({ page }) => {
    const next = newMember('Sanne3').email
    await page.goto('/profile')
    await page.getByLabel('New email address').fill(next)
    await page.getByLabel('Your password').first().fill(member.password)
    await page.getByRole('button', { name: 'Change email address' }).click()
    await page.goto(await linkInMail(next, /\/mail-change\/do$/))
    await expect(page.getByTestId('mail-change-result')).toContainText(next)

    const undo = await linkInMail(member.email, /\/api\/mail_change\.php$/)
    await page.goto(undo)
    await expect(page).toHaveURL(/\/login\?redirect=/)
    await page.getByLabel('Email address').fill(member.email)
    await page.getByLabel('Password').fill(member.password)
    await page.getByRole('button', { name: 'Log in' }).click()
    await expect(page).toHaveURL(/\/notifications#email-change-incorrect$/)
    await expect(
      page.getByRole('heading', { name: 'We restored your email address' }),
    ).toBeVisible()
  })

  test('deletes the account after the offer to stay', async ({ page }) => {
    await page.goto('/profile')
    const section = page.getByTestId('delete-account')
    await section.getByRole('button', { name: 'Delete my account' }).click()
    await expect(section).toContainText('stay and get 50% off your next purchase')
    await section.getByRole('button', { name: 'No thanks, delete my account' }).click()
    await section.getByLabel('Your password').fill(member.password)
    await section.getByRole('button', { name: 'Delete my account for good' }).click()
    await expect(page).toHaveURL(/\/account-deleted$/)

    await page.goto('/login')
    await page.getByLabel('Email address').fill(member.email)
    await page.getByLabel('Password').fill(member.password)
    await page.getByRole('button', { name: 'Log in' }).click()
    await expect(page.getByRole('alert')).toHaveText(
      'That email address and password do not match.',
    )
  })
})
